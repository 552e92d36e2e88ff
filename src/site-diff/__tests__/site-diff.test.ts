import fs from "fs";
import os from "os";
import path from "path";
import { compareSites, isUnchanged, listChanges, textHunks } from "../compare";
import { siteFacts } from "../facts";
import { COMMENT_LIMIT, MARKER, renderReport } from "../report";
import { main, parseArgs, siteDiff } from "../cli";
import type { TranslationFinding } from "../../content-model/translations";

const FIXTURES = path.join(__dirname, "../../../__tests__/fixtures/site-diff");
const pair = (name: string) => compareSites(siteFacts(path.join(FIXTURES, name, "before")), siteFacts(path.join(FIXTURES, name, "after")));
const names = { before: "main", after: "this change" };

describe("the site diff on an editor's change (fixture: a news title reworded, an item added, a page swapped)", () => {
  const changes = pair("news-edit");
  const page = (route: string) => changes.pages.find((p) => p.route === route);

  it("lists the page added and the page removed", () => {
    expect(page("/en/events")?.status).toBe("added");
    expect(page("/en/about")?.status).toBe("removed");
  });

  it("shows the reworded and added text word by word, with the words around it", () => {
    const text = page("/en")?.changes.find((c) => c.field === "text");
    expect(text?.kind).toBe("text");
    const markdown = renderReport(changes, "markdown", names);
    expect(markdown).toContain("**Summer league announced Eight weeks of league play.** Spring tournament **registration** opens");
    expect(markdown).toContain("Registration opens on ~~Monday~~**Tuesday** for all players");
    const plain = renderReport(changes, "text", names);
    expect(plain).toContain("[-Monday-]");
    expect(plain).toContain("{+Tuesday+}");
  });

  it("reports headings, links and JSON-LD that changed, and leaves out what did not", () => {
    const fields = page("/en")?.changes.map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(["headings", "links", "jsonLd"]));
    expect(fields).not.toContain("title");
    expect(fields).not.toContain("images");
    expect(fields).not.toContain("styles");
    const links = page("/en")?.changes.find((c) => c.field === "links");
    expect(links).toMatchObject({ added: ["Events → /en/events"], removed: ["About → /en/about"] });
    expect(changes.pages.find((p) => p.route === "/")).toBeUndefined();
  });

  it("reports feed items added and retitled, and sitemap entries", () => {
    expect(changes.feeds).toHaveLength(1);
    expect(changes.feeds[0]?.added.map((i) => i.title)).toEqual(["Summer league announced"]);
    expect(changes.feeds[0]?.changed.map((c) => c.after.title)).toEqual(["Spring tournament registration opens"]);
    expect(changes.sitemap).toEqual({ added: ["https://www.example.com/en/events"], removed: ["https://www.example.com/en/about"] });
  });

  it("writes Markdown that starts with the comment's marker and a summary table", () => {
    const markdown = renderReport(changes, "markdown", names);
    expect(markdown.startsWith(`${MARKER}\n### Site diff: 1 page(s) changed, 1 added, 1 removed`)).toBe(true);
    expect(markdown).toContain("| `/en` | text, headings, links, JSON-LD |");
    expect(markdown.indexOf("#### Details")).toBeGreaterThan(markdown.indexOf("**Sitemap**"));
  });
});

describe("the site diff on a code change (fixture: a restyle and a new share card on every page)", () => {
  const changes = pair("restyle");

  it("reports the styles and the social card once, on every page, and no page of its own", () => {
    expect(changes.everyPage.changes.map((c) => c.field)).toEqual(["socialCards", "styles"]);
    expect(changes.everyPage.routes).toEqual(["/en", "/en/contact"]);
    expect(changes.pages).toEqual([]);
    const markdown = renderReport(changes, "markdown", names);
    expect(markdown).toMatch(/^### Site diff: 2 page\(s\) changed/m);
    expect(markdown).toContain("**On every page**: social card, styles (2 pages");
    expect(markdown.match(/#### On every page \(2 pages\)/g)).toHaveLength(1);
    expect(markdown.match(/\*\*Styles\*\*/g)).toHaveLength(1);
    expect(markdown).not.toContain("| page | what changed |");
  });
});

describe("an unchanged site", () => {
  it("says so in one line", () => {
    const dir = path.join(FIXTURES, "news-edit", "before");
    const same = compareSites(siteFacts(dir), siteFacts(dir));
    expect(isUnchanged(same)).toBe(true);
    const text = renderReport(same, "text", names);
    expect(text.trim().split("\n")).toHaveLength(1);
    expect(text).toMatch(/^No visible change/);
    expect(renderReport(same, "markdown", names).trim().split("\n")).toEqual([MARKER, expect.stringMatching(/^No visible change/)]);
  });
});

describe("To check before publishing (the translations to check)", () => {
  const translations: TranslationFinding[] = [{ kind: "copy", where: "Event › Old Cup › Title", text: "Old Cup of the Year" }];

  it("comes right after the headline, before the table of pages, in both styles", () => {
    const changes = pair("news-edit");
    const markdown = renderReport(changes, "markdown", { ...names, translations });
    const [, headline, blank, heading, , sub, finding] = markdown.split("\n");
    expect(headline).toMatch(/^### Site diff: /);
    expect([blank, heading, sub]).toEqual(["", "**To check before publishing**", "**Translations to check**"]);
    expect(finding).toContain("Old Cup");
    expect(markdown.indexOf("Old Cup")).toBeLessThan(markdown.indexOf("| page | what changed |"));
    const plain = renderReport(changes, "text", { ...names, translations });
    expect(plain).toContain("To check before publishing:\n\nTranslations to check:\n  Event › Old Cup › Title: ");
  });

  it("follows the one line of an unchanged site, and leaves nothing behind when there is nothing to check", () => {
    const dir = path.join(FIXTURES, "news-edit", "before");
    const same = compareSites(siteFacts(dir), siteFacts(dir));
    const lines = renderReport(same, "text", { ...names, translations })
      .trim()
      .split("\n");
    expect(lines[0]).toMatch(/^No visible change/);
    expect(lines.slice(1, 5)).toEqual(["", "To check before publishing:", "", "Translations to check:"]);
    expect(lines[5]).toContain("Old Cup");
    expect(renderReport(same, "text", { ...names, translations: [] })).toBe(renderReport(same, "text", names));
    expect(renderReport(pair("news-edit"), "markdown", { ...names, translations: [] })).not.toContain("To check");
  });

  it("never name a past event: the build moves it to the past list by itself", async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-content-"));
    try {
      const events = path.join(content, "collections", "events", "en");
      fs.mkdirSync(events, { recursive: true });
      fs.writeFileSync(path.join(events, "old-cup.json"), JSON.stringify({ title: "Old Cup", date: "2000-01-01" }));
      fs.writeFileSync(path.join(events, "far-cup.json"), JSON.stringify({ title: "Far Cup", date: "2999-01-01" }));
      const report = await siteDiff(
        [
          "--before",
          path.join(FIXTURES, "news-edit", "before"),
          "--after",
          path.join(FIXTURES, "news-edit", "after"),
          "--content",
          content,
        ],
        content,
        () => {},
      );
      expect(report).not.toContain("To check before publishing");
      expect(report).not.toMatch(/Old Cup|old-cup|Far Cup/);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
    }
  });
});

describe("screenshots in the report", () => {
  it("links the run's artifact from the comment and names each page's folder", () => {
    const changes = pair("news-edit");
    const screenshots = { dir: "site-diff-screenshots", routes: ["/en", "/en/events"], url: "https://github.com/o/r/actions/runs/1" };
    const markdown = renderReport(changes, "markdown", { ...names, screenshots });
    expect(markdown).toContain("of the 2 page(s) whose visible content changed: [download them](https://github.com/o/r/actions/runs/1)");
    expect(markdown).toContain("Screenshots: `site-diff-screenshots/en_events`");
    expect(renderReport(changes, "text", { ...names, screenshots: { ...screenshots, url: undefined } })).toContain(
      "changed: site-diff-screenshots.",
    );
  });
});

describe("a large change", () => {
  // A redesign of a big site: 120 pages whose every paragraph changed (about 90,000 characters of
  // details), written as real built pages.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-large-"));
  for (const side of ["before", "after"]) {
    for (let i = 0; i < 120; i++) {
      const words = Array.from({ length: 120 }, (_, w) => (w % 7 === 0 ? `${side}${w}` : `word${w}`)).join(" ");
      const dir = path.join(root, side, "en", `page-${i}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, "index.html"),
        `<!DOCTYPE html><html><head><title>Page ${i}</title></head><body><h1>Page ${i}</h1><p>${words}</p></body></html>`,
      );
    }
    fs.writeFileSync(path.join(root, side, "index.html"), "<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>");
  }
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const changes = compareSites(siteFacts(path.join(root, "before")), siteFacts(path.join(root, "after")));

  it("stays within GitHub's comment limit, summary first, with a note on the details left out", () => {
    const markdown = renderReport(changes, "markdown", names);
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(markdown.indexOf("| `/en/page-119` | text |")).toBeLessThan(markdown.indexOf("#### Details"));
    expect(markdown).toMatch(/The details of \d+ more page\(s\) are left out/);
  });

  it("keeps every detail in the terminal's report", () => {
    const plain = renderReport(changes, "text", names);
    expect(plain).not.toMatch(/left out/);
    expect(plain).toContain("/en/page-119 (changed)");
  });
});

describe("word-level hunks", () => {
  it("keeps a few words of context and joins nearby changes into one hunk", () => {
    const hunks = textHunks("a b c d e f g h i j k l m n", "a b c d e X g h i j k l m n", 2);
    expect(hunks).toEqual([
      [
        { kind: "same", text: "… d e " },
        { kind: "removed", text: "f" },
        { kind: "added", text: "X" },
        { kind: "same", text: " g h …" },
      ],
    ]);
    expect(textHunks("a b c", "a Y c Z", 2)).toHaveLength(1);
  });

  it("keeps the text's own spacing, so a changed part of a word reads as part of that word", () => {
    const changes = compareSites(
      siteFacts(path.join(FIXTURES, "news-edit", "before")),
      siteFacts(path.join(FIXTURES, "news-edit", "before")),
    );
    expect(changes.pages).toEqual([]);
    const hunks = textHunks("Call 555‑CARD today", "Call 555‑GAME today", 2);
    expect(
      renderReport(
        {
          pageCount: { before: 1, after: 1 },
          pages: [{ route: "/en", status: "changed", changes: [{ field: "text", kind: "text", hunks }] }],
          everyPage: { changes: [], routes: [] },
          feeds: [],
          sitemap: { added: [], removed: [] },
        },
        "text",
        names,
      ),
    ).toContain("Call 555‑[-CARD-]{+GAME+} today");
  });

  it("counts repeated list items", () => {
    expect(listChanges(["a", "a", "b"], ["a", "b", "c"])).toEqual({ added: ["c"], removed: ["a"] });
  });
});

describe("the command line", () => {
  it("takes a base, or two build folders, and refuses a mix or a half", () => {
    expect(parseArgs(["origin/main", "--markdown", "out.md"])).toEqual({ base: "origin/main", markdown: "out.md" });
    expect(parseArgs(["--before", "a", "--after", "b"])).toEqual({ before: "a", after: "b" });
    expect(parseArgs(["--content", "copy"])).toEqual({ content: "copy" });
    expect(() => parseArgs(["--before", "a"])).toThrow(/go together/);
    expect(() => parseArgs(["main", "--before", "a", "--after", "b"])).toThrow(/not both/);
    expect(() => parseArgs(["--colour"])).toThrow(/Unknown option/);
  });
});

describe("a change that cannot be compared", () => {
  it("fails, and leaves a comment that says the diff was not made, in place of an outdated one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-failed-"));
    try {
      const markdown = path.join(dir, "site-diff.md");
      await expect(
        main(["--before", path.join(FIXTURES, "news-edit", "before"), "--after", path.join(dir, "no-build"), "--markdown", markdown], dir),
      ).rejects.toThrow(/not a built site/);
      const body = fs.readFileSync(markdown, "utf8");
      expect(body.startsWith(`${MARKER}\n### Site diff: not made`)).toBe(true);
      expect(body).toContain("not a built site");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
