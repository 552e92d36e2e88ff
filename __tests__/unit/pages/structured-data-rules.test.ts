// The rules the build test applies to every JSON-LD block (__tests__/support/structuredDataRules.ts):
// each rule passes on a good object of its type and fails on at least one bad one; a rule with no
// bad case here fails the coverage test, so every new rule is seen failing. Then how blocks are
// walked (@graph, nesting, unparsable text, types with no rules), the site's own builders against
// the rules, and their schema-dts types against misspellings (checked by `tsc`, not by jest).
import type { BreadcrumbList, Event, Organization, WithContext } from "schema-dts";
import { breadcrumbs, localBusiness, organization } from "../../../src/metadata/structuredData";
import { LANGUAGES } from "../../../src/i18n/languages";
import {
  checkJsonLd,
  checkJsonLdText,
  describeFinding,
  DOCS,
  type JsonObject,
  type JsonValue,
  type Rule,
  RULES,
} from "../../support/structuredDataRules";

const URL_BASE = "https://www.example.com";
const address: JsonObject = {
  "@type": "PostalAddress",
  streetAddress: "Av. Mariano Otero 1499",
  addressLocality: "Guadalajara",
  addressRegion: "Jalisco",
  postalCode: "44550",
  addressCountry: "MX",
};
const place: JsonObject = { "@type": "Place", name: "Expo Guadalajara", address };
const group: JsonObject = { "@type": "Organization", name: "Mythforge Group", url: `${URL_BASE}/en` };

/** A good object of each type with rules: it passes every rule of its type. */
const GOOD: Record<string, JsonObject> = {
  Event: {
    "@type": "Event",
    name: "Continental Championship 2027",
    description: "The continental championship of organised play.",
    startDate: "2027-03-13T09:00-06:00",
    endDate: "2027-03-14",
    previousStartDate: "2027-02-27",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: place,
    image: [`${URL_BASE}/og/continental.png`],
    offers: { "@type": "Offer", price: 25, priceCurrency: "USD", url: `${URL_BASE}/en/events` },
    organizer: group,
    performer: { "@type": "PerformingGroup", name: "The finalists" },
  },
  Place: place,
  VirtualLocation: { "@type": "VirtualLocation", url: `${URL_BASE}/live` },
  PostalAddress: address,
  Offer: {
    "@type": "Offer",
    availability: "https://schema.org/InStock",
    price: "25.00",
    priceCurrency: "USD",
    validFrom: "2026-11-01T09:00:00-06:00",
    url: `${URL_BASE}/en/events`,
  },
  PerformingGroup: { "@type": "PerformingGroup", name: "The finalists" },
  JobPosting: {
    "@type": "JobPosting",
    title: "Marketing Manager",
    description: "<p>Plan and run the group's campaigns.</p>",
    datePosted: "2026-11-01",
    validThrough: "2027-01-31T23:59:59-07:00",
    employmentType: ["FULL_TIME"],
    hiringOrganization: { "@type": "Organization", name: "Mythforge Group", sameAs: `${URL_BASE}/en`, logo: `${URL_BASE}/logo.png` },
    jobLocation: place,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 40000, maxValue: 60000, unitText: "YEAR" },
    },
    identifier: { "@type": "PropertyValue", name: "Mythforge Group", value: "MG-2026-14" },
    directApply: false,
  },
  MonetaryAmount: { "@type": "MonetaryAmount", currency: "MXN", value: 30000 },
  QuantitativeValue: { "@type": "QuantitativeValue", value: 25, unitText: "HOUR" },
  PropertyValue: { "@type": "PropertyValue", name: "Mythforge Group", value: 14 },
  Country: { "@type": "Country", name: "Mexico" },
  Article: {
    "@type": "Article",
    headline: "Mythforge Group announces the 2026 Continental Championship",
    image: [`${URL_BASE}/og/press.png`, { "@type": "ImageObject", url: `${URL_BASE}/og/press-4x3.png`, width: 1200, height: 900 }],
    datePublished: "2025-10-06",
    dateModified: "2025-10-07T10:00:00-06:00",
    author: [group],
    publisher: group,
    mainEntityOfPage: `${URL_BASE}/en/press`,
  },
  Person: { "@type": "Person", name: "Jane Doe", url: `${URL_BASE}/en/about` },
  ImageObject: { "@type": "ImageObject", url: `${URL_BASE}/og/press.png`, width: 1200, height: 630 },
  WebPage: { "@type": "WebPage", "@id": `${URL_BASE}/en/press` },
  Organization: {
    "@type": "Organization",
    name: "Mythforge Group",
    legalName: "Mythforge Group LLC",
    url: `${URL_BASE}/en`,
    logo: `${URL_BASE}/logo.png`,
    email: "hello@example.com",
    telephone: "+1 307 555 2273",
    address: { ...address, addressCountry: "US" },
    sameAs: ["https://www.facebook.com/"],
  },
  LocalBusiness: {
    "@type": "LocalBusiness",
    name: "Mythforge Group",
    url: `${URL_BASE}/en/contact`,
    telephone: "+1 307 555 2273",
    address,
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "09:00", closes: "17:00" }],
  },
  OpeningHoursSpecification: {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: "https://schema.org/Saturday",
    opens: "10:00:00",
    closes: "14:00",
  },
  BreadcrumbList: {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${URL_BASE}/en` },
      { "@type": "ListItem", position: 2, name: "Events" },
    ],
  },
  ListItem: { "@type": "ListItem", position: 1, name: "Home", item: { "@id": `${URL_BASE}/en`, name: "Home" } },
};

/** Types that share another's rules (Google's Article page covers the three; the areas share one rule). */
const SAME_RULES_AS: Record<string, string> = {
  NewsArticle: "Article",
  BlogPosting: "Article",
  State: "Country",
  AdministrativeArea: "Country",
};

interface Bad {
  type: string;
  property: string;
  /** Which of a property's rules: the block's or the nested object's (Organization's url and logo). */
  block?: boolean;
  why: string;
  node: JsonObject;
}

const without = (node: JsonObject, key: string): JsonObject => Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));

/** The good object with some properties changed; undefined removes one. */
const change = (type: string, patch: Record<string, JsonValue | undefined>): JsonObject => {
  const node: Record<string, JsonValue | undefined> = { ...GOOD[type]!, ...patch };
  for (const key of Object.keys(node)) if (node[key] === undefined) delete node[key];
  return node as JsonObject;
};
const bad = (type: string, property: string, why: string, patch: Record<string, JsonValue | undefined>, block = true): Bad => ({
  type,
  property,
  block,
  why,
  node: change(type, patch),
});

const BAD: Bad[] = [
  // Event
  bad("Event", "name", "missing", { name: undefined }),
  bad("Event", "name", "empty", { name: " " }),
  bad("Event", "startDate", "missing", { startDate: undefined }),
  bad("Event", "startDate", "not ISO 8601", { startDate: "14 March 2027" }),
  bad("Event", "startDate", "no such day", { startDate: "2027-02-30" }),
  bad("Event", "location", "missing", { location: undefined }),
  bad("Event", "location", "a text, not a Place", { location: "Madrid, Spain" }),
  bad("Event", "description", "not text", { description: 42 }),
  bad("Event", "endDate", "before the start", { endDate: "2027-03-12" }),
  bad("Event", "endDate", "not ISO 8601", { endDate: "tomorrow" }),
  bad("Event", "eventAttendanceMode", "not the enumeration", { eventAttendanceMode: "Offline" }),
  bad("Event", "eventAttendanceMode", "online with no VirtualLocation", {
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
  }),
  bad("Event", "eventStatus", "not the enumeration", { eventStatus: "Scheduled" }),
  bad("Event", "eventStatus", "moved online with no VirtualLocation", { eventStatus: "https://schema.org/EventMovedOnline" }),
  bad("Event", "image", "relative URL", { image: "/og/continental.png" }),
  bad("Event", "offers", "untyped", { offers: { price: 25 } }),
  bad("Event", "organizer", "no name", { organizer: { "@type": "Organization", url: `${URL_BASE}/en` } }),
  bad("Event", "performer", "not a Person or PerformingGroup", { performer: "The finalists" }),
  bad("Event", "previousStartDate", "not ISO 8601", { previousStartDate: "last week" }),
  bad("Place", "address", "missing", { address: undefined }),
  bad("Place", "address", "a text, not a PostalAddress", { address: "Av. Mariano Otero 1499, Guadalajara" }),
  bad("Place", "name", "empty", { name: "" }),
  bad("VirtualLocation", "url", "missing", { url: undefined }),
  bad("VirtualLocation", "url", "not absolute", { url: "live" }),
  bad("PostalAddress", "streetAddress", "empty", { streetAddress: "" }),
  bad("PostalAddress", "addressLocality", "not text", { addressLocality: 5 }),
  bad("PostalAddress", "addressRegion", "empty", { addressRegion: " " }),
  bad("PostalAddress", "postalCode", "empty", { postalCode: "" }),
  bad("PostalAddress", "addressCountry", "a Country without a name", { addressCountry: { "@type": "Country" } }),
  bad("Offer", "availability", "not ItemAvailability", { availability: "Available" }),
  bad("Offer", "price", "not a number", { price: "free" }),
  bad("Offer", "price", "below zero", { price: -5 }),
  bad("Offer", "priceCurrency", "not ISO 4217", { priceCurrency: "usd" }),
  bad("Offer", "priceCurrency", "missing beside a price", { priceCurrency: undefined }),
  bad("Offer", "validFrom", "not ISO 8601", { validFrom: "soon" }),
  bad("Offer", "url", "not absolute", { url: "tickets" }),
  bad("PerformingGroup", "name", "missing", { name: undefined }),
  // JobPosting
  bad("JobPosting", "title", "missing", { title: undefined }),
  bad("JobPosting", "title", "shouting", { title: "Marketing Manager!!!" }),
  bad("JobPosting", "description", "missing", { description: undefined }),
  bad("JobPosting", "description", "the title again", { description: "Marketing Manager" }),
  bad("JobPosting", "datePosted", "missing", { datePosted: undefined }),
  bad("JobPosting", "datePosted", "not ISO 8601", { datePosted: "01/11/2026" }),
  bad("JobPosting", "hiringOrganization", "missing", { hiringOrganization: undefined }),
  bad("JobPosting", "hiringOrganization", "a text", { hiringOrganization: "Mythforge Group" }),
  bad("JobPosting", "hiringOrganization", "no name", { hiringOrganization: { "@type": "Organization", url: `${URL_BASE}/en` } }),
  bad("JobPosting", "jobLocation", "missing on an office job", { jobLocation: undefined }),
  bad("JobPosting", "jobLocation", "an address without its country", {
    jobLocation: { "@type": "Place", address: without(address, "addressCountry") },
  }),
  bad("JobPosting", "applicantLocationRequirements", "missing on a fully remote job", {
    jobLocation: undefined,
    jobLocationType: "TELECOMMUTE",
  }),
  bad("JobPosting", "applicantLocationRequirements", "a text", { applicantLocationRequirements: "Latin America" }),
  bad("JobPosting", "applicantLocationRequirements", "a Country without a name", { applicantLocationRequirements: { "@type": "Country" } }),
  bad("JobPosting", "jobLocationType", "not TELECOMMUTE", { jobLocationType: "REMOTE" }),
  bad("JobPosting", "validThrough", "before datePosted", { validThrough: "2026-10-31" }),
  bad("JobPosting", "validThrough", "not ISO 8601", { validThrough: "end of January" }),
  bad("JobPosting", "employmentType", "not Google's value", { employmentType: "full-time" }),
  bad("JobPosting", "employmentType", "one of several wrong", { employmentType: ["FULL_TIME", "SOMETIMES"] }),
  bad("JobPosting", "baseSalary", "a number, not a MonetaryAmount", { baseSalary: 50000 }),
  bad("JobPosting", "baseSalary", "no currency", { baseSalary: { "@type": "MonetaryAmount", value: 50000 } }),
  bad("JobPosting", "baseSalary", "a range without its unit", {
    baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 1, maxValue: 2 } },
  }),
  bad("JobPosting", "baseSalary", "a unit Google does not read", {
    baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", value: 50000, unitText: "ANNUAL" } },
  }),
  bad("JobPosting", "identifier", "the wrong type", { identifier: { "@type": "Thing", name: "x" } }),
  bad("JobPosting", "directApply", "a text", { directApply: "yes" }),
  bad("MonetaryAmount", "currency", "missing", { currency: undefined }),
  bad("MonetaryAmount", "currency", "not ISO 4217", { currency: "US$" }),
  bad("MonetaryAmount", "value", "missing", { value: undefined }),
  bad("MonetaryAmount", "value", "not a number", { value: "a lot" }),
  bad("QuantitativeValue", "value", "not a number", { value: "lots" }),
  bad("QuantitativeValue", "value", "no value, minValue or maxValue", { value: undefined }),
  bad("QuantitativeValue", "minValue", "not a number", { minValue: "forty" }),
  bad("QuantitativeValue", "maxValue", "below minValue", { value: undefined, minValue: 60000, maxValue: 40000 }),
  bad("QuantitativeValue", "unitText", "empty", { unitText: "" }),
  bad("PropertyValue", "name", "missing", { name: undefined }),
  bad("PropertyValue", "value", "missing", { value: undefined }),
  bad("PropertyValue", "value", "an object", { value: {} }),
  bad("Country", "name", "missing", { name: undefined }),
  // Article, NewsArticle, BlogPosting
  bad("Article", "headline", "missing", { headline: undefined }),
  bad("Article", "headline", "over 110 characters", { headline: "A".repeat(111) }),
  bad("Article", "image", "missing", { image: undefined }),
  bad("Article", "image", "relative URL", { image: "og/press.png" }),
  bad("Article", "datePublished", "missing", { datePublished: undefined }),
  bad("Article", "datePublished", "a date-time without its zone", { datePublished: "2025-10-06T08:00:00" }),
  bad("Article", "datePublished", "not ISO 8601", { datePublished: "October 6, 2025" }),
  bad("Article", "dateModified", "before datePublished", { dateModified: "2025-10-01" }),
  bad("Article", "author", "missing", { author: undefined }),
  bad("Article", "author", "a text", { author: "Jane Doe" }),
  bad("Article", "author", "a name with 'By'", { author: { "@type": "Person", name: "By Jane Doe" } }),
  bad("Article", "publisher", "no name", { publisher: { "@type": "Organization" } }),
  bad("Article", "mainEntityOfPage", "relative URL", { mainEntityOfPage: "/en/press" }),
  bad("Person", "name", "missing", { name: undefined }),
  bad("Person", "url", "not absolute", { url: "profile/jane" }),
  bad("ImageObject", "url", "missing", { url: undefined }),
  bad("ImageObject", "url", "relative", { url: "/og/press.png" }),
  bad("ImageObject", "width", "under 50,000 pixels", { width: 100, height: 100 }),
  bad("WebPage", "@id", "missing", { "@id": undefined }),
  bad("WebPage", "@id", "relative", { "@id": "/en/press" }),
  // Organization and LocalBusiness (home and contact pages)
  bad("Organization", "name", "missing", { name: undefined }),
  bad("Organization", "url", "missing on the block", { url: undefined }),
  bad("Organization", "url", "relative on the block", { url: "/en" }),
  bad("Organization", "url", "relative inside another object", { url: "www.example.com" }, false),
  bad("Organization", "logo", "missing on the block", { logo: undefined }),
  bad("Organization", "logo", "relative on the block", { logo: "/logo.png" }),
  bad("Organization", "logo", "relative inside another object", { logo: "logo.png" }, false),
  bad("Organization", "legalName", "missing", { legalName: undefined }),
  bad("Organization", "email", "not an address", { email: "hello" }),
  bad("Organization", "telephone", "without its country code", { telephone: "307 555 2273" }),
  bad("Organization", "address", "a country that is not a two-letter code", { address: { ...address, addressCountry: "USA" } }),
  bad("Organization", "sameAs", "not absolute", { sameAs: ["facebook.com/mythforge"] }),
  bad("LocalBusiness", "name", "missing", { name: undefined }),
  bad("LocalBusiness", "address", "missing", { address: undefined }),
  bad("LocalBusiness", "address", "a text", { address: "30 N Gould St, Sheridan, WY" }),
  bad("LocalBusiness", "telephone", "missing", { telephone: undefined }),
  bad("LocalBusiness", "url", "relative", { url: "/en/contact" }),
  bad("LocalBusiness", "openingHoursSpecification", "missing", { openingHoursSpecification: undefined }),
  bad("LocalBusiness", "openingHoursSpecification", "untyped", { openingHoursSpecification: { opens: "09:00" } }),
  bad("OpeningHoursSpecification", "dayOfWeek", "missing", { dayOfWeek: undefined }),
  bad("OpeningHoursSpecification", "dayOfWeek", "abbreviated", { dayOfWeek: ["Mon"] }),
  bad("OpeningHoursSpecification", "opens", "not hh:mm", { opens: "9am" }),
  bad("OpeningHoursSpecification", "closes", "no such time", { closes: "25:00" }),
  // BreadcrumbList (every page but home)
  bad("BreadcrumbList", "itemListElement", "missing", { itemListElement: undefined }),
  bad("BreadcrumbList", "itemListElement", "one crumb", {
    itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: URL_BASE }],
  }),
  bad("BreadcrumbList", "itemListElement", "positions from 0", {
    itemListElement: [
      { "@type": "ListItem", position: 0, name: "Home", item: URL_BASE },
      { "@type": "ListItem", position: 1, name: "Events" },
    ],
  }),
  bad("BreadcrumbList", "itemListElement", "a middle crumb without its URL", {
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home" },
      { "@type": "ListItem", position: 2, name: "Events" },
    ],
  }),
  bad("ListItem", "position", "a text", { position: "1" }),
  bad("ListItem", "position", "zero", { position: 0 }),
  bad("ListItem", "name", "missing", { name: undefined }),
  bad("ListItem", "item", "relative", { item: "/en" }),
  bad("ListItem", "item", "an object without a URL", { item: { name: "Home" } }),
];

const ruleKey = (type: string, rule: Rule) => `${type}.${rule.property}${rule.applies ? ` (${rule.applies})` : ""}`;
const appliesTo = (rule: Rule, block: boolean) => !(rule.applies === "block" && !block) && !(rule.applies === "nested" && block);
const rulesOf = (type: string) => RULES[type] ?? [];
/** The bad cases of a type, those of the type whose rules it shares given its name. */
const badCasesOf = (type: string) =>
  BAD.filter((b) => b.type === (SAME_RULES_AS[type] ?? type)).map((b) => ({ ...b, type, node: { ...b.node, "@type": type } }));
const goodOf = (type: string) => ({ ...GOOD[SAME_RULES_AS[type] ?? type]!, "@type": type });

describe("Google's rules for each structured data type", () => {
  const types = Object.keys(RULES);

  it("cover the types the site states or will: its own, events, job openings and press releases", () => {
    expect(types).toEqual(
      expect.arrayContaining(["Organization", "LocalBusiness", "BreadcrumbList", "Event", "JobPosting", "NewsArticle"]),
    );
  });

  it("each cite the page they were written from", () => {
    const docs = new Set<string>(Object.values(DOCS));
    for (const type of types)
      for (const rule of rulesOf(type))
        expect({ rule: ruleKey(type, rule), doc: docs.has(rule.doc) }).toEqual({ rule: ruleKey(type, rule), doc: true });
  });

  it("each have a bad object here that they are seen failing on", () => {
    const uncovered = types.flatMap((type) =>
      rulesOf(type)
        .filter((rule) => !badCasesOf(type).some((b) => b.property === rule.property && appliesTo(rule, b.block ?? true)))
        .map((rule) => ruleKey(type, rule)),
    );
    expect(uncovered).toEqual([]);
  });

  describe.each(types)("%s", (type) => {
    it("passes every rule on a good object, on a block of its own and inside another", () => {
      for (const block of [true, false]) {
        const failing = rulesOf(type)
          .filter((rule) => appliesTo(rule, block))
          .map((rule) => [ruleKey(type, rule), rule.check(goodOf(type))])
          .filter(([, problem]) => problem);
        expect(failing).toEqual([]);
      }
    });

    const cases = badCasesOf(type);
    it.each(cases.map((c) => [`${c.property}: ${c.why}`, c] as const))("fails %s", (_name, c) => {
      const rules = rulesOf(type).filter((rule) => rule.property === c.property && appliesTo(rule, c.block ?? true));
      expect(rules.length).toBeGreaterThan(0);
      const problems = rules.map((rule) => rule.check(c.node)).filter(Boolean);
      expect(problems).not.toEqual([]);
    });
  });

  it("accept a fully remote job without jobLocation: TELECOMMUTE and where applicants may live", () => {
    const remote = change("JobPosting", {
      jobLocation: undefined,
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: GOOD.Country!,
    });
    expect(checkJsonLd({ "@context": "https://schema.org", ...remote })).toEqual([]);
  });

  it("accept an online event in a VirtualLocation, and a mixed one in both", () => {
    const online = change("Event", {
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventMovedOnline",
      location: GOOD.VirtualLocation!,
    });
    const mixed = change("Event", { eventAttendanceMode: "MixedEventAttendanceMode", location: [place, GOOD.VirtualLocation!] });
    expect(checkJsonLd({ "@context": "https://schema.org", ...online })).toEqual([]);
    expect(checkJsonLd({ "@context": "https://schema.org", ...mixed })).toEqual([]);
  });
});

describe("checking a JSON-LD block", () => {
  const block = (node: JsonObject): JsonObject => ({ "@context": "https://schema.org", ...node });
  const lines = (data: JsonValue) => checkJsonLd(data).map(describeFinding);

  it("passes the good objects as blocks, nested objects and all", () => {
    for (const type of ["Event", "JobPosting", "NewsArticle", "Organization", "LocalBusiness", "BreadcrumbList"]) {
      expect({ type, lines: lines(block(goodOf(type))) }).toEqual({ type, lines: [] });
    }
  });

  it("reports text that does not parse", () => {
    const [finding] = checkJsonLdText('{"@context": "https://schema.org", "@type": "Event",}');
    expect(finding).toMatchObject({ level: "required", type: "JSON-LD", property: "(text)" });
    expect(finding!.problem).toMatch(/^does not parse: /);
  });

  it("reports a block without a type, a type with no rules and a context that is not schema.org", () => {
    expect(lines(block({ name: "x" }))).toEqual([`(untyped).@type: missing: every block names its schema.org type (${DOCS.intro})`]);
    expect(lines(block({ "@type": "Recipe", name: "x" }))).toEqual([
      `Recipe.@type: no rules for this type: write them in __tests__/support/structuredDataRules.ts from Google's page for it (${DOCS.gallery})`,
    ]);
    expect(lines({ ...block(GOOD.BreadcrumbList!), "@context": "https://example.com" })).toEqual([
      `BreadcrumbList.@context: not "https://schema.org": "https://example.com" (${DOCS.intro})`,
    ]);
  });

  it("checks every type of an object with several, and nested objects by their own type, saying where they sit", () => {
    expect(lines(block({ ...GOOD.Organization!, "@type": ["Organization", "Brand"] }))).toEqual([
      `Brand.@type: no rules for this type: write them in __tests__/support/structuredDataRules.ts from Google's page for it (${DOCS.gallery})`,
    ]);
    const crumbs = change("BreadcrumbList", {
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${URL_BASE}/en` },
        { "@type": "ListItem", position: 2, name: "", item: "/en/events" },
      ],
    });
    expect(lines(block(crumbs))).toEqual([
      `ListItem.name: not a non-empty text: "" (in BreadcrumbList.itemListElement[1]) (${DOCS.breadcrumb})`,
      `ListItem.item: not an absolute URL: "/en/events" (in BreadcrumbList.itemListElement[1]) (${DOCS.breadcrumb})`,
    ]);
  });

  it("takes each member of an @graph as a block of its own, and an array of blocks likewise", () => {
    const withoutLogo = change("Organization", { logo: undefined });
    const expected = [`Organization.logo: missing (${DOCS.logo})`];
    expect(lines({ "@context": "https://schema.org", "@graph": [withoutLogo, GOOD.BreadcrumbList!] })).toEqual(expected);
    expect(lines([block(withoutLogo), block(GOOD.BreadcrumbList!)])).toEqual(expected);
    // The same organisation inside another object needs no logo: the block of its own is the one that gives it.
    expect(lines(block(change("Event", { organizer: withoutLogo })))).toEqual([]);
  });
});

describe("the site's own JSON-LD builders", () => {
  it.each(LANGUAGES)("give blocks that meet every rule (%s)", (lang) => {
    const blocks = [
      organization(lang),
      localBusiness(lang),
      breadcrumbs([
        { name: "Home", path: `/${lang}` },
        { name: "Contact", path: `/${lang}/contact` },
      ]),
    ];
    expect(blocks.flatMap((b) => checkJsonLd(b as unknown as JsonValue)).map(describeFinding)).toEqual([]);
  });

  it("are typed with schema-dts: a misspelt property, a wrong type name or a value outside an enumeration fails `tsc`", () => {
    // Each line below is an error for the type checker (`npx tsc --noEmit`); were one not, @ts-expect-error would be.
    const misspelt: WithContext<Organization> = {
      "@context": "https://schema.org",
      "@type": "Organization",
      // @ts-expect-error -- "nmae" is no property of Organization
      nmae: "Mythforge Group",
    };
    const crumb: WithContext<BreadcrumbList> = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      // @ts-expect-error -- "postion" is no property of ListItem
      itemListElement: [{ "@type": "ListItem", postion: 1 }],
    };
    const status: WithContext<Event> = {
      "@context": "https://schema.org",
      "@type": "Event",
      // @ts-expect-error -- not an EventStatusType
      eventStatus: "EventSchedueld",
    };
    // @ts-expect-error -- "Organisation" is no schema.org type
    const wrongType: WithContext<Organization> = { "@context": "https://schema.org", "@type": "Organisation", name: "x" };
    expect([misspelt, crumb, status, wrongType].length).toBe(4);
  });
});
