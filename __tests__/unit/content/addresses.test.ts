// The moved and gone addresses (content/addresses.json): the checks that refuse a line, each naming
// the line and what to write instead, on a copy of content/ the test writes; and what the build makes
// of the list (src/node/hosts/addresses.ts), for every host (redirectsFile.ts, nginxConf.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addressProblems, type SiteAddresses } from "../../../src/content-model/addresses";
import { ADDRESSES } from "../../../src/content-model/model";
import { serialiseJson, shapeOf } from "../../../src/content-model/serialise";
import { addressNoticeLines, addressPlan, checkAddresses, settledLog } from "../../../src/node/hosts/addresses";
import { readSchedule, siteAt } from "../../../src/node/schedule/siteAt";
import { hostRules, redirectsFile } from "../../../src/node/hosts/redirectsFile";
import { nginxAddresses } from "../../../src/node/hosts/nginxConf";
import { entryPath, listPath, pathFor, shortAddresses } from "../../../src/i18n/routes";
import { readItems } from "../../../src/node/contentChecks";
import { LANGUAGES } from "../../../src/i18n/languages";

const CONTENT = path.resolve(__dirname, "../../../content");
const NOW = Date.parse("2026-11-29T12:00:00Z");
const HOUR = 3_600_000;
const zoned = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, "+00:00");
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "addresses-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeList = (addresses: { from: string; to?: string }[]) =>
  fs.writeFileSync(path.join(dir, ADDRESSES.file), serialiseJson({ addresses }, shapeOf(ADDRESSES.fields)));

/** A press release of the copy, given a page text and a schedule: the entry an editor takes down. */
function release(schedule: { goesLiveAt?: string; comesDownAt?: string }): string {
  const key = readItems(dir, "press", "en")[0]!.key;
  for (const lang of LANGUAGES) {
    const file = path.join(dir, "collections", "press", lang, `${key}.json`);
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...data, body: `## ${lang}\n\nText.\n`, ...schedule }, null, 2));
  }
  return key;
}

describe("the checks of the list, naming the line", () => {
  it("accept the launch content's list, and a list that forwards old addresses to pages and marks others gone", () => {
    expect(checkAddresses(CONTENT, NOW)).toEqual([]);
    writeList([
      { from: "/en/old-catalogue", to: pathFor("services", "en") },
      { from: "/es/catalogo-viejo.html", to: "https://www.example.org/catalogo" },
      { from: "/en/press/withdrawn-2024" },
    ]);
    expect(checkAddresses(dir, NOW)).toEqual([]);
  });

  it("refuse an old address that is a page of the site now, a slug-map page or an item's live page", () => {
    const key = release({});
    writeList([{ from: pathFor("about", "en"), to: pathFor("home", "en") }, { from: entryPath("pressRelease", "es", key) }]);
    expect(checkAddresses(dir, NOW)).toEqual([
      `content/addresses.json, line 1 (/en/about → ${pathFor("home", "en")}): “Old address” is a page of the site now: a line here would hide it. Take the page down first (its “Comes down at”), or correct the address`,
      `content/addresses.json, line 2 (${entryPath("pressRelease", "es", key)} → gone): “Old address” is a page of the site now: a line here would hide it. Take the page down first (its “Comes down at”), or correct the address`,
    ]);
  });

  it("accept a come-down entry's address as an old address: the line then wins over its gone page", () => {
    const key = release({ comesDownAt: zoned(NOW - HOUR) });
    const from = entryPath("pressRelease", "en", key);
    writeList([{ from, to: pathFor("press", "en") }]);
    expect(checkAddresses(dir, NOW)).toEqual([]);
    const plan = addressPlan(dir, NOW);
    expect(plan.moved).toContainEqual({ from, to: pathFor("press", "en") });
    expect(plan.gone.map((g) => g.path)).toEqual([entryPath("pressRelease", "es", key)]);
  });

  it("refuse a new address that is no page of the site, nor an https address", () => {
    writeList([
      { from: "/en/a", to: "/en/no-such-page" },
      { from: "/en/b", to: "http://www.example.org/" },
    ]);
    expect(checkAddresses(dir, NOW)).toEqual([
      "content/addresses.json, line 1 (/en/a → /en/no-such-page): “New address” is not a page of the site (check it against the address bar), nor a full https:// address",
      'content/addresses.json, line 2 (/en/b → http://www.example.org/): “New address” must be an address of this site, such as /en/press, or a full web address starting with https://',
    ]);
  });

  it("refuse a chain, naming where to point instead, and a loop", () => {
    writeList([
      { from: "/en/a", to: "/en/b" },
      { from: "/en/b", to: pathFor("press", "en") },
      { from: "/en/c", to: "/en/d" },
      { from: "/en/d", to: "/en/c" },
      { from: "/en/e", to: "/en/e" },
    ]);
    expect(checkAddresses(dir, NOW)).toEqual([
      "content/addresses.json, line 1 (/en/a → /en/b): “New address” is the old address of line 2, which forwards on to /en/press: write /en/press here, so visitors get there in one step",
      "content/addresses.json, line 3 (/en/c → /en/d): “New address” is the old address of line 4, which leads back here: that is a loop. Point each line at the page itself",
      "content/addresses.json, line 4 (/en/d → /en/c): “New address” is the old address of line 3, which leads back here: that is a loop. Point each line at the page itself",
      "content/addresses.json, line 5 (/en/e → /en/e): “New address” is the old address itself: that would send visitors round in a loop",
    ]);
  });

  it("refuse an old address that is not a path, twice the same, a short address, the site's own folders or a file's", () => {
    writeList([
      { from: "en/about-us" },
      { from: "/en/about-us/" },
      { from: "https://www.example.com/en/x" },
      { from: "/en/x" },
      { from: "/en/x", to: pathFor("home", "en") },
      { from: shortAddresses()[0]!.from },
      { from: "/static/old.png" },
      { from: "/en/news.xml" },
    ]);
    const problems = checkAddresses(dir, NOW);
    const pathRule = "“Old address” must be an address of this site, such as /en/press/old-release (starting with /, no spaces, no ending /)";
    expect(problems).toEqual([
      `content/addresses.json, line 1 (en/about-us → gone): ${pathRule}`,
      `content/addresses.json, line 2 (/en/about-us/ → gone): ${pathRule}`,
      `content/addresses.json, line 3 (https://www.example.com/en/x → gone): ${pathRule}`,
      "content/addresses.json, line 5 (/en/x → /en): “Old address” is already the old address of line 4: keep one line for it",
      `content/addresses.json, line 6 (${shortAddresses()[0]!.from} → gone): “Old address” is the short address of ${shortAddresses()[0]!.to}, which forwards there already`,
      "content/addresses.json, line 7 (/static/old.png → gone): “Old address” is where the site keeps its own files (/admin, /api, /static, /page-data, /og, /icons, /data, /_gatsby): no page was ever there",
      "content/addresses.json, line 8 (/en/news.xml → gone): “Old address” is a file's address (a feed, a calendar, a picture), not a page's: only pages are forwarded",
    ]);
  });

  it("in the content manager, where only the slug map is known, takes an item's address neither as a page nor as none", () => {
    const cms: SiteAddresses = { isPage: (p) => (p.startsWith("/en/press/") ? undefined : p === "/en"), shortAddresses: new Map() };
    expect(addressProblems({ addresses: [{ from: "/en/x", to: "/en/press/some-release" }] }, cms)).toEqual([]);
    expect(addressProblems({ addresses: [{ from: "/en/x", to: "/en/nowhere" }] }, cms).map((p) => p.labels)).toEqual([
      ["Addresses", "1", "New address"],
    ]);
  });
});

describe("what the build makes of the list and the schedule", () => {
  it("makes a gone page for an item that came down and for an opening past its closing day, in each language, never for one not live yet", () => {
    const down = release({ comesDownAt: zoned(NOW - HOUR) });
    const opening = readItems(dir, "jobs", "en")[0]!.key;
    for (const lang of LANGUAGES) {
      const file = path.join(dir, "collections", "jobs", lang, `${opening}.json`);
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      fs.writeFileSync(file, JSON.stringify({ ...data, body: "Text.\n", closingDate: "2026-11-01" }, null, 2));
    }
    // Scheduled for tomorrow, to come down the day after: not live yet, so no page would reveal it.
    const event = readItems(dir, "events", "en")[0]!.key;
    for (const lang of LANGUAGES) {
      const file = path.join(dir, "collections", "events", lang, `${event}.json`);
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      fs.writeFileSync(
        file,
        JSON.stringify({ ...data, body: "Text.\n", goesLiveAt: zoned(NOW + 24 * HOUR), comesDownAt: zoned(NOW + 48 * HOUR) }, null, 2),
      );
    }
    const gone = addressPlan(dir, NOW).gone;
    expect(gone.map((g) => [g.path, g.lang, g.list])).toEqual(
      LANGUAGES.flatMap((lang) => [[entryPath("pressRelease", lang, down), lang, "press"]]).concat(
        LANGUAGES.map((lang) => [entryPath("opening", lang, opening), lang, "careers"]),
      ),
    );
    expect(siteAt(readSchedule(dir), NOW).pages.has(entryPath("event", "en", event))).toBe(false);
    // Its language switch leads to each language's list, never to another gone address.
    expect(gone[0]!.alternates).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, pathFor("press", lang)])));
  });

  it("writes the moved addresses for every host (301), the gone ones as 410 for Netlify and nginx and as a rewrite to the page's folder for Cloudflare Pages", () => {
    writeList([{ from: "/en/old", to: pathFor("press", "en") }, { from: "/es/prensa/retirada" }]);
    const plan = addressPlan(dir, NOW);
    const redirects = redirectsFile(hostRules(plan)).split("\n");
    expect(redirects).toContain(`/en/old  ${pathFor("press", "en")}  301`);
    expect(redirects).toContain("/es/prensa/retirada  /es/prensa/retirada/404.html  410");
    // Netlify meets the 410 first; Cloudflare Pages skips it and takes the rewrite after it.
    expect(redirects.indexOf("/es/prensa/retirada  /es/prensa/retirada/  200")).toBe(
      redirects.indexOf("/es/prensa/retirada  /es/prensa/retirada/404.html  410") + 1,
    );
    // Every redirect before the gone pages, the languages' catch-alls last.
    expect(redirects.findIndex((l) => l.endsWith(" 404"))).toBeGreaterThan(redirects.findIndex((l) => l.endsWith(" 410")));
    const nginx = nginxAddresses(plan);
    expect(nginx).toContain(`location = /en/old { return 301 ${pathFor("press", "en")}$is_args$args; }`);
    expect(nginx).toContain("location = /es/prensa/retirada { error_page 410 @gone; return 410; }");
    for (const { from, to } of shortAddresses()) expect(nginx).toContain(`location = ${from} { return 301 ${to}$is_args$args; }`);
  });
});

/** Each language's file of an item the test adds: the copy's first item of the collection, under a new key, with `change`. */
function addItem(collection: string, key: string, change: Record<string, unknown>) {
  const model = readItems(dir, collection, "en")[0]!.key;
  for (const lang of LANGUAGES) {
    const folder = path.join(dir, "collections", collection, lang);
    const data = JSON.parse(fs.readFileSync(path.join(folder, `${model}.json`), "utf8")) as Record<string, unknown>;
    // Its own schedule only: the model's may have been changed by the test.
    const { goesLiveAt: _from, comesDownAt: _until, closingDate: _closing, ...rest } = data;
    fs.writeFileSync(path.join(folder, `${key}.json`), JSON.stringify({ ...rest, ...change }, null, 2));
  }
}

describe("time never stops a build: the lines it changes are settled at the build's moment", () => {
  const DAY = 24 * HOUR;
  const LATER = NOW + 3 * DAY;
  // Written now: line 1 forwards to a release that comes down in an hour; line 2's old address is a
  // release that goes live tomorrow; line 3 names the press list's page of a year no release is live in
  // yet, which that release (dated that year) fills tomorrow.
  function writeDay() {
    const downSoon = release({ comesDownAt: zoned(NOW + HOUR) });
    const years = siteAt(readSchedule(dir), NOW).listPages.filter((page) => page.route.key === "pressYear").map((page) => Number(page.value));
    const year = String(Math.max(2026, ...years) + 1);
    addItem("press", "harbour-opening", { body: "## Harbour\n\nText.\n", date: `${year}-01-12`, goesLiveAt: zoned(NOW + DAY) });
    const page = listPath("pressYear", "en", year);
    const lines = [
      { from: "/en/press/old-hub-release", to: entryPath("pressRelease", "en", downSoon) },
      { from: entryPath("pressRelease", "en", "harbour-opening"), to: pathFor("press", "en") },
      { from: page, to: pathFor("press", "en") },
    ];
    writeList(lines);
    return { downSoon, lines, page };
  }

  it("accepts the list when it is written, and a build three days on passes where the rules of the moment would refuse all three lines", () => {
    const { lines } = writeDay();
    expect(checkAddresses(dir, NOW, "written")).toEqual([]);
    expect(checkAddresses(dir, LATER, "build")).toEqual([]);
    // The same content read as if written three days on: what a build of the landed code stopped on.
    expect(checkAddresses(dir, LATER, "written")).toEqual([
      expect.stringMatching(new RegExp(`^content/addresses.json, line 1 \\(${lines[0]!.from} → .*“New address” is not a page of the site`)),
      expect.stringMatching(/^content\/addresses.json, line 2 .*“Old address” is a page of the site now/),
      expect.stringMatching(/^content\/addresses.json, line 3 .*“Old address” is a page of the site now/),
    ]);
  });

  it("three days on: the line to the page that came down answers gone in its language, the pages that came live win, and the log says so", () => {
    const { lines, page } = writeDay();
    const plan = addressPlan(dir, LATER);
    expect(plan.gone.filter((g) => g.path === lines[0]!.from).map((g) => [g.path, g.lang])).toEqual([[lines[0]!.from, "en"]]);
    const ruled = [...plan.moved.map((m) => m.from), ...plan.gone.map((g) => g.path)];
    expect(ruled).not.toContain(lines[1]!.from);
    expect(ruled).not.toContain(lines[2]!.from);
    const site = siteAt(readSchedule(dir), LATER);
    expect(site.pages.has(lines[1]!.from)).toBe(true);
    expect(site.pages.has(page)).toBe(true);
    expect(plan.settled.map((s) => [s.line, s.outcome])).toEqual([
      [1, { kind: "gone", because: "new address gone" }],
      [2, { kind: "left out", because: "old address is a page" }],
      [3, { kind: "left out", because: "old address is a page" }],
    ]);
    expect(settledLog(plan)).toEqual([
      expect.stringMatching(/^content\/addresses.json, line 1 .* at Wed 2 Dec, 05:00 MST \(Denver time\): its new address .* has come down/),
      expect.stringMatching(/^content\/addresses.json, line 2 .*: its old address .* is a page of the site: the page wins/),
      expect.stringMatching(/^content\/addresses.json, line 3 .*: its old address .* is a page of the site: the page wins/),
    ]);
  });

  it("names no entry before it goes live: a line naming one is left out of every host's rules until then", () => {
    const { lines } = writeDay();
    const plan = addressPlan(dir, NOW);
    expect(plan.moved).toContainEqual(lines[0]);
    expect(plan.moved).toContainEqual(lines[2]);
    expect(redirectsFile(hostRules(plan)) + nginxAddresses(plan)).not.toContain("harbour-opening");
  });

  it("tells the editor, when the list is written, what each moment ahead will change, in the site's time zone", () => {
    const { lines } = writeDay();
    // NOW is 05:00 in Denver on Sunday 29 November: an hour on, and a day on.
    expect(addressNoticeLines(dir, NOW)).toEqual([
      `Now, line 2 (${lines[1]!.from} → ${lines[1]!.to}): it names an entry that is not live yet: it is left out of every host's rules, which would reveal the entry.`,
      `On Sun 29 Nov, 06:00 MST (Denver time), line 1 (${lines[0]!.from} → ${lines[0]!.to}): its new address ${lines[0]!.to} comes down: visitors of ${lines[0]!.from} will then see the gone page.`,
      `On Mon 30 Nov, 05:00 MST (Denver time), line 2 (${lines[1]!.from} → ${lines[1]!.to}): its old address ${lines[1]!.from} becomes a page of the site: the page wins, and the line is left out of every host's rules.`,
      `On Mon 30 Nov, 05:00 MST (Denver time), line 3 (${lines[2]!.from} → ${lines[2]!.to}): its old address ${lines[2]!.from} becomes a page of the site: the page wins, and the line is left out of every host's rules.`,
    ]);
  });

  it("still refuses, at any moment, what no moment makes right: a slug-map page as the old address, a new address no content names", () => {
    writeList([
      { from: pathFor("about", "en"), to: pathFor("home", "en") },
      { from: "/en/a", to: "/en/press/no-such-release" },
    ]);
    expect(checkAddresses(dir, LATER, "build")).toEqual([
      expect.stringMatching(/line 1 .*“Old address” is a page of the site now/),
      expect.stringMatching(/line 2 .*“New address” is not a page of the site/),
    ]);
  });
});

describe("gone addresses, which only accumulate", () => {
  it("come newest first, after the editors' own gone lines, so that a host reading a limited number of rules drops the oldest", () => {
    const [older, newer] = readItems(dir, "press", "en").map((r) => r.key);
    for (const [key, down] of [
      [older!, NOW - 30 * 24 * HOUR],
      [newer!, NOW - HOUR],
    ] as const)
      for (const lang of LANGUAGES) {
        const file = path.join(dir, "collections", "press", lang, `${key}.json`);
        const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
        fs.writeFileSync(file, JSON.stringify({ ...data, body: "## T\n\nText.\n", comesDownAt: zoned(down) }, null, 2));
      }
    writeList([{ from: "/en/old-catalogue" }]);
    expect(addressPlan(dir, NOW).gone.map((g) => g.path)).toEqual([
      "/en/old-catalogue",
      ...LANGUAGES.map((lang) => entryPath("pressRelease", lang, newer!)),
      ...LANGUAGES.map((lang) => entryPath("pressRelease", lang, older!)),
    ]);
  });
});

describe("the careers list's former numbered pages", () => {
  it("forward to the one list page, each number a build of the content could once have made, unless a line names one", () => {
    const count = readItems(dir, "jobs", "en").length;
    for (let i = count; i < 25; i++) addItem("jobs", `another-opening-${i}`, { order: 500 + i });
    expect(addressPlan(dir, NOW).moved).toEqual(
      expect.arrayContaining([
        { from: "/en/careers/2", to: pathFor("careers", "en") },
        { from: "/es/empleos/3", to: pathFor("careers", "es") },
      ]),
    );
    expect(addressPlan(dir, NOW).moved.map((m) => m.from)).not.toContain("/en/careers/4");
    writeList([{ from: "/en/careers/2", to: pathFor("press", "en") }]);
    expect(checkAddresses(dir, NOW)).toEqual([]);
    expect(addressPlan(dir, NOW).moved.filter((m) => m.from === "/en/careers/2")).toEqual([{ from: "/en/careers/2", to: pathFor("press", "en") }]);
  });
});

describe("every line means the same to every host", () => {
  it("refuses each character a host reads specially, naming the line and the character", () => {
    writeList([
      { from: "/en/a;b" },
      { from: "/en/old-site/*", to: pathFor("press", "en") },
      { from: "/en/x{y}" },
      { from: "/en/a b" },
      { from: "/en/a#b" },
      { from: "/en/a?b" },
      { from: "/en/a%2Ab" },
      { from: "/en/caf%C3%A9" },
      { from: "/en/:slug" },
      { from: "/en/año" },
      { from: "/en/$x" },
      { from: "/en/ok", to: "https://www.example.org/a;b" },
      { from: "/en/ok2", to: "https://www.example.org/:splat" },
      { from: "/en/./x" },
    ]);
    expect(checkAddresses(dir, NOW)).toEqual([
      expect.stringMatching(/^content\/addresses.json, line 1 \(\/en\/a;b → gone\): “Old address” holds “;”, which nginx reads as the end of a rule/),
      expect.stringMatching(/^content\/addresses.json, line 2 .*: “Old address” holds “\*”, which Netlify and Cloudflare Pages read as “anything here”, and nginx as a star/),
      expect.stringMatching(/line 3 .*: “Old address” holds “\{”, which nginx reads as a block of rules/),
      expect.stringMatching(/line 4 .*: “Old address” holds a space, which the hosts' files split a line at/),
      expect.stringMatching(/line 5 .*: “Old address” holds “#”, which a browser never sends to a host/),
      expect.stringMatching(/line 6 .*: “Old address” holds “\?”/),
      expect.stringMatching(/line 7 .*: “Old address” holds “%2A” \(an escaped “\*”\), which Netlify and Cloudflare Pages read as “anything here”/),
      expect.stringMatching(/line 8 .*: “Old address” holds “%C3” /),
      expect.stringMatching(/line 9 .*: “Old address” holds “:”, which Netlify and Cloudflare Pages read as the start of a placeholder/),
      expect.stringMatching(/line 10 .*: “Old address” holds “ñ”, which each host matches encoded or decoded/),
      expect.stringMatching(/line 11 .*: “Old address” holds “\$”, which nginx reads as a variable/),
      expect.stringMatching(/line 12 .*: “New address” holds “;”, which nginx reads as the end of a rule/),
      expect.stringMatching(/line 13 .*: “New address” holds “\/:”/),
      expect.stringMatching(/line 14 .*: “Old address” holds a “\.” or “\.\.” segment/),
    ]);
  });
});
