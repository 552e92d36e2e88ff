// An item's own page (a press release, a job opening, an event): its address in each language from
// the slug map, its text rendered safely, whether an opening is still open, and the structured data
// it carries, held to Google's rules (__tests__/support/structuredDataRules.ts).
import { bodyExcerpt, bodyHtml } from "../../../src/lib/bodyHtml";
import { isOpen } from "../../../src/lib/openings";
import { addressOf, eventData, jobPostingData, newsArticleData } from "../../../src/metadata/itemStructuredData";
import { alternatePath, entryByPath, entryPath, routeByPath } from "../../../src/i18n/routes";
import { sitemapEntries } from "../../../src/i18n/sitemap";
import { preferenceRedirect } from "../../../src/i18n/preferredLanguage";
import { entryPagesOf } from "../../../src/node/createPages/entryPages";
import { checkJsonLd, type JsonValue } from "../../support/structuredDataRules";

describe("an item's page text", () => {
  it("keeps Markdown's structure, shows raw HTML as the text it is, and drops javascript: links", () => {
    const html = bodyHtml(
      "Text with <script>window.x = 1</script> and **bold**, [ours](https://example.com/a), [bad](javascript:alert(1)).\n\n<img src=x onerror=alert(1)>",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com/a">ours</a>');
  });

  it("starts its headings at level 2, below the page's own title, keeping their order", () => {
    expect(bodyHtml("# One\n\n## Two\n\n### Three")).toBe("<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>\n");
    expect(bodyHtml("## Two\n\n### Three")).toBe("<h2>Two</h2>\n<h3>Three</h3>\n");
    expect(bodyHtml("### Deep first\n\n###### Deeper")).toBe("<h2>Deep first</h2>\n<h4>Deeper</h4>\n");
  });
});

describe("an item's address", () => {
  it("is its list's path in each language with the item's key, and pairs with the same item in the other language", () => {
    expect(entryPath("pressRelease", "en", "pacific-hub")).toBe("/en/press/pacific-hub");
    expect(entryPath("opening", "es", "community-manager")).toBe("/es/empleos/community-manager");
    expect(entryByPath("/es/eventos/collectors-expo/")).toMatchObject({ route: { key: "event" }, lang: "es", itemKey: "collectors-expo" });
    expect(alternatePath("/en/careers/community-manager", "es")).toBe("/es/empleos/community-manager");
    expect(preferenceRedirect("/es/prensa/pacific-hub", "en")).toBe("/en/press/pacific-hub");
  });

  it("never takes a year's or a month's page of a list, or a former page number, for an item", () => {
    expect(entryByPath("/en/press/2026")).toBeUndefined();
    expect(entryByPath("/es/eventos/2027-05")).toBeUndefined();
    expect(entryByPath("/en/careers/2")).toBeUndefined();
    expect(routeByPath("/en/careers/2")).toBeUndefined();
  });

  it("is listed in the sitemap with its twin in every language", () => {
    expect(sitemapEntries([{ path: "/es/prensa/pacific-hub" }])).toEqual([
      {
        path: "/es/prensa/pacific-hub",
        url: "https://www.example.com/es/prensa/pacific-hub",
        links: [
          { lang: "en", url: "https://www.example.com/en/press/pacific-hub" },
          { lang: "es", url: "https://www.example.com/es/prensa/pacific-hub" },
          { lang: "x-default", url: "https://www.example.com/en/press/pacific-hub" },
        ],
      },
    ]);
  });

  it("is made only for an item with a page text", () => {
    const nodes = [
      { key: "a", lang: "en", title: "A", body: "## Text" },
      { key: "a", lang: "es", title: "A es", body: "## Texto" },
      { key: "b", lang: "en", title: "B", body: "   " },
      { key: "c", lang: "en", title: "C", body: null },
    ];
    expect(entryPagesOf({ pressRelease: nodes, opening: [], event: [] }).map((p) => p.path)).toEqual(["/en/press/a", "/es/prensa/a"]);
  });
});

describe("an opening", () => {
  it("is open through its closing date (the build's date, in Denver) and gone the day after; one without a closing date stays open", () => {
    expect(isOpen({ closingDate: "2026-12-01" }, "2026-11-30")).toBe(true);
    expect(isOpen({ closingDate: "2026-12-01" }, "2026-12-01")).toBe(true);
    expect(isOpen({ closingDate: "2026-12-01" }, "2026-12-02")).toBe(false);
    expect(isOpen({ closingDate: null }, "2030-01-01")).toBe(true);
  });
});

describe("an item page's structured data", () => {
  const problems = (data: unknown) => checkJsonLd(data as JsonValue).map((f) => `${f.property}: ${f.problem}`);

  it("an event: required and recommended properties, its status and its place's address", () => {
    const data = eventData(
      {
        title: "Winter Open",
        date: "2027-01-16",
        location: "Monterrey, Mexico",
        type: "Open",
        status: "postponed",
        path: "/en/events/winter-open",
      },
      "en",
    );
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      eventStatus: "https://schema.org/EventPostponed",
      location: { address: { addressLocality: "Monterrey", addressCountry: "Mexico" } },
      url: "https://www.example.com/en/events/winter-open",
    });
    expect(eventData({ title: "T", date: "2027-01-16", location: "Lima, Peru", type: "Q" }, "es")).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
    });
  });

  it("a job posting: on site with its address, or remote with where applicants may live; a salary range or a single figure", () => {
    const base = {
      title: "Data Engineer",
      descriptionHtml: "<p>The role.</p>",
      datePosted: "2026-11-01",
      closingDate: "2026-12-31",
      employmentType: "FULL_TIME",
      path: "/en/careers/data-engineer",
    };
    const onSite = jobPostingData(
      { ...base, location: "Madrid, Spain", remote: false, salary: { min: 40000, max: 50000, currency: "EUR", period: "YEAR" } },
      "en",
    );
    expect(problems(onSite)).toEqual([]);
    expect(onSite).toMatchObject({
      validThrough: "2026-12-31",
      jobLocation: { address: { addressCountry: "Spain" } },
      baseSalary: { currency: "EUR", value: { minValue: 40000, maxValue: 50000, unitText: "YEAR" } },
    });
    const remote = jobPostingData({ ...base, location: "Remote (Latin America)", remote: true }, "en");
    expect(problems(remote)).toEqual([]);
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "Remote (Latin America)" } });
    expect(
      jobPostingData({ ...base, location: "Lima, Peru", remote: false, salary: { min: 3000, currency: "PEN", period: "MONTH" } }, "es"),
    ).toMatchObject({ baseSalary: { value: { value: 3000, unitText: "MONTH" } } });
  });

  it("a press release: an article with its headline, date, picture and the group as author and publisher", () => {
    const data = newsArticleData(
      { title: "A hub", date: "2025-09-01", summary: "What it is.", image: "https://www.example.com/og/en.png", path: "/en/press/a-hub" },
      "en",
    );
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({ headline: "A hub", datePublished: "2025-09-01", author: { "@type": "Organization" } });
  });

  it("reads a place written as the content writes it: city, then country after the last comma", () => {
    expect(addressOf("Mexico City, Mexico")).toMatchObject({ addressLocality: "Mexico City", addressCountry: "Mexico" });
    expect(addressOf("Santo Domingo, Distrito Nacional, Dominican Republic")).toMatchObject({
      addressLocality: "Santo Domingo, Distrito Nacional",
      addressCountry: "Dominican Republic",
    });
  });
});

describe("an item page's description", () => {
  it("is its page text's first paragraph in plain words, cut between words past 160 characters", () => {
    expect(bodyExcerpt("# Title\n\nWe are **hiring** a [data](https://x.y) engineer.\n\nMore.")).toBe("We are hiring a data engineer.");
    const long = bodyExcerpt(`## T\n\n${"word ".repeat(60)}`)!;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    expect(bodyExcerpt("## Only a heading")).toBeUndefined();
  });
});
