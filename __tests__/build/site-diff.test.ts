// The site diff on the test command's real before/after pair: public/ (the production build of
// content/) and public-endpoint/ (the content manager's test's build of what the editor saved). The
// expectations come from the two builds themselves, so any editor's change proves the same rules.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { compareSites, isUnchanged, type Hunk } from "../../src/site-diff/compare";
import { siteFacts, type SiteFacts } from "../../src/site-diff/facts";
import { COMMENT_LIMIT, MARKER } from "../../src/site-diff/report";
import { translationsToCheck } from "../../src/translation-status/translationContent";
import { telHref } from "../../src/config/settings";

const ROOT = path.resolve(__dirname, "../..");
const BEFORE = path.join(ROOT, "public");
const AFTER = path.join(ROOT, "public-endpoint");
// The content each was built from: content/, and what the content manager's test saved.
const CONTENT_BEFORE = path.join(ROOT, "content");
const CONTENT_AFTER = path.join(ROOT, ".edited", "content");

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
    const hunks = changes.pages.flatMap((page) =>
      page.changes.flatMap((c) => (c.kind === "text" ? c.hunks.map((hunk) => ({ route: page.route, hunk })) : [])),
    );
    expect(hunks.length).toBeGreaterThan(0);
    for (const { route, hunk } of hunks) {
      const found = { before: onPage(before, route, side(hunk, "removed")), after: onPage(after, route, side(hunk, "added")) };
      expect({ route, hunk, ...found }).toEqual({ route, hunk, before: true, after: true });
    }
  });

  /** The comment the workflow's script writes for the two builds, with their content and a preview. */
  const comment = (() => {
    let made: { body: string; stdout: string; status: number | null; stderr: string } | undefined;
    return () => {
      if (made) return made;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-comment-"));
      try {
        const markdown = path.join(dir, "site-diff.md");
        const args = [
          "--before",
          BEFORE,
          "--after",
          AFTER,
          "--content-before",
          CONTENT_BEFORE,
          "--content",
          CONTENT_AFTER,
          "--preview-url",
          PREVIEW,
          "--markdown",
          markdown,
        ];
        const run = spawnSync(process.execPath, ["scripts/run.mjs", "src/site-diff/cli.ts", ...args], { cwd: ROOT, encoding: "utf8" });
        made = {
          body: fs.existsSync(markdown) ? fs.readFileSync(markdown, "utf8") : "",
          stdout: run.stdout,
          status: run.status,
          stderr: run.stderr,
        };
        return made;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
  })();
  const PREVIEW = "https://deploy-preview-7--example.netlify.app";

  it("writes the pull-request comment with the script the workflow runs, within GitHub's limit, each changed page linked on the preview", () => {
    const { body, stdout, status, stderr } = comment();
    expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
    expect(body.startsWith(`${MARKER}\n### Site diff: `)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    for (const page of changes.pages) {
      expect(body).toContain(
        page.status === "removed" ? `| \`${page.route}\` |` : `| [\`${page.route}\`](${PREVIEW}${page.route.replace(/\.html$/, "")}) |`,
      );
    }
    expect(stdout.split("\n")[0]).toMatch(/^Site diff: \d+ page\(s\) changed, \d+ added, \d+ removed/);
  });

  it("tells a change to the shared frame (the footer's phone number) once, on every page, and lists only pages with changes of their own", () => {
    const phone = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, "settings.json"), "utf8")) as { phone: string }).phone;
    expect(phone(CONTENT_AFTER)).not.toBe(phone(CONTENT_BEFORE));
    const { body } = comment();
    // Every page but the redirects shows the footer: the frame's pages are most of those in both builds
    // (the pages an editor's day adds are new, not changed, however many it adds).
    const inBoth = [...after.pages.keys()].filter((route) => before.pages.has(route)).length;
    expect(changes.everyPage.routes.length).toBeGreaterThan(inBoth / 2);
    expect(body.match(/^#### On every page \(\d+ pages\)$/gm)).toHaveLength(1);
    const everyPage = body.slice(body.indexOf("#### On every page"));
    const told = (text: string) => body.split(text).length - 1;
    // The footer's link to the new number: once per language's footer at most, not once a page.
    const link = telHref(phone(CONTENT_AFTER));
    expect(everyPage).toContain(link);
    expect(told(link)).toBeLessThan(changes.everyPage.routes.length);
    const framed = new Set(changes.everyPage.changes.flatMap((c) => (c.kind === "text" ? c.hunks.map((h) => JSON.stringify(h)) : [])));
    for (const page of changes.pages)
      for (const c of page.changes) if (c.kind === "text") for (const h of c.hunks) expect(framed.has(JSON.stringify(h))).toBe(false);
  });

  it("lists under Translations to check each field the editor changed in one language only, with the other language's text", () => {
    const findings = translationsToCheck(CONTENT_BEFORE, CONTENT_AFTER);
    // The content manager's test saved the Spanish menu and a Spanish policy paragraph alone.
    expect(findings.filter((f) => f.kind === "changed").map((f) => f.lang)).toContain("es");
    const { body } = comment();
    expect(body).toContain("**Translations to check**");
    for (const f of findings.slice(0, 10)) expect(body).toContain(`- **${f.where.replace(/[\\`*_{}[\]<>()#+\-!|~]/g, "\\$&")}**`);
  });
});
