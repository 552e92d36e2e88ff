// The moved and gone addresses (content/addresses.json): the checks that refuse a line, each naming
// the line and what to write instead, on a copy of content/ the test writes; and what the build makes
// of the list (src/node/hosts/addresses.ts), for every host (redirectsFile.ts, nginxConf.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addressProblems, type SiteAddresses } from "../../../src/content-model/addresses";
import { ADDRESSES } from "../../../src/content-model/model";
import { serialiseJson, shapeOf } from "../../../src/content-model/serialise";
import { addressPlan, checkAddresses, publishedPages } from "../../../src/node/hosts/addresses";
import { hostRules, redirectsFile } from "../../../src/node/hosts/redirectsFile";
import { nginxAddresses } from "../../../src/node/hosts/nginxConf";
import { entryPath, pathFor, shortAddresses } from "../../../src/i18n/routes";
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
    expect(publishedPages(dir, NOW).has(entryPath("event", "en", event))).toBe(false);
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
