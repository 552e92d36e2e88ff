import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import { compareSites, isUnchanged, isVisible, listChanges, textHunks } from "../compare";
import { pageFacts, siteFacts } from "../facts";
import { mediaAtCommit, mediaChanges, mediaInFolder, type MediaChange } from "../media";
import { MEDIA_PREFIX } from "../../content-model/media";
import { atCommit } from "../../translation-status/translationContent";
import { COMMENT_LIMIT, MARKER, renderReport } from "../report";
import { main, pagesToCheck, parseArgs, scheduledEntries, siteDiff } from "../cli";
import { writeScheduled } from "../../../__tests__/fixtures/scheduled";
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

describe("the pages the content lane checks (--pages)", () => {
  it("are the pages changed and added, not the removed", () => {
    expect(pagesToCheck(pair("news-edit"))).toEqual(["/en", "/en/events"]);
  });

  it("are every page a shared-frame change is on, though no page changed on its own", () => {
    expect(pagesToCheck(pair("restyle"))).toEqual(["/en", "/en/contact"]);
  });

  it("are written as a JSON list by the command", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pages-")), "pages.json");
    const builds = ["--before", path.join(FIXTURES, "news-edit", "before"), "--after", path.join(FIXTURES, "news-edit", "after")];
    await siteDiff([...builds, "--pages", out], path.join(__dirname, "../../.."), () => {});
    expect(JSON.parse(fs.readFileSync(out, "utf8"))).toEqual(["/en", "/en/events"]);
    fs.rmSync(path.dirname(out), { recursive: true });
  });
});

describe("scheduled entries in the report", () => {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "scheduled-")), "content");
  afterAll(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

  it("names each entry not live yet at the build's moment, with when it goes live in the business's zone", async () => {
    fs.cpSync(path.join(__dirname, "../../../content"), content, { recursive: true });
    const { release } = await writeScheduled(content, "2027-01-12T09:00:00-06:00");
    const before = Date.parse("2027-01-12T08:59:00-06:00");
    const scheduled = scheduledEntries(content, before);
    // The release, and its news item (of the same key), which goes live with it.
    expect(scheduled.map((entry) => [entry.collection, entry.key, entry.goesLive])).toEqual([
      ["news", release, "Tue 12 Jan, 08:00 MST"],
      ["press", release, "Tue 12 Jan, 08:00 MST"],
    ]);
    const markdown = renderReport(pair("news-edit"), "markdown", { ...names, scheduled });
    expect(markdown).toContain("**Scheduled**");
    expect(markdown).toMatch(new RegExp(`\`press/${release}\` .+: goes live Tue 12 Jan, 08:00 MST`));
    // A minute after, it is live: on the pages the diff compares, and no longer in this list.
    expect(scheduledEntries(content, Date.parse("2027-01-12T09:01:00-06:00"))).toEqual([]);
  });
});

describe("what time will do to the moved and gone addresses, in the report", () => {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "addresses-ahead-")), "content");
  const time = process.env.SITE_TIME;
  afterAll(() => {
    fs.rmSync(path.dirname(content), { recursive: true, force: true });
    if (time === undefined) delete process.env.SITE_TIME;
    else process.env.SITE_TIME = time;
  });

  it("names each line a moment ahead changes, and when, in the site's time zone: a notice beside the scheduled entries", async () => {
    fs.cpSync(path.join(__dirname, "../../../content"), content, { recursive: true });
    const key = fs.readdirSync(path.join(content, "collections", "press", "en"))[0]!.replace(/\.json$/, "");
    for (const lang of ["en", "es"]) {
      const file = path.join(content, "collections", "press", lang, `${key}.json`);
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      fs.writeFileSync(file, JSON.stringify({ ...data, body: "## Text\n\nText.\n", comesDownAt: "2027-01-12T10:00:00-07:00" }));
    }
    const to = `/en/press/${key}`;
    fs.writeFileSync(path.join(content, "addresses.json"), JSON.stringify({ addresses: [{ from: "/en/press/old-hub-release", to }] }));
    process.env.SITE_TIME = "2027-01-12T09:00:00-07:00";
    const fixture = path.join(FIXTURES, "news-edit");
    const args = ["--before", path.join(fixture, "before"), "--after", path.join(fixture, "after"), "--content", content];
    const text = await siteDiff(args, process.cwd(), () => undefined);
    expect(text).toContain("Moved and gone addresses over time (a notice, not a failure):");
    expect(text).toContain(
      `- On Tue 12 Jan, 10:00 MST (Denver time), line 1 (/en/press/old-hub-release → ${to}): its new address ${to} comes down: visitors of /en/press/old-hub-release will then see the gone page.`,
    );
    const markdown = await siteDiff([...args, "--markdown", path.join(path.dirname(content), "report.md")], process.cwd(), () => undefined);
    expect(markdown).toContain("line 1");
    expect(fs.readFileSync(path.join(path.dirname(content), "report.md"), "utf8")).toContain("**Moved and gone addresses over time**");
  });
});

describe("styles no page uses before its scripts run (fixture: rules added for a partner logo no page shows yet)", () => {
  const changes = pair("unused-rule");

  it("is no visible change, and the details say which styles changed and that they are not counted", () => {
    expect(isUnchanged(changes)).toBe(true);
    expect(changes.pages).toEqual([]);
    expect(changes.everyPage.changes).toEqual([]);
    expect(changes.unusedStyles).toEqual({ routes: ["/en", "/en/contact"], noPageShows: true });
    const plain = renderReport(changes, "text", names);
    expect(plain).toMatch(/^No visible change: all 3 pages/);
    expect(plain).toContain("\nDetails\n\nStyles for elements no page shows before its scripts run: changed (not counted as visible)\n");
    const markdown = renderReport(changes, "markdown", names);
    expect(markdown).toContain(`${MARKER}\nNo visible change`);
    expect(markdown).toContain(
      "#### Details\n\n**Styles for elements no page shows before its scripts run**: changed (not counted as visible)",
    );
  });
});

describe("which rules count as the page's styles", () => {
  const page = (css: string, body = '<nav><a href="/en">Home</a></nav><h1 class="title">Home</h1><p>Words.</p>') =>
    pageFacts(`<!DOCTYPE html><html lang="en"><head><title>T</title><style>${css}</style></head><body>${body}</body></html>`);
  /** What changing `from` into `to` does: "visible", "unused" (not counted) or "none". */
  const change = (from: string, to: string, body?: string) => {
    const [a, b] = [page(from, body), page(to, body)];
    if (a.styles !== b.styles) return "visible";
    return a.unusedStyles !== b.unusedStyles ? "unused" : "none";
  };

  it.each([
    ["a rule for an element the page has", ".title{color:red}", ".title{color:blue}", "visible"],
    ["a rule for a class no element has", ".toast{color:red}", ".toast{color:blue}", "unused"],
    ["a new rule for a class no element has", "", ".partner-logo img{object-fit:contain}", "unused"],
    ["a hover state of an element the page has", "a:hover{color:red}", "a:hover{color:blue}", "visible"],
    ["a pseudo-element of an element the page has", ".title::before{content:'a'}", ".title::before{content:'b'}", "visible"],
    ["a legacy pseudo-element", "h1:after{content:'a'}", "h1:after{content:'b'}", "visible"],
    [
      "a focus ring with :not(:focus-visible)",
      ":focus:not(:focus-visible){outline:none}",
      ":focus:not(:focus-visible){outline:0}",
      "visible",
    ],
    ["a :not() of a class, on an element the page has", "p:not(.lead){margin:0}", "p:not(.lead){margin:1px}", "visible"],
    ["a :not() that leaves no element", "h1:not(.title){margin:0}", "h1:not(.title){margin:1px}", "unused"],
    [
      "a rule in @media for an element the page has",
      "@media (min-width:768px){nav a{padding:0}}",
      "@media (min-width:768px){nav a{padding:1px}}",
      "visible",
    ],
    [
      "a rule in @supports for no element",
      "@supports (display:grid){.grid{display:grid}}",
      "@supports (display:grid){.grid{display:flex}}",
      "unused",
    ],
    [
      "a media condition changed around a used rule",
      "@media (min-width:768px){h1{margin:0}}",
      "@media (min-width:1024px){h1{margin:0}}",
      "visible",
    ],
    ["a font", "@font-face{font-family:x;src:url(a.woff2)}", "@font-face{font-family:x;src:url(b.woff2)}", "visible"],
    ["keyframes", "@keyframes spin{to{opacity:0}}", "@keyframes spin{to{opacity:.5}}", "visible"],
    ["custom properties on a class no element has", ".theme{--accent:red}", ".theme{--accent:blue}", "visible"],
    ["a selector jsdom cannot evaluate, for a class no element has", ".x:unknown(1){color:red}", ".x:unknown(1){color:blue}", "visible"],
    ["a list with one selector jsdom cannot evaluate", ".x,.y:unknown(1){color:red}", ".x,.y:unknown(1){color:blue}", "visible"],
  ])("%s", (_what, from, to, expected) => {
    expect(change(from, to)).toBe(expected);
  });

  it("keeps linked stylesheets in the visible fingerprint", () => {
    const linked = (href: string) =>
      pageFacts(`<!DOCTYPE html><html><head><link rel="stylesheet" href="${href}"></head><body><p>Words.</p></body></html>`).styles;
    expect(linked("/a.css")).not.toBe(linked("/b.css"));
  });

  it("tells a rule one page shows as that page's change, and names the pages that do not show it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-styles-"));
    try {
      for (const [side, color] of [
        ["before", "red"],
        ["after", "blue"],
      ] as const) {
        const write = (route: string, body: string) => {
          fs.mkdirSync(path.join(root, side, route), { recursive: true });
          fs.writeFileSync(
            path.join(root, side, route, "index.html"),
            `<!DOCTYPE html><html><head><title>${route}</title><style>p{margin:0}.logo{color:${color}}</style></head><body>${body}</body></html>`,
          );
        };
        write("", "<p>Home</p>");
        write("en", '<p class="logo">Logo</p>');
        write("en/contact", "<p>Contact</p>");
      }
      const changes = compareSites(siteFacts(path.join(root, "before")), siteFacts(path.join(root, "after")));
      expect(changes.pages).toEqual([{ route: "/en", status: "changed", changes: [{ field: "styles", kind: "styles" }] }]);
      expect(changes.pages.every(isVisible)).toBe(true);
      expect(changes.unusedStyles).toEqual({ routes: ["/", "/en/contact"], noPageShows: false });
      expect(renderReport(changes, "text", names)).toContain(
        "Styles for elements these 2 pages do not show before their scripts run (/, /en/contact): changed (not counted as visible)",
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
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
          unusedStyles: { routes: [], noPageShows: false },
          media: [],
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

describe("pictures and documents", () => {
  const CONTENT = path.join(__dirname, "../../../content");
  const KB = 1000;
  let root: string;
  let before: string;
  let after: string;
  const locale = (dir: string, lang: string, ns: string) => path.join(dir, "locales", lang, `${ns}.json`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each edit reaches into its own page's strings, whatever their shape
  const edit = (dir: string, lang: string, ns: string, change: (data: any) => void) => {
    const data = JSON.parse(fs.readFileSync(locale(dir, lang, ns), "utf8"));
    change(data);
    fs.writeFileSync(locale(dir, lang, ns), JSON.stringify(data, null, 2));
  };
  const upload = (dir: string, name: string, bytes: number, fill = 0) => {
    fs.mkdirSync(path.join(dir, "media"), { recursive: true });
    fs.writeFileSync(path.join(dir, "media", name), Buffer.alloc(bytes, fill));
  };

  beforeAll(() => {
    // The launch content with a partner's logo, the press kit and the services one-pager, then an
    // editor's change: another logo, a second partner's logo, the press kit replaced in place, the
    // one-pager taken away and a Spanish press kit of its own.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-media-"));
    before = path.join(root, "before", "content");
    after = path.join(root, "after", "content");
    fs.cpSync(CONTENT, before, { recursive: true });
    upload(before, "a.png", 120 * KB);
    upload(before, "kit.pdf", 900 * KB);
    upload(before, "x.pdf", 1_200 * KB);
    edit(before, "en", "home", (d) => (d.partners.items[0].logo = { src: `${MEDIA_PREFIX}a.png`, alt: "Aether logo", decorative: false }));
    edit(before, "es", "home", (d) => (d.partners.items[0].logo = { alt: "Logo de Aether" }));
    edit(before, "en", "press", (d) => (d.mediaKit.file = `${MEDIA_PREFIX}kit.pdf`));
    edit(before, "en", "services", (d) => (d.cta.onePagerFile = `${MEDIA_PREFIX}x.pdf`));
    fs.cpSync(before, after, { recursive: true });
    upload(after, "b.png", 80 * KB);
    upload(after, "starfall.png", 48 * KB);
    upload(after, "kit.pdf", 950 * KB, 1);
    upload(after, "kit-es.pdf", 1_000 * KB);
    fs.rmSync(path.join(after, "media", "x.pdf"));
    edit(after, "en", "home", (d) => {
      d.partners.items[0].logo.src = `${MEDIA_PREFIX}b.png`;
      d.partners.items[1].logo = { src: `${MEDIA_PREFIX}starfall.png`, alt: "Starfall logo", decorative: false };
    });
    edit(after, "es", "home", (d) => (d.partners.items[1].logo = { alt: "Logo de Starfall" }));
    edit(after, "en", "services", (d) => delete d.cta.onePagerFile);
    edit(after, "es", "press", (d) => (d.mediaKit.file = `${MEDIA_PREFIX}kit-es.pdf`));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const expected: MediaChange[] = [
    {
      where: "Page: Home › Partners › Items › 1 › Logo",
      kind: "image",
      status: "replaced",
      before: { file: "media/a.png", bytes: 120 * KB },
      after: { file: "media/b.png", bytes: 80 * KB },
    },
    {
      where: "Page: Home › Partners › Items › 2 › Logo",
      kind: "image",
      status: "added",
      after: { file: "media/starfall.png", bytes: 48 * KB },
    },
    {
      where: "Page: Press › Media kit › Media kit (PDF)",
      kind: "document",
      lang: "en",
      status: "replaced",
      before: { file: "media/kit.pdf", bytes: 900 * KB },
      after: { file: "media/kit.pdf", bytes: 950 * KB },
    },
    {
      where: "Page: Press › Media kit › Media kit (PDF)",
      kind: "document",
      lang: "es",
      status: "added",
      after: { file: "media/kit-es.pdf", bytes: 1_000 * KB },
    },
    {
      where: "Page: Services › Cta › One-pager (PDF)",
      kind: "document",
      lang: "en",
      status: "removed",
      before: { file: "media/x.pdf", bytes: 1_200 * KB },
    },
  ];

  it("lists each upload added, replaced (by another file, or in place) or removed, where the content manager shows it", () => {
    const found = mediaChanges({ contentDir: before, files: mediaInFolder(before) }, { contentDir: after, files: mediaInFolder(after) });
    expect(found).toEqual(expected);
    expect(mediaChanges({ contentDir: after, files: mediaInFolder(after) }, { contentDir: after, files: mediaInFolder(after) })).toEqual(
      [],
    );
  });

  it("reads a commit's uploads from git, sizes and all, with content/ itself unpacked without them", () => {
    const git = (...args: string[]) => expect(spawnSync("git", args, { cwd: path.join(root, "before"), encoding: "utf8" }).status).toBe(0);
    git("init", "-q");
    git("add", "content");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "content");
    const repo = path.join(root, "before");
    const found = atCommit(repo, "HEAD", (earlier) => {
      expect(fs.existsSync(path.join(earlier, "locales", "en", "home.json"))).toBe(true);
      expect(fs.existsSync(path.join(earlier, "media"))).toBe(false);
      return mediaChanges({ contentDir: earlier, files: mediaAtCommit(repo, "HEAD") }, { contentDir: after, files: mediaInFolder(after) });
    });
    expect(found).toEqual(expected);
  });

  it("puts them in the report as a section of their own, sizes as a reviewer reads them, and counts them as a change", async () => {
    const builds = ["--before", path.join(FIXTURES, "news-edit", "before"), "--after", path.join(FIXTURES, "news-edit", "before")];
    const markdownFile = path.join(root, "out.md");
    const plain = await siteDiff([...builds, "--content-before", before, "--content", after, "--markdown", markdownFile], root, () => {});
    expect(plain).not.toMatch(/No visible change/);
    expect(plain).toMatch(/^Site diff: 0 page\(s\) changed/);
    expect(plain).not.toContain("Details");
    expect(plain).toContain(
      [
        "Pictures and documents: 2 added, 2 replaced, 1 removed",
        "  Page: Home › Partners › Items › 1 › Logo: replaced media/a.png (120 kB) with media/b.png (80 kB)",
        "  Page: Home › Partners › Items › 2 › Logo: added media/starfall.png (48 kB)",
        "  Page: Press › Media kit › Media kit (PDF), English: replaced media/kit.pdf (900 kB) with a new file of the same name (950 kB)",
        "  Page: Press › Media kit › Media kit (PDF), Spanish: added media/kit-es.pdf (1 MB)",
        "  Page: Services › Cta › One-pager (PDF), English: removed media/x.pdf (1.2 MB)",
      ].join("\n"),
    );
    const markdown = fs.readFileSync(markdownFile, "utf8");
    expect(markdown).toContain("**Pictures and documents**: 2 added, 2 replaced, 1 removed\n");
    expect(markdown).toContain("- **Page: Home › Partners › Items › 2 › Logo**: added `media/starfall.png` (48 kB)");
    expect(markdown).toContain("- **Page: Services › Cta › One\\-pager \\(PDF\\), English**: removed `media/x.pdf` (1.2 MB)");
  });
});
