// What a host answers at the site's addresses, checked the same way on each host's own engine: nginx
// with the generated server block, Cloudflare Pages (wrangler pages dev) and Netlify (netlify dev),
// the "nginx", "cloudflare" and "netlify" projects of playwright.config.ts (__tests__/support/nginx.mjs,
// hostEngines.mjs). The routing and header specs run on the three as well.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import {
  ADMIN_CONFIG_PATH,
  adminContentSecurityPolicy,
  REVALIDATE,
  SEARCH_PATHS,
  searchContentSecurityPolicy,
} from "../../src/node/hosts/policy";
import { entryByPath, entryPath, entryRoutes, feedPath, languageFromPath, pathFor } from "../../src/i18n/routes";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../../src/i18n/languages";
import { BUILD_DIR, CONTENT_DIR } from "../support/siteUnderTest";
import { addressPlan, readAddressLines } from "../../src/node/hosts/addresses";
import { goneAddressesOf, entryMarks } from "../../src/ci/leakCheck";
import { siteTime } from "../../src/lib/siteDate";
import { scheduleState } from "../../src/lib/schedule";
import { readItems } from "../../src/node/contentChecks";
import { expectDocumentHeaders, hostOf, models } from "../support/documentHeaders";
import { itemAddresses } from "../support/itemAddresses";
import { expect, hydrated, settings, test, ui } from "../support/browserTest";

const SITE = settings.siteUrl.replace(/\/$/, "");
const read = (...parts: string[]) => fs.readFileSync(path.join(BUILD_DIR, ...parts), "utf8");

/** The paths the build's sitemap lists, read from the files the build wrote. */
function sitemapPaths(): string[] {
  const sitemaps = [...read("sitemap-index.xml").matchAll(/<loc>[^<]*?\/(sitemap-[^<]+\.xml)<\/loc>/g)].map((m) => m[1]!);
  return sitemaps.flatMap((file) => [...read(file).matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}

/** Every page file the build wrote (not the content manager's, not Gatsby's internal slices). */
function pageFiles(dir = BUILD_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return dir === BUILD_DIR && ["admin", "_gatsby", "page-data", "static"].includes(entry.name) ? [] : pageFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Every address of this site that a page names: its links, canonical and alternate links, icons and
 * styles, as a path without its fragment (the host never sees one) and with its query.
 */
function namedAddresses(): string[] {
  const addresses = new Set<string>();
  for (const file of pageFiles()) {
    for (const [, href] of read(path.relative(BUILD_DIR, file)).matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]+)"/g)) {
      const own = href!.startsWith(SITE) ? href!.slice(SITE.length) || "/" : href!;
      if (!own.startsWith("/") || own.startsWith("//")) continue;
      addresses.add(own.replace(/#.*$/, "").replace(/&amp;/g, "&") || "/");
    }
  }
  return [...addresses].sort();
}

/** The policy the build wrote for its pages: every host is told the same (src/node/hosts/policy.ts). */
const pagePolicy = () => /^ {2}Content-Security-Policy: (.*'sha256-.*)$/m.exec(read("_headers"))![1]!;

/** Each language's misses: under its home, under a list whose items have pages, and (the default language's) outside every language. */
const misses: [string, Lang][] = LANGUAGES.flatMap((lang): [string, Lang][] => [
  [`${pathFor("home", lang)}/no-such-page`, lang],
  ...entryRoutes.map((route): [string, Lang] => [route.paths[lang].replace(":key", "no-such-item"), lang]),
  ...(lang === DEFAULT_LANGUAGE ? [["/no-such-page", lang] as [string, Lang]] : []),
]);

async function statusesOf(request: APIRequestContext, paths: readonly string[]) {
  const answers: Record<string, string> = {};
  // A few at a time: the engines serve from one process.
  for (let i = 0; i < paths.length; i += 8)
    await Promise.all(
      paths.slice(i, i + 8).map(async (p) => {
        const response = await request.get(p, { maxRedirects: 0 });
        // nginx names its own origin in a redirect, the CDNs a path: the same place.
        const location = response.headers()["location"]?.replace(/^http:\/\/127\.0\.0\.1:\d+/, "");
        answers[p] = `${response.status()}${location ? ` → ${location}` : ""}`;
      }),
    );
  return answers;
}

test.describe("the site's addresses on this host", () => {
  test("every URL of the sitemap answers 200 at its own address, in its language, with the pages' headers and policy", async ({
    request,
  }, info) => {
    const paths = sitemapPaths();
    // Ten years of content list about a thousand pages: the time follows the count (wrangler answers in
    // about 30 ms alone, and took over 100 ms beside another worker's tests on 822 pages).
    test.setTimeout(30_000 + paths.length * 250);
    expect(paths.length).toBeGreaterThan(LANGUAGES.length);
    const policy = pagePolicy();
    for (const p of paths) {
      const response = await request.get(p, { maxRedirects: 0 });
      expect(`${p}: ${response.status()} ${response.headers()["location"] ?? ""}`.trim()).toBe(`${p}: 200`);
      expectDocumentHeaders(response.headers(), info.project.name);
      // The search page alone may compile Pagefind's WebAssembly.
      expect(response.headers()["content-security-policy"], p).toBe(
        SEARCH_PATHS.includes(p) ? searchContentSecurityPolicy(policy) : policy,
      );
      const html = await response.text();
      expect(html, p).toMatch(new RegExp(`<html[^>]* lang="${languageFromPath(p)}"`));
      expect(html, p).toContain(`<link rel="canonical" href="${SITE}${p}"`);
    }
  });

  test("every address a page names (links, canonical and hreflang links, icons, styles) answers without a redirect", async ({
    request,
  }) => {
    const addresses = namedAddresses();
    test.setTimeout(30_000 + addresses.length * 100);
    expect(addresses).toEqual(expect.arrayContaining(sitemapPaths()));
    const answers = await statusesOf(request, addresses);
    expect(Object.entries(answers).filter(([, answer]) => answer !== "200")).toEqual([]);
  });

  test("every address a calendar file, a feed item or the structured data names for an item answers 200 with a page that shows the item", async ({
    request,
  }) => {
    const named = itemAddresses();
    test.setTimeout(30_000 + named.length * 100);
    expect(named.length).toBeGreaterThan(0);
    const byPath = new Map<string, Set<string>>();
    for (const { url } of named) {
      expect(url.startsWith(`${SITE}/`), url).toBe(true);
      const { pathname, hash } = new URL(url);
      byPath.set(pathname, (byPath.get(pathname) ?? new Set()).add(decodeURIComponent(hash.slice(1))));
    }
    const answers = await statusesOf(request, [...byPath.keys()]);
    expect(Object.entries(answers).filter(([, answer]) => answer !== "200")).toEqual([]);
    // The card it names is on the page the host sent (one request for each page, however many cards).
    const missing: string[] = [];
    for (const [p, ids] of byPath) {
      const html = [...ids].some(Boolean) ? await (await request.get(p)).text() : "";
      for (const id of ids) if (id && !html.includes(` id="${id}"`)) missing.push(`${p}#${id}`);
    }
    expect(missing).toEqual([]);
  });

  for (const [address, lang] of misses) {
    test(`${address} answers 404 with the ${lang} not-found page as its first HTML, with or without JavaScript, whatever language was saved`, async ({
      request,
      page,
      browser,
      allowConsoleErrors,
    }, info) => {
      const heading = ui(lang, "notFound.heading");
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      if (address.startsWith(`${pathFor("home", lang)}/`)) expectDocumentHeaders(response.headers(), info.project.name, 404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(html).toContain(heading);

      await test.step("without JavaScript, the page reads in its language", async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const plain = await context.newPage();
        expect((await plain.goto(address))!.status()).toBe(404);
        await expect(plain.getByRole("heading", { level: 1 })).toHaveText(heading);
        await context.close();
      });

      await test.step("with JavaScript and the other language saved, the visitor stays on the address and reads this language", async () => {
        allowConsoleErrors(/404 \(Not Found\)/);
        const other = LANGUAGES.find((l) => l !== lang)!;
        await page.addInitScript(
          ([languageKey, consentKey, saved]) => {
            localStorage.setItem(languageKey, saved);
            localStorage.setItem(consentKey, "accepted");
          },
          [settings.storageKeys.language, settings.storageKeys.cookieConsent, other] as const,
        );
        expect((await page.goto(address))!.status()).toBe(404);
        await hydrated(page);
        await expect(page).toHaveURL(new RegExp(`${address}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      });
    });
  }

  test("the feeds, social cards and the content manager answer with their types", async ({ request }, info) => {
    const typed = models(info.project.name, "content-type");
    for (const lang of LANGUAGES) {
      const feed = await request.get(feedPath(lang), { maxRedirects: 0 });
      expect(feed.status()).toBe(200);
      if (typed) expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(await feed.text()).toMatch(/^<\?xml[\s\S]*<rss /);
      const home = await (await request.get(pathFor("home", lang))).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(home)![1]!;
      const image = await request.get(new URL(card).pathname, { maxRedirects: 0 });
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    // /admin is the content manager's folder: a host may forward the address to /admin/ first.
    const admin = await request.get("/admin");
    expect(admin.status()).toBe(200);
    expect(admin.headers()["content-type"]).toMatch(/^text\/html/);
    expect(admin.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
    const config = await request.get(ADMIN_CONFIG_PATH, { maxRedirects: 0 });
    expect(config.status()).toBe(200);
    expect(await config.text()).toContain('"backend"');
  });

  // Left out where the engine sends its own Cache-Control (playwright.config.ts, HOST_LEAVES_OUT).
  test("the search index's scripts revalidate, though every other script is cached for a year @cache-rules", async ({ request }) => {
    for (const file of ["/pagefind/pagefind.js", "/pagefind/pagefind-worker.js", "/pagefind/pagefind-entry.json"]) {
      const response = await request.get(file, { maxRedirects: 0 });
      expect({ file, status: response.status(), cache: response.headers()["cache-control"] }).toEqual({
        file,
        status: 200,
        cache: REVALIDATE,
      });
    }
  });

  // Not on nginx, which passes it to the receiver's Node process (docs/forms.md; form-receiver.spec.ts).
  test("the form receiver's address answers as the host's function does @host-function", async ({ request }) => {
    const get = await request.get("/api/inquiry", { maxRedirects: 0 });
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");
    expect(await get.json()).toEqual({ error: "method-not-allowed" });
    const text = await request.post("/api/inquiry", { headers: { "Content-Type": "text/plain" }, data: "hello" });
    expect(text.status()).toBe(415);
    expect(await text.json()).toEqual({ error: "json-only" });
  });
});

/**
 * What each host answers at a gone address (docs/deploying.md#gone-pages): Netlify and nginx send 410
 * with the page; Cloudflare Pages has no 410 rule and sends its 404 with the same page.
 */
const GONE_STATUS: Readonly<Record<string, number>> = { nginx: 410, netlify: 410, cloudflare: 404 };

// From the content under test: the launch content moves and takes down nothing beyond the short
// addresses; the editor's day (__tests__/fixtures/itemPages.ts, scheduled.ts) has items come down and
// closed, and lines in content/addresses.json.
const plan = addressPlan(CONTENT_DIR, siteTime());

test.describe("addresses that moved or are gone", () => {
  test("each short address and each moved address of the list forwards (301) to its page in one step", async ({ request }) => {
    expect(plan.moved.length).toBeGreaterThan(0);
    const answers = await statusesOf(
      request,
      plan.moved.map((m) => m.from),
    );
    expect(answers).toEqual(Object.fromEntries(plan.moved.map(({ from, to }) => [from, `301 → ${to}`])));
    for (const { to } of plan.moved.filter((m) => !m.to.startsWith("https://")))
      expect(`${to}: ${(await request.get(to, { maxRedirects: 0 })).status()}`).toBe(`${to}: 200`);
  });

  for (const page of plan.gone) {
    test(`${page.path} answers "gone" in ${page.lang}, kept out of search engines, naming nothing of what was there`, async ({
      request,
    }, info) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(GONE_STATUS[hostOf(info.project.name)]);
      expectDocumentHeaders(response.headers(), info.project.name, 404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${page.lang}"`));
      expect(html).toContain(ui(page.lang, "gone.heading"));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).not.toContain('type="application/ld+json"');
      // Its list and the home page, by their addresses.
      if (page.list) expect(html).toContain(`href="${pathFor(page.list, page.lang)}"`);
      expect(html).toContain(`href="${pathFor("home", page.lang)}"`);
      // An item that came down: none of its titles, words or uploads, and its key only in its addresses.
      const entry = entryByPath(page.path);
      const collection = entry?.route.entries;
      if (collection && fs.existsSync(path.join(CONTENT_DIR, "collections", collection, page.lang, `${entry.itemKey}.json`))) {
        const marks = entryMarks(CONTENT_DIR, collection, entry.itemKey);
        const allowed = goneAddressesOf(CONTENT_DIR, entry.itemKey, siteTime());
        const rest = allowed.reduce((text, address) => text.split(address).join(""), html);
        for (const mark of [marks.key, ...marks.titles, ...marks.words, ...marks.media]) expect(rest, mark).not.toContain(mark);
      }
    });
  }

  // Lines the clock changed since they were written (src/node/hosts/addresses.ts settles them at the
  // build's moment), found from the content under test, not from the plan: an old address whose entry
  // is live now answers with its page; an old address whose new address came down answers gone.
  const lines = readAddressLines(CONTENT_DIR);
  const entryAt = new Map(
    entryRoutes.flatMap((route) =>
      readItems(CONTENT_DIR, route.entries, DEFAULT_LANGUAGE)
        .filter((item) => typeof item.body === "string" && item.body.trim() !== "")
        .flatMap((item) =>
          LANGUAGES.map(
            (lang) => [entryPath(route.key, lang, item.key), { collection: route.entries, key: item.key, lang, item }] as const,
          ),
        ),
    ),
  );
  for (const line of lines.filter((l) => entryAt.has(l.from) && scheduleState(entryAt.get(l.from)!.item, siteTime()) === "live")) {
    const { collection, key, lang } = entryAt.get(line.from)!;
    test(`${line.from}, an old address of the list whose entry has gone live since, answers 200 with that entry's page`, async ({
      request,
    }) => {
      const response = await request.get(line.from, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const title = (readItems(CONTENT_DIR, collection, lang).find((item) => item.key === key)!.title as string).replace(/&/g, "&amp;");
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    });
  }
  for (const line of lines.filter(
    (l) => l.to !== undefined && entryAt.has(l.to) && scheduleState(entryAt.get(l.to)!.item, siteTime()) === "down",
  )) {
    const lang = languageFromPath(line.from);
    test(`${line.from}, whose new address ${line.to} has come down since, answers "gone" in ${lang} as that page does`, async ({
      request,
    }, info) => {
      const response = await request.get(line.from, { maxRedirects: 0 });
      expect(response.status()).toBe(GONE_STATUS[hostOf(info.project.name)]);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(html).toContain(ui(lang, "gone.heading"));
    });
  }

  // A page at the address of an entry not live yet would reveal it: it answers as any miss does.
  const notYet = entryRoutes.flatMap((route) =>
    readItems(CONTENT_DIR, route.entries, DEFAULT_LANGUAGE)
      .filter((item) => typeof item.body === "string" && item.body.trim() !== "" && scheduleState(item, siteTime()) === "scheduled")
      .flatMap((item) => LANGUAGES.map((lang) => [entryPath(route.key, lang, item.key), lang] as const)),
  );
  for (const [address, lang] of notYet)
    test(`${address}, whose entry is not live yet, answers the plain 404 page`, async ({ request }) => {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(ui(lang, "notFound.heading"));
      expect(html).not.toContain(ui(lang, "gone.heading"));
    });
});
