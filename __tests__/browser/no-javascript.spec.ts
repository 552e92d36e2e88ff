// Without JavaScript: a visitor whose browser runs none, and a crawler, read the prerendered HTML as
// it is. What a visitor sees is checked on one load of the page per width (a page load is most of a
// browser test's time), each behaviour a step; the head is read from the HTML as served, once.
import LinkText from "lighthouse/core/audits/seo/link-text.js";
import type { Page } from "@playwright/test";
import { ANY_WIDTH, CHECKED_PAGES, expect, isPhone, settings, type SitePage, test, ui } from "../support/browserTest";
import { collection } from "../support/pageContent";
import { eventsFirstPage } from "../../src/lib/eventCalendar";
import { siteDate } from "../../src/lib/siteDate";
import { listRoutes, type EntryRouteKey, type ListRouteKey } from "../../src/i18n/routes";
import { eventListPages } from "../support/eventLists";
import { unreachableTexts } from "../support/wcagChecks";

const SITE = settings.siteUrl;
type Artifacts = Parameters<typeof LinkText.audit>[0];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const p of CHECKED_PAGES) {
    test.describe(p.path, () => {
      // One load per page and width serves every check of what a visitor sees: a page load is most
      // of a browser test's time. Each behaviour is a step, written out below the spec.
      test("a visitor sees its content, the whole navigation and a working language link; every link's text says where it leads; and at 375 px every text is reachable", async ({
        page,
      }, info) => {
        await page.goto(p.path);
        // A row that moves sideways (the partner cards) must scroll natively until a script takes it
        // over: a phone whose script has not loaded, or failed, can still read every caption.
        if (isPhone(info.project.name))
          await test.step("every text it shows is visible or reachable by native scrolling at 375 px (WCAG 1.4.10, 2.1.1)", async () => {
            expect(await unreachableTexts(page, false)).toEqual([]);
          });
        await test.step("a visitor sees its content, the whole navigation and a working language link", () =>
          contentAndNavigation(page, p));
        await test.step("every link's text says where it leads (Lighthouse link-text)", () => linkTextsSayWhereTheyLead(page));
      });

      // The HTML as served does not depend on the width: once, at desktop width.
      test(
        "its head has what crawlers read: lang, title, description, canonical, hreflang, social tags and JSON-LD",
        ANY_WIDTH,
        async ({ page }) => {
          // The HTML as served, parsed as the browser parses it: nothing it names is loaded.
          const served = await page.request.get(p.path);
          expect(served.status()).toBe(200);
          const head = await page.evaluate(
            (html) => {
              const document = new DOMParser().parseFromString(html, "text/html");
              const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
              const meta = (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, "content");
              return {
                lang: document.documentElement.lang,
                title: document.title,
                description: meta("description") ?? "",
                canonical: attr('link[rel="canonical"]', "href"),
                alternates: Object.fromEntries(
                  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
                    l.getAttribute("hreflang"),
                    l.getAttribute("href"),
                  ]),
                ),
                social: Object.fromEntries(
                  [
                    "og:title",
                    "og:description",
                    "og:url",
                    "og:image",
                    "og:image:width",
                    "og:image:height",
                    "og:image:alt",
                    "og:locale",
                    "og:type",
                    "twitter:card",
                    "twitter:title",
                    "twitter:description",
                    "twitter:image",
                  ].map((k) => [k, meta(k)]),
                ),
                jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
              };
            },
            await served.text(),
          );
          expect(head.lang).toBe(p.lang);
          expect(head.title).toContain(settings.brandName);
          expect(head.description.length).toBeGreaterThan(50);
          expect(head.canonical).toBe(`${SITE}${p.path}`);
          const en = p.lang === "en" ? p.path : p.pair;
          const es = p.lang === "es" ? p.path : p.pair;
          expect(head.alternates).toEqual({ en: `${SITE}${en}`, es: `${SITE}${es}`, "x-default": `${SITE}${en}` });
          for (const [key, value] of Object.entries(head.social)) expect(value, key).toBeTruthy();
          expect(head.social["og:url"]).toBe(`${SITE}${p.path}`);
          expect(head.social["og:title"]).toBe(head.title);
          const jsonLd = head.jsonLd.map((text) => JSON.parse(text));
          const types = jsonLd.map((d) => d["@type"]).sort();
          if (p.key === "home") {
            expect(types).toEqual(["Organization"]);
          } else {
            expect(types).toEqual(["BreadcrumbList", ...ownDataTypes(p)].sort());
            const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList").itemListElement;
            // An item's page, or a page of a long list, sits under its list: Home › the list › the item or the
            // value (the home page's news by year: Home › the year).
            const list = listRoutes.find((route) => route.key === p.key);
            const depth = isEntry(p) || (isList(p) && list?.list !== "home") ? 3 : 2;
            expect(crumbs).toHaveLength(depth);
            expect(crumbs[0]).toMatchObject({ position: 1, name: ui(p.lang, "nav.home"), item: `${SITE}/${p.lang}` });
            expect(crumbs[depth - 1]).toMatchObject({ position: depth, item: `${SITE}${p.path}` });
          }
          if (p.key === "contact") {
            const business = jsonLd.find((d) => d["@type"] === "LocalBusiness");
            expect(business.openingHoursSpecification).toEqual([
              {
                "@type": "OpeningHoursSpecification",
                dayOfWeek: settings.businessHours.days,
                opens: settings.businessHours.opens,
                closes: settings.businessHours.closes,
              },
            ]);
            expect(business.address).toMatchObject({ addressLocality: settings.address.locality, addressRegion: settings.address.region });
          }
          if (p.key === "home") expect(jsonLd[0]).toMatchObject({ name: settings.brandName, url: `${SITE}/${p.lang}` });
        },
      );
    });
  }
});

const ENTRY_TYPES: Record<EntryRouteKey, string> = { pressRelease: "NewsArticle", opening: "JobPosting", event: "Event" };
const isEntry = (p: SitePage<string>): p is SitePage<EntryRouteKey> => p.key in ENTRY_TYPES;
const isList = (p: SitePage<string>): p is SitePage<ListRouteKey> => listRoutes.some((route) => route.key === p.key);

/** The data a page carries besides its breadcrumb: a contact's business, each event listed, an item page's own. */
function ownDataTypes(p: SitePage<string>): string[] {
  if (isEntry(p)) return [ENTRY_TYPES[p.key]];
  if (p.key === "contact") return ["LocalBusiness"];
  const events = (count: number) => Array<string>(count).fill("Event");
  if (p.key === "events") {
    const { upcoming, past } = eventsFirstPage(collection("events", p.lang), siteDate());
    return events(upcoming.length + past.length);
  }
  // An events month's, type's or country's page: each event it shows (__tests__/support/eventLists.ts).
  const { months, facets } = eventListPages(p.lang);
  const month = months.find((m) => m.path === p.path);
  if (month) return events(month.events.length);
  const facet = facets.find((f) => f.path === p.path);
  if (facet) return events(facet.upcoming.length + facet.past.length);
  return [];
}

async function contentAndNavigation(page: Page, p: SitePage<string>) {
  await expect(page.locator("h1")).toBeVisible();
  const main = page.locator("main");
  expect((await main.innerText()).length).toBeGreaterThan(80);
  const nav = page.locator("header nav");
  // The menu toggle needs JavaScript, so the links are shown in the page flow instead.
  await expect(page.locator("header button[aria-controls]")).toBeHidden();
  await expect(nav.getByRole("link")).toHaveCount(9);
  for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // The cookie notice is in the HTML, but its buttons would do nothing: it stays hidden.
  await expect(page.locator('[data-testid="cookie-banner"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="cookie-banner"]')).toBeHidden();
  // Without JavaScript a link is a plain navigation: one a pointer can reach (a trial click checks
  // it is visible, enabled and not covered) to an address that serves the paired page works.
  const language = page.locator("header").locator(`a[hreflang="${p.lang === "en" ? "es" : "en"}"]`);
  await language.click({ trial: true });
  expect(new URL((await language.getAttribute("href"))!, page.url()).pathname).toBe(p.pair);
  const paired = await page.request.get(p.pair);
  expect(paired.status()).toBe(200);
  expect(await paired.text()).toContain(`lang="${p.lang === "en" ? "es" : "en"}"`);
}

// Lighthouse's SEO audit "Links have descriptive text" (link-text), judged by the audit itself,
// with its own lists of texts that say nothing ("learn more", "más información", "here",
// "aquí", ...). It reads each link's innerText, hidden words included and aria-label not.
async function linkTextsSayWhereTheyLead(page: Page) {
  // What Lighthouse's AnchorElements gatherer collects, for the fields this audit reads.
  const anchors = await page.evaluate(() =>
    [...document.querySelectorAll("a")].map((a) => ({
      href: a.href,
      rel: a.rel,
      text: a.innerText,
      textLang: a.closest("[lang]")?.getAttribute("lang") ?? undefined,
    })),
  );
  expect(anchors.length).toBeGreaterThan(10);
  const artifacts = { URL: { finalDisplayedUrl: page.url() }, AnchorElements: anchors } as unknown as Artifacts;
  const result = await LinkText.audit(artifacts);
  const failing = (result.details as { items?: { href: string; text: string }[] } | undefined)?.items ?? [];
  expect(failing.map((l) => `${l.text} → ${l.href}`)).toEqual([]);
  expect(result.score).toBe(1);
}
