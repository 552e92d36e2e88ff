// The site diff on the test command's real before/after pair: public/ (the production build of
// content/) and public-endpoint/ (the content manager's test's build of what the editor saved). The
// expectations come from the two builds themselves, so any editor's change proves the same rules.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { compareSites, isUnchanged, type Hunk } from "../../src/node/siteDiff/compare";
import { siteFacts, type SiteFacts } from "../../src/node/siteDiff/facts";
import { COMMENT_LIMIT, MARKER } from "../../src/node/siteDiff/report";

const ROOT = path.resolve(__dirname, "../..");
const BEFORE = path.join(ROOT, "public");
const AFTER = path.join(ROOT, "public-endpoint");

describe("the site diff of an editor's change (public/ against public-endpoint/)", () => {
  const before = siteFacts(BEFORE);
  const after = siteFacts(AFTER);
  const changes = compareSites(before, after);
  /** A hunk as one side reads it: its unchanged words and that side's changed words, in order (spaces aside: the word diff may give a space to the change or to the words around it). */
  const side = (hunk: Hunk, kind: "added" | "removed") =>
    hunk
      .filter((s) => s.kind === "same" || s.kind === kind)
      .map((s) => s.text.replace(/^… |^…$| …$/g, ""))
      .join("")
      .replace(/\s/g, "");
  const onPage = (facts: SiteFacts, route: string, words: string) => facts.pages.get(route)!.text.replace(/\s/g, "").includes(words);

  it("finds the change the editor saved", () => {
    expect(isUnchanged(changes)).toBe(false);
  });

  it("lists each page added or removed on the side that has it, and only pages that differ", () => {
    for (const page of changes.pages) {
      expect({ route: page.route, before: before.pages.has(page.route), after: after.pages.has(page.route) }).toEqual({
        route: page.route,
        before: page.status !== "added",
        after: page.status !== "removed",
      });
      if (page.status === "changed") expect(before.pages.get(page.route)).not.toEqual(after.pages.get(page.route));
    }
  });

  it("shows each text change with words a reviewer finds on the page before and after", () => {
    const hunks = changes.pages.flatMap((page) => page.changes.flatMap((c) => (c.kind === "text" ? c.hunks.map((hunk) => ({ route: page.route, hunk })) : [])));
    expect(hunks.length).toBeGreaterThan(0);
    for (const { route, hunk } of hunks) {
      const found = { before: onPage(before, route, side(hunk, "removed")), after: onPage(after, route, side(hunk, "added")) };
      expect({ route, hunk, ...found }).toEqual({ route, hunk, before: true, after: true });
    }
  });

  it("writes the pull-request comment with the script the workflow runs, within GitHub's limit", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-comment-"));
    try {
      const markdown = path.join(dir, "site-diff.md");
      const run = spawnSync(process.execPath, ["scripts/site-diff.mjs", "--before", BEFORE, "--after", AFTER, "--markdown", markdown], { cwd: ROOT, encoding: "utf8" });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
      const body = fs.readFileSync(markdown, "utf8");
      expect(body.startsWith(`${MARKER}\n### Site diff: `)).toBe(true);
      expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      for (const page of changes.pages) expect(body).toContain(`| \`${page.route}\` |`);
      expect(run.stdout.split("\n")[0]).toMatch(/^Site diff: \d+ page\(s\) changed, \d+ added, \d+ removed/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
