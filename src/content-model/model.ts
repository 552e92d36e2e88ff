// The content model: every kind of content the site reads from content/, described once. The CMS
// configuration, the build's content checks and the GraphQL types are generated from it, so an
// editor's rules, the build's rules and the page queries cannot drift apart.
import type { FormatKind } from "../i18n/format";
import {
  EMAIL,
  HTTPS_URL,
  PHONE,
  VANITY_PHONE,
  date,
  dateTime,
  type Pattern,
  document,
  image,
  integer,
  list,
  markdown,
  object,
  paragraph,
  select,
  text,
  type Field,
} from "./fields";

import site from "../config/site.json";

/**
 * A list of items, one JSON file per item and language: content/collections/<name>/<lang>/<key>.json.
 * The file name is the item's key, which pairs the two languages; the CMS names a new item's file
 * after its English `identifierField`.
 */
export interface ItemCollection {
  readonly kind: "items";
  readonly name: string;
  /** The GraphQL node type the pages query (allNewsItem, ...). */
  readonly typeName: string;
  readonly label: string;
  readonly labelSingular: string;
  readonly description: string;
  readonly identifierField: string;
  /** How an entry is listed in the CMS. */
  readonly summary: string;
  /**
   * The order the site lists the items in (ties go by key); the CMS lists them the same way. The
   * page queries sort by it too; a unit test holds each query to it.
   */
  readonly listOrder: { readonly field: string; readonly direction: "ASC" | "DESC" };
  /** Other orders an editor can pick in the CMS. */
  readonly sortableFields: readonly string[];
  readonly fields: readonly Field[];
  /** Text fields the build formats from a raw one in the item's language (dateLabel from date). */
  readonly formatted?: Readonly<Record<string, { from: string; as: FormatKind }>>;
}

/** The legal pages: content/policies/<lang>/<key>.md, Markdown with front matter; the keys are fixed by the slug map. */
export interface PolicyCollection {
  readonly kind: "policies";
  readonly name: "policies";
  readonly label: string;
  readonly labelSingular: string;
  readonly description: string;
  readonly fields: readonly Field[];
}

/** One language-independent JSON file. */
export interface SettingsFile {
  readonly kind: "settings";
  readonly name: string;
  readonly file: string;
  readonly label: string;
  readonly description: string;
  readonly fields: readonly Field[];
}

/**
 * Each page's strings, content/locales/<lang>/<namespace>.json. Their shape is the English file's
 * (./pageStrings.ts derives the fields from it); Spanish must mirror it.
 */
export interface PageStrings {
  readonly kind: "pageStrings";
  readonly name: "locales";
  /** The CMS label of each namespace file. */
  readonly namespaces: Readonly<Record<string, string>>;
  /**
   * Texts that are right in the same words in every language, by namespace and key path ("*" for
   * any item of a list): proper names, a link written in the language it leads to, a text the
   * requirements fix. The translation checks (./translations.ts) never list them as copies.
   */
  readonly sameInEveryLanguage: Readonly<Record<string, readonly string[]>>;
  /**
   * The uploads a page offers, by namespace and the key path of the object (or list of objects) that
   * holds them: pictures and documents are declared, not derived, since a page has none until an
   * editor adds one. Each is optional: without it the page shows what it shows today.
   */
  readonly media: Readonly<Record<string, Readonly<Record<string, readonly Field[]>>>>;
}

const shared = { i18n: "duplicate" } as const;

/**
 * The text of an item's own page: with it, the item's card leads to a page of its own in each
 * language (src/config/routes.json: the entry routes); without it, the card stays as it is.
 */
const body = (what: string) =>
  markdown("body", "Page text", {
    required: false,
    everyLanguageOrNone: true,
    hint: `Optional. With it, the ${what}'s card leads to a page of its own, in both languages: write it in each. Headings start at “##”; HTML shows as typed.`,
  });
/**
 * When the entry goes on the site and comes off it (src/lib/schedule.ts): one moment for both
 * languages, stored with its offset. Empty: live from the next build, and for good.
 */
const schedule = (what: string) => [
  dateTime("goesLiveAt", `Goes live at (time zone: ${site.businessHours.timeZone})`, {
    ...shared,
    required: false,
    hint: `Optional. Until then the ${what} is nowhere on the site, in either language, nor its picture or document. The picker shows your computer's time zone and saves the time with its offset; the entry list shows it in ${site.businessHours.timeZone}.`,
  }),
  dateTime("comesDownAt", `Comes down at (time zone: ${site.businessHours.timeZone})`, {
    ...shared,
    required: false,
    hint: `Optional. From then the ${what} leaves every list and its page, in both languages.`,
  }),
];

/** A picture for the item's page, and its card where the design shows one. */
const picture = image("image", "Picture", "photo");

/** schema.org's EventStatusType, as editors pick it (src/metadata/structuredData.ts maps each to its URL). */
export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed", "rescheduled"] as const;
/** Google's JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
/** Where the work is done: on site at the opening's location (the default), or remote. */
export const WORKPLACES = ["on-site", "remote"] as const;
export const SALARY_CURRENCIES = ["USD", "MXN", "EUR", "COP", "ARS", "CLP", "PEN", "BRL"] as const;
/** schema.org QuantitativeValue unitText values Google reads. */
export const SALARY_PERIODS = ["YEAR", "MONTH", "WEEK", "DAY", "HOUR"] as const;

const news: ItemCollection = {
  kind: "items",
  name: "news",
  typeName: "NewsItem",
  label: "News",
  labelSingular: "News item",
  description: `The home page shows the newest ${site.home.newsCount}, by date, and the news feeds (RSS) the newest ${site.feed.maxItems}.`,
  identifierField: "title",
  summary: "{{date}} · {{title}}",
  listOrder: { field: "date", direction: "DESC" },
  sortableFields: ["date", "title"],
  fields: [
    text("title", "Title"),
    date("date", "Date", { ...shared, hint: "Newest first on the home page." }),
    paragraph("excerpt", "Excerpt", { hint: "One or two sentences." }),
    ...schedule("news item"),
  ],
  formatted: { dateLabel: { from: "date", as: "date" } },
};

const events: ItemCollection = {
  kind: "items",
  name: "events",
  typeName: "UpcomingEvent",
  label: "Events",
  labelSingular: "Event",
  description: `The events page lists every event on or after the day the site is built as upcoming, in date order, each with its calendar file. Past events move by themselves to its past events list (the newest ${site.events.pastCount}): keep them as a record, there is no need to remove them.`,
  identifierField: "title",
  summary: "{{date}} · {{title}}",
  listOrder: { field: "date", direction: "ASC" },
  sortableFields: ["date", "title"],
  fields: [
    text("title", "Title"),
    date("date", "Date", shared),
    text("location", "Location", { hint: "City and country, e.g. Guadalajara, Mexico." }),
    text("type", "Type", { hint: "e.g. Championship, Premier tournament, Convention." }),
    integer("participants", "Participants", { ...shared, min: 0 }),
    integer("prizePool", "Prize pool (US dollars)", { ...shared, min: 0, hint: "A whole number; the site shows 100000 as $100,000." }),
    select("status", "Status", EVENT_STATUSES, {
      ...shared,
      required: false,
      hint: "Empty means it goes ahead as planned. Cancelled, postponed or moved: the card says so, and so does the data search engines read.",
    }),
    picture,
    body("event"),
    ...schedule("event"),
  ],
  formatted: {
    dateLabel: { from: "date", as: "date" },
    participantsLabel: { from: "participants", as: "number" },
    prizePoolLabel: { from: "prizePool", as: "money" },
  },
};

const jobs: ItemCollection = {
  kind: "items",
  name: "jobs",
  typeName: "JobOpening",
  label: "Job openings",
  labelSingular: "Job opening",
  description:
    "The careers page lists every open opening by its order number, on one page; an opening leaves it the day after its closing date.",
  identifierField: "title",
  summary: "{{order}} · {{title}}",
  listOrder: { field: "order", direction: "ASC" },
  sortableFields: ["order", "title"],
  fields: [
    text("title", "Job title"),
    text("department", "Department", { hint: "The department filter on the careers page offers each name once." }),
    text("location", "Location", { hint: "e.g. Mexico City, Mexico or Remote (Latin America)." }),
    integer("order", "Order on the page", {
      ...shared,
      min: 0,
      default: 100,
      hint: "Lower numbers come first; leave gaps (10, 20, 30) so an opening can go in between.",
    }),
    select("workplace", "Workplace", WORKPLACES, {
      ...shared,
      required: false,
      hint: "Empty means on site, at the location above. Remote: the location says where applicants may live, e.g. Remote (Latin America).",
    }),
    select("employmentType", "Employment type", EMPLOYMENT_TYPES, { ...shared, default: "FULL_TIME" }),
    date("datePosted", "Date posted", { ...shared, hint: "The day the opening was published." }),
    date("closingDate", "Closing date", {
      ...shared,
      required: false,
      hint: "Optional. The day after it (in Denver), the opening leaves the careers page, its own page and the data search engines read: a “comes down at” the midnight after it (whichever comes first).",
    }),
    integer("salaryMin", "Salary from", {
      ...shared,
      required: false,
      min: 0,
      hint: "Optional. A whole number; with a currency and a period.",
    }),
    integer("salaryMax", "Salary up to", { ...shared, required: false, min: 0, hint: "Optional: leave it empty for a single figure." }),
    select("salaryCurrency", "Salary currency", SALARY_CURRENCIES, { ...shared, required: false }),
    select("salaryPeriod", "Salary per", SALARY_PERIODS, { ...shared, required: false }),
    picture,
    body("opening"),
    ...schedule("opening"),
  ],
  formatted: { datePostedLabel: { from: "datePosted", as: "date" }, closingDateLabel: { from: "closingDate", as: "date" } },
};

const press: ItemCollection = {
  kind: "items",
  name: "press",
  typeName: "PressRelease",
  label: "Press releases",
  labelSingular: "Press release",
  description: "The press page lists every release, newest first.",
  identifierField: "title",
  summary: "{{date}} · {{title}}",
  listOrder: { field: "date", direction: "DESC" },
  sortableFields: ["date", "title"],
  fields: [
    text("title", "Title"),
    date("date", "Date", shared),
    paragraph("summary", "Summary"),
    picture,
    body("release"),
    ...schedule("release"),
  ],
  formatted: { dateLabel: { from: "date", as: "date" } },
};

const timeline: ItemCollection = {
  kind: "items",
  name: "timeline",
  typeName: "TimelineEntry",
  label: "Timeline",
  labelSingular: "Timeline entry",
  description: "The About page's timeline, ordered by year.",
  identifierField: "title",
  summary: "{{year}} · {{title}}",
  listOrder: { field: "year", direction: "ASC" },
  sortableFields: ["year"],
  fields: [integer("year", "Year", { ...shared, min: 1900 }), text("title", "Title"), paragraph("description", "Description")],
};

const STAT_GROUPS = ["presence", "distribution", "shops", "events", "licensing"] as const;

const stats: ItemCollection = {
  kind: "items",
  name: "stats",
  typeName: "Stat",
  label: "Figures",
  labelSingular: "Figure",
  description: "Key figures: the home page's global presence (group presence) and each division's figures (the division's name).",
  identifierField: "label",
  summary: "{{group}} · {{value}} {{label}}",
  listOrder: { field: "order", direction: "ASC" },
  sortableFields: ["group", "order"],
  fields: [
    select("group", "Shown with", STAT_GROUPS, {
      ...shared,
      hint: "presence: the home page; the others: that division on the Divisions page.",
    }),
    text("value", "Figure", { ...shared, hint: "As shown, e.g. 25+ or $1M+." }),
    text("label", "Label"),
    integer("order", "Order in its group", { ...shared, min: 0, default: 100, hint: "Lower numbers come first." }),
  ],
};

export const ITEM_COLLECTIONS: readonly ItemCollection[] = [news, events, jobs, press, timeline, stats];

export const POLICIES: PolicyCollection = {
  kind: "policies",
  name: "policies",
  label: "Policies",
  labelSingular: "Policy",
  description: "The four legal pages. Each “##” heading starts a section and appears in the page's table of contents.",
  fields: [
    text("title", "Title"),
    paragraph("description", "Description", { hint: "What search engines and link previews show." }),
    date("updated", "Last updated", shared),
    markdown("body", "Text", {
      hint: "Start each section with a level-two heading (##). HTML is shown as text. Write {{email}} and {{address}} for the contact e-mail and the registered agent's address: the site fills them in from Contact details.",
    }),
  ],
};

export const SETTINGS: SettingsFile = {
  kind: "settings",
  name: "settings",
  file: "settings.json",
  label: "Contact details and brand",
  description: "Shown in the footer, on the contact page, in the policies and in the search engines' data.",
  fields: [
    text("brandName", "Brand name"),
    text("legalName", "Legal name"),
    text("email", "E-mail", { pattern: EMAIL }),
    text("careersEmail", "Careers e-mail", { pattern: EMAIL, hint: "Where 'Apply now' on the careers page writes to." }),
    text("pressEmail", "Press e-mail", { pattern: EMAIL, hint: "Also receives contact messages about press." }),
    text("partnershipsEmail", "Partnerships e-mail", {
      pattern: EMAIL,
      hint: "Receives the partnership inquiries and contact messages about partnerships.",
    }),
    text("phone", "Phone", { pattern: PHONE }),
    text("phoneVanity", "Phone, keypad form", { pattern: VANITY_PHONE, hint: "The same number with letters, e.g. +1 (307) 555-CARD." }),
    object("address", "Registered agent address", [
      text("street", "Street"),
      text("locality", "City"),
      text("region", "State or region", { hint: "Two-letter code, e.g. WY." }),
      text("postalCode", "Postal code"),
      text("country", "Country code", { pattern: { regex: "^[A-Z]{2}$", message: "a two-letter country code, such as US" } }),
    ]),
    object("social", "Social links", [
      text("facebook", "Facebook", { pattern: HTTPS_URL }),
      text("twitter", "Twitter / X", { pattern: HTTPS_URL }),
      text("linkedin", "LinkedIn", { pattern: HTTPS_URL }),
      text("instagram", "Instagram", { pattern: HTTPS_URL }),
    ]),
  ],
};

/** An address of this site: a path of one or more segments, with no trailing slash, query or fragment. */
export const SITE_PATH: Pattern = {
  regex: "^(/[^/\\s?#]+)+$",
  message: "an address of this site, such as /en/press/old-release (starting with /, no spaces, no ending /)",
};
/** Where a moved address now lives: an address of this site, or a full web address elsewhere. */
export const SITE_PATH_OR_HTTPS: Pattern = {
  regex: "^(/|(/[^/\\s?#]+)+|https://[^\\s]+)$",
  message: "an address of this site, such as /en/press, or a full web address starting with https://",
};

/**
 * Addresses that moved or are gone (src/content-model/addresses.ts has the rules, src/node/hosts/
 * writes them for each host): one list, one language-independent file.
 */
export const ADDRESSES: SettingsFile = {
  kind: "settings",
  name: "addresses",
  file: "addresses.json",
  label: "Moved and gone addresses",
  description:
    "When a page moves or is deleted, links to its old address keep working: each line forwards an old address to a page of the site (301), or, with no new address, says the page is no longer available (410). Changes apply on the next build.",
  fields: [
    list(
      "addresses",
      "Addresses",
      object("address", "Address", [
        text("from", "Old address", {
          pattern: SITE_PATH,
          hint: "The address that no longer has a page, as the world links to it: /en/press/old-release. Not a page the site has now.",
        }),
        text("to", "New address", {
          required: false,
          pattern: SITE_PATH_OR_HTTPS,
          hint: "Where visitors go now: a page of the site (/en/press) or https://… elsewhere. Empty: the old address says the page is no longer available.",
        }),
      ]),
      { required: false, summary: "{{fields.from}} → {{fields.to}}" },
    ),
  ],
};

export const PAGE_STRINGS: PageStrings = {
  kind: "pageStrings",
  name: "locales",
  namespaces: {
    common: "Shared: menu, footer, cookie notice, notifications",
    home: "Page: Home",
    about: "Page: About",
    divisions: "Page: Divisions",
    services: "Page: Services",
    events: "Page: Events",
    partnerships: "Page: Partnerships",
    careers: "Page: Careers",
    press: "Page: Press",
    contact: "Page: Contact",
    policy: "Shared: policy pages",
    search: "Page: Search",
  },
  sameInEveryLanguage: {
    // The router's error heading is fixed by docs/requirements.md; each redirect link is written in
    // the language it leads to.
    // A download's type and size read the same in both languages ("PDF, {{size}}").
    common: [
      "notFound.heading",
      "notFound.status",
      "redirect.metaTitle",
      "redirect.linkEn",
      "redirect.linkEs",
      "language.*.*",
      "download.link",
    ],
    // The partners' games and the gallery's cities are names.
    home: ["partners.items.*.name"],
    events: ["gallery.items.*.place"],
  },
  media: {
    home: {
      hero: [document("profileFile", "Company profile (PDF)")],
      // Without one, a partner's card shows the shared stock picture.
      "partners.items": [image("logo", "Logo", "logo")],
    },
    services: { cta: [document("onePagerFile", "One-pager (PDF)")] },
    press: { mediaKit: [document("file", "Media kit (PDF)")] },
    // Without one, a tile shows its icon.
    events: { "gallery.items": [image("photo", "Photo", "photo")] },
  },
};

/** Where each kind of content lives under content/. */
export const itemFolder = (collection: ItemCollection) => `collections/${collection.name}`;
export const POLICY_FOLDER = "policies";
export const LOCALE_FOLDER = "locales";
/** An item key or a policy key: it becomes a file name and an HTML id. */
export const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
