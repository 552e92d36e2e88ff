// The feed library is an ES module jest does not load; the feeds step is tested on the build (build/feeds.test.ts).
jest.mock("feed", () => ({ Feed: class {} }));
import { POST_BUILD_STEPS } from "../../../src/node/postBuild";
import { orderProblems, runSteps, type BuildStep } from "../../../src/node/buildSteps";

const given = ["graphql", "reporter"] as const;

describe("the post-build steps", () => {
  it("run in an order where every step finds what it needs", () => {
    expect(orderProblems(POST_BUILD_STEPS, [...given])).toEqual([]);
  });

  it("hash the inline scripts only after every step that changes them, and write headers after the hashes", () => {
    const at = (name: string) => POST_BUILD_STEPS.findIndex((step) => step.name === name);
    const hashes = at("content security policy");
    expect(at("minify inline scripts")).toBeLessThan(hashes);
    expect(at("load bundles after paint")).toBeLessThan(hashes);
    expect(at("_headers")).toBeGreaterThan(hashes);
    expect(at("nginx.conf")).toBeGreaterThan(hashes);
    // Moving the policy first is a reordering the check names.
    const moved = [POST_BUILD_STEPS[hashes]!, ...POST_BUILD_STEPS.filter((_, i) => i !== hashes)];
    expect(orderProblems(moved, [...given])).toEqual(
      expect.arrayContaining(["content security policy needs inlineScriptsMinified, which no step before it gives"]),
    );
  });

  it("each say what they write", () => {
    for (const step of POST_BUILD_STEPS) expect(step.writes).toMatch(/\S/);
    expect(new Set(POST_BUILD_STEPS.map((s) => s.name)).size).toBe(POST_BUILD_STEPS.length);
  });
});

describe("running build steps", () => {
  type Facts = { reporter: unknown; a: number };
  const reporter = () => ({ panicOnBuild: jest.fn(), info: jest.fn() });

  it("stops at the first failing step, naming it, and runs nothing after it", async () => {
    const ran: string[] = [];
    const steps: BuildStep<Facts>[] = [
      { name: "one", writes: "x", run: () => void ran.push("one") },
      {
        name: "two",
        writes: "y",
        run: () => {
          throw new Error("disk full");
        },
      },
      { name: "three", writes: "z", run: () => void ran.push("three") },
    ];
    const r = reporter();
    await runSteps("onPostBuild", steps, {}, r as never);
    expect(ran).toEqual(["one"]);
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^onPostBuild, two: Error: disk full/));
  });

  it("refuses an out-of-order list before running any step", async () => {
    const ran: string[] = [];
    const steps: BuildStep<Facts>[] = [
      { name: "reader", writes: "x", needs: ["a"], run: () => void ran.push("reader") },
      { name: "giver", writes: "y", gives: ["a"], run: (facts) => void (facts.a = 1) },
    ];
    const r = reporter();
    await runSteps("createPages", steps, {}, r as never);
    expect(ran).toEqual([]);
    expect(r.panicOnBuild).toHaveBeenCalledWith("createPages: the steps are out of order: reader needs a, which no step before it gives");
  });
});
