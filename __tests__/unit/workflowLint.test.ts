import fs from "fs";
import os from "os";
import path from "path";
import { lintWorkflows, unpinnedActions } from "../../src/node/workflowLint";

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
    const { files, problems } = await lintWorkflows(dir);
    expect(files).toEqual(["bad.yml"]);
    expect(problems.map((p) => p.line)).toEqual(expect.arrayContaining([7, 9]));
    expect(problems.find((p) => p.line === 7)?.message).toMatch(/evnt_name/);
  });

  it("refuses an action pinned to a tag or a branch, and accepts a SHA, a local action and a container", () => {
    const source = [`- uses: actions/checkout@${SHA} # v4.2.2`, "- uses: actions/cache@v4", "  uses: 'owner/action@main'", "- uses: ./.github/actions/local", "- uses: docker://alpine:3"].join("\n");
    expect(unpinnedActions(source, "w.yml").map((p) => p.line)).toEqual([2, 3]);
  });
});
