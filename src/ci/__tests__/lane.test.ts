import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changedPaths, laneFor } from "../lane";

describe("the lane a change takes", () => {
  it.each([
    ["a Spanish policy's wording", ["content/policies/es/privacy.md"]],
    [
      "a new press release with its photo and page text",
      ["content/collections/press/en/pacific-hub.json", "content/collections/press/es/pacific-hub.json", "content/media/pacific-hub.jpg"],
    ],
    ["a phone number in the settings every page shows", ["content/settings.json"]],
    ["a removed upload", ["content/media/old-logo.png"]],
  ])("takes the content lane for %s", (_what, changed) => {
    expect(laneFor(changed).lane).toBe("content");
  });

  it.each([
    ["a change under src/ with one under content/", ["content/settings.json", "src/components/layout/Footer.tsx"]],
    ["the test command", ["scripts/test-all.sh"]],
    ["a workflow", [".github/workflows/ci.yml", "content/locales/en/home.json"]],
    ["the lockfile", ["package-lock.json"]],
    ["the slug map, which lives beside the code", ["src/config/routes.json"]],
    ["a file named like the folder but outside it", ["content.json", "contentious/a.md"]],
    ["a file moved out of content/ (both sides of the rename)", ["content/media/a.jpg", "static/a.jpg"]],
  ])("takes the full lane for %s", (_what, changed) => {
    const { lane, reason } = laneFor(changed);
    expect(lane).toBe("full");
    expect(reason).toContain(changed.find((file) => !file.startsWith("content/"))!);
  });

  it("takes the full lane when it finds no change at all", () => {
    expect(laneFor([]).lane).toBe("full");
  });
});

describe("the changed paths of a working tree against its base", () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "lane-"));
  const git = (...args: string[]) => {
    const run = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: repo, encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout.trim();
  };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it("lists committed, uncommitted and new files since the merge base, and both sides of a rename", () => {
    git("init", "-q", "-b", "main");
    write("content/settings.json", "{}\n");
    write("src/a.ts", "export {};\n");
    write("static/logo.png", "png");
    git("add", ".");
    git("commit", "-q", "-m", "base");
    const base = git("rev-parse", "HEAD");
    git("checkout", "-q", "-b", "cms/edit");
    write("content/settings.json", '{"phone":"+1"}\n');
    git("mv", "static/logo.png", "content/logo.png");
    git("commit", "-qam", "edit");
    write("content/policies/es/privacy.md", "nuevo\n");
    expect(changedPaths(repo, base)).toEqual([
      "content/logo.png",
      "content/policies/es/privacy.md",
      "content/settings.json",
      "static/logo.png",
    ]);
    expect(laneFor(changedPaths(repo, base)).lane).toBe("full");
  });
});
