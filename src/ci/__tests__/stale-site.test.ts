// The stale-site alarm (src/ci/staleSite.ts) against two local stand-ins: one for the live site's
// /site-date.json, one for GitHub's REST API that keeps the repository's issues, comments and the
// calendar workflow's runs as GitHub does. Run as the workflow runs it: bundled alone by esbuild, then
// started by node with the workflow's environment.
import { execFile } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { promisify } from "util";
import { ALARM_LABEL, ALARM_MARKER, assessLive, STALE_AFTER_MS } from "../staleSite";
import { parse } from "yaml";
import { startWebhookCapture, type Received, type WebhookCapture } from "../../../__tests__/support/webhookCapture";

const root = path.resolve(__dirname, "../../..");
const MINUTE = 60_000;

interface Issue {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  labels: { name: string }[];
  assignees: string[];
  comments: string[];
}

/** GitHub's API as far as the alarm uses it: issues by label, their comments, and the workflow's runs and jobs. */
function gitHub(jobs: { name: string; conclusion: string; html_url: string }[]) {
  const issues: Issue[] = [];
  const answer = ({ method, path: url, body }: Received<Record<string, unknown>>) => {
    const { pathname, searchParams } = new URL(url, "http://x");
    const rest = pathname.replace(/^\/repos\/owner\/site/, "");
    if (method === "GET" && rest === "/issues") {
      const open = issues.filter(
        (i) => i.state === searchParams.get("state") && i.labels.some((l) => l.name === searchParams.get("labels")),
      );
      return { json: open.map(({ comments: _c, ...issue }) => issue) };
    }
    if (method === "POST" && rest === "/issues") {
      const labels = (body.labels as string[]).map((name) => ({ name }));
      const issue = {
        number: issues.length + 1,
        title: String(body.title),
        body: String(body.body),
        state: "open" as const,
        labels,
        assignees: (body.assignees as string[]) ?? [],
        comments: [],
      };
      issues.push(issue);
      return { status: 201, json: { number: issue.number } };
    }
    const one = /^\/issues\/(\d+)(\/comments)?$/.exec(rest);
    if (one) {
      const issue = issues[Number(one[1]) - 1]!;
      if (one[2]) issue.comments.push(String(body.body));
      else Object.assign(issue, body);
      return { status: one[2] ? 201 : 200, json: { number: issue.number } };
    }
    if (rest === "/actions/workflows/calendar.yml/runs") return { json: { workflow_runs: [{ id: 11 }, { id: 10 }] } };
    if (rest === "/actions/runs/11/jobs")
      return { json: { jobs: [{ name: "Has the live build's next change passed?", conclusion: "success" }] } };
    if (rest === "/actions/runs/10/jobs") return { json: { jobs } };
    return { status: 404, json: { message: "Not Found" } };
  };
  // The capture answers 204 unless told: GitHub answers 200 with JSON.
  return { issues, answer: (request: Received<Record<string, unknown>>) => ({ status: 200, ...answer(request) }) };
}

describe("whether the live site is stale", () => {
  const now = Date.parse("2026-12-02T16:00:00Z");
  it("counts a change that passed within three runs of the schedule as due, and one later than that as stale", () => {
    expect(assessLive({ next: "2026-12-02T17:00:00.000Z" }, now)).toEqual({ kind: "current", next: "2026-12-02T17:00:00.000Z" });
    expect(assessLive({ next: null }, now)).toEqual({ kind: "current", next: null });
    expect(assessLive({ next: new Date(now - 30 * MINUTE).toISOString() }, now)).toMatchObject({ kind: "due" });
    expect(assessLive({ next: new Date(now - STALE_AFTER_MS - MINUTE).toISOString() }, now)).toMatchObject({ kind: "stale" });
    expect(assessLive("<html>", now)).toMatchObject({ kind: "unreadable" });
  });
});

describe("the alarm, as the calendar workflow runs it", () => {
  let api: WebhookCapture<Record<string, unknown>>;
  let live: WebhookCapture;
  let github: ReturnType<typeof gitHub>;
  let next: string | null;
  let liveStatus = 200;
  let bundle: string;

  beforeAll(async () => {
    github = gitHub([
      { name: "Rebuild production on Netlify", conclusion: "failure", html_url: "https://github.example/owner/site/actions/runs/10/job/3" },
    ]);
    api = await startWebhookCapture({ answer: (request) => github.answer(request) });
    live = await startWebhookCapture({ answer: () => ({ status: liveStatus, json: { date: "2026-12-02", next } }) });
    // The workflow's step: esbuild bundles the module alone (src/ci/staleSite.ts and what it imports), without the project's packages.
    bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stale-site-")), "staleSite.cjs");
    await promisify(execFile)(
      "npx",
      ["esbuild", "src/ci/staleSite.ts", "--bundle", "--platform=node", "--format=cjs", "--log-level=warning", `--outfile=${bundle}`],
      { cwd: root },
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all([api.close(), live.close()]);
    fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  /** One run of the workflow's watch step: node on the bundle, with the workflow's environment. */
  const run = () =>
    promisify(execFile)(
      "node",
      [
        "-e",
        "require(process.argv[1]).main(process.argv.slice(2)).then((code) => process.exit(code), (e) => { console.error(e.message); process.exit(1); })",
        bundle,
        live.origin,
      ],
      {
        env: {
          ...process.env,
          GITHUB_API_URL: api.origin,
          GITHUB_REPOSITORY: "owner/site",
          GITHUB_TOKEN: "t0ken",
          GITHUB_SERVER_URL: "https://github.example",
          GITHUB_RUN_ID: "12",
          STALE_SITE_NOTIFY: "@web-lead, ops",
          STALE_SITE_ATTEMPTS: "1",
        },
      },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }),
    );

  it("opens one issue when the live site's next change is an hour old, naming the moment missed and the failed rebuild; the run fails", async () => {
    next = new Date(Date.now() - 60 * MINUTE).toISOString();
    const first = await run();
    expect(first.code).toBe(1);
    expect(github.issues).toHaveLength(1);
    const [issue] = github.issues;
    expect(issue).toMatchObject({ state: "open", labels: [{ name: ALARM_LABEL }], assignees: ["web-lead", "ops"] });
    expect(issue!.title).toBe(`The live site stopped changing: its change due at ${next} has not happened`);
    expect(issue!.body.startsWith(ALARM_MARKER)).toBe(true);
    expect(issue!.body).toContain(`should have changed at **${next}**`);
    expect(issue!.body).toContain(
      "the last rebuild, “Rebuild production on Netlify”, ended in failure (https://github.example/owner/site/actions/runs/10/job/3)",
    );
    expect(issue!.body).toContain("https://github.example/owner/site/actions/runs/12");
    expect(first.stdout).toMatch(/Opened issue #1/);
  }, 30_000);

  it("adds to that issue on the next run, and opens no second one", async () => {
    const lines = github.issues[0]!.body.split("\n").length;
    const second = await run();
    expect(second.code).toBe(1);
    expect(github.issues).toHaveLength(1);
    expect(github.issues[0]!.body.split("\n")).toHaveLength(lines + 1);
    expect(github.issues[0]!.body.split("\n").at(-1)).toMatch(/still not changed, 6\d minutes late\. Likely cause: the last rebuild/);
    // The same moment and the same cause: no comment, so no one is notified again every 15 minutes.
    expect(github.issues[0]!.comments).toEqual([]);
    expect(second.stdout).toMatch(/Added to issue #1/);
  }, 30_000);

  it("closes the issue, saying so, when the live site has caught up; the run passes", async () => {
    next = new Date(Date.now() + 60 * MINUTE).toISOString();
    const third = await run();
    expect(third.code).toBe(0);
    expect(github.issues[0]!.state).toBe("closed");
    expect(github.issues[0]!.comments).toEqual([
      expect.stringMatching(new RegExp(`^The live site caught up at .*: its next change is at ${next}`)),
    ]);
    const quiet = await run();
    expect(quiet).toMatchObject({ code: 0, stdout: expect.stringMatching(/The live site is current/) });
    expect(github.issues).toHaveLength(1);
  }, 30_000);

  it("raises the alarm when the live site does not answer at all, and says the host may be down", async () => {
    liveStatus = 503;
    const down = await run();
    liveStatus = 200;
    expect(down.code).toBe(1);
    expect(github.issues).toHaveLength(2);
    expect(github.issues[1]!.body).toMatch(/cannot be read \(HTTP 503\)[\s\S]*the host may be down/);
  }, 30_000);
});

describe("the alarm in the calendar workflow (.github/workflows/calendar.yml)", () => {
  type Step = { run?: string; with?: { "sparse-checkout"?: string } };
  type Job = { needs?: string | string[]; if?: string; permissions?: Record<string, string>; steps?: Step[] };
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/calendar.yml"), "utf8")) as { jobs: Record<string, Job> };

  /** The files a module imports, transitively, as the sparse checkout must hold them for esbuild to bundle it. */
  function importsOf(file: string, seen = new Set<string>()): Set<string> {
    seen.add(file);
    for (const [, spec] of fs.readFileSync(path.join(root, file), "utf8").matchAll(/^import [^;]*? from "(\.[^"]+)";/gm)) {
      const base = path.join(path.dirname(file), spec!);
      const found = [base, `${base}.ts`].find(
        (candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile(),
      )!;
      if (!seen.has(found)) importsOf(found, seen);
    }
    return seen;
  }

  it("watches whoever rebuilds: with either host's secret, or the repository's STALE_SITE_ALARM, and never needs the rebuild's decision", () => {
    const watch = workflow.jobs.watch!;
    expect(watch.needs).toBe("configured");
    expect(watch.if).toBe("needs.configured.outputs.watch != ''");
    expect(watch.permissions).toEqual({ contents: "read", issues: "write", actions: "read" });
    expect(JSON.stringify(workflow.jobs.configured)).toMatch(/STALE_SITE_ALARM[\s\S]*off\)[\s\S]*on\)/);
  });

  it("bundles the alarm's module from a sparse checkout that holds every file it imports", () => {
    const watch = workflow.jobs.watch!;
    const checkout = watch
      .steps!.find((step) => step.with?.["sparse-checkout"])!
      .with!["sparse-checkout"]!.trim()
      .split("\n");
    expect(watch.steps!.some((step) => step.run?.includes("src/ci/staleSite.ts --bundle"))).toBe(true);
    for (const file of importsOf("src/ci/staleSite.ts")) expect(checkout).toContain(file);
  });
});
