// What Google asks of each kind of JSON-LD block the site publishes, or will: one rule per property,
// each with the Search Central page it was written from (a schema.org page where Google's says
// nothing of a property). __tests__/build/structured-data.test.ts applies them to every block of
// every built page, nested objects and @graph members included; a block or object whose @type has
// no rules here fails there, so a new type gets its rules before it ships.
//
// Levels, as the Rich Results Test counts them:
// - "required": without it, or with a wrong value, the block is not eligible for its rich result.
//   Some are required in one case only (a remote job's applicantLocationRequirements); the rule says when.
//   A nested object's essentials are required of it too (a place's address, a salary's currency, a
//   performer's name): Google reads nothing of the object without them.
// - "recommended": a wrong value is a problem wherever it is. A missing one is a problem only where
//   the site has the content for it (a press release's date and title, the organisation's e-mail);
//   where it has none (a salary, an event's offers), the rule checks the value only when one is given.
//   The build test reports these apart from the required ones.

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export type Level = "required" | "recommended";

export interface Rule {
  /** The property of the object the rule is about ("@context" for the block's own). */
  property: string;
  level: Level;
  /** The page the rule was written from. */
  doc: string;
  /**
   * "block": only on a block of its own (a script's object or a member of its @graph); "nested": only
   * on an object inside another's property. Unset: wherever the type appears.
   */
  applies?: "block" | "nested";
  /** What is wrong with the object's property, or undefined when nothing is. */
  check: (node: JsonObject) => string | undefined;
}

export const DOCS = {
  intro: "https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data",
  gallery: "https://developers.google.com/search/docs/appearance/structured-data/search-gallery",
  event: "https://developers.google.com/search/docs/appearance/structured-data/event",
  jobPosting: "https://developers.google.com/search/docs/appearance/structured-data/job-posting",
  article: "https://developers.google.com/search/docs/appearance/structured-data/article",
  breadcrumb: "https://developers.google.com/search/docs/appearance/structured-data/breadcrumb",
  organization: "https://developers.google.com/search/docs/appearance/structured-data/organization",
  logo: "https://developers.google.com/search/docs/appearance/structured-data/logo",
  localBusiness: "https://developers.google.com/search/docs/appearance/structured-data/local-business",
  schemaPublisher: "https://schema.org/publisher",
  schemaMainEntityOfPage: "https://schema.org/mainEntityOfPage",
} as const;

// ---------------------------------------------------------------------------------------------
// Value checks: each returns what is wrong with one value, or undefined.

type ValueCheck = (value: JsonValue, node: JsonObject) => string | undefined;

export const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** A property's values: JSON-LD gives one value or an array of them. */
export const valuesOf = (v: JsonValue | undefined): JsonValue[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The @type names of an object (JSON-LD allows an array). */
export const typesOf = (v: JsonValue | undefined): string[] =>
  isObject(v) ? valuesOf(v["@type"]).filter((t): t is string => typeof t === "string") : [];

const hasType = (v: JsonValue, types: readonly string[]) => typesOf(v).some((t) => types.includes(t));
const show = (v: JsonValue) => {
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** "an Offer", "a Place". */
const a = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

/** Applies a check to every value of a property (an array or one value). */
const each =
  (check: ValueCheck): ValueCheck =>
  (value, node) => {
    const all = valuesOf(value);
    if (all.length === 0) return "an empty array";
    for (const [i, v] of all.entries()) {
      const problem = check(v, node);
      if (problem) return all.length > 1 ? `[${i}]: ${problem}` : problem;
    }
    return undefined;
  };

const text: ValueCheck = (v) => (typeof v === "string" && v.trim() !== "" ? undefined : `not a non-empty text: ${show(v)}`);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An ISO 8601 date (2026-03-14) or date-time (2026-03-14T19:00-06:00) that names a real day and time. */
export function isoDateProblem(v: JsonValue): string | undefined {
  const m = typeof v === "string" ? ISO_DATE.exec(v) : null;
  if (!m) return `not an ISO 8601 date or date-time: ${show(v)}`;
  const [, year, month, day, hour = "0", minute = "0", second = "0"] = m;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return `no such day: ${show(v)}`;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return `no such time: ${show(v)}`;
  return undefined;
}
const isoDate: ValueCheck = (v) => isoDateProblem(v);

/** The instant a date or date-time starts at, to compare two of them (a date without a zone as UTC). */
const instant = (v: JsonValue | undefined) => (typeof v === "string" && !isoDateProblem(v) ? Date.parse(v) : NaN);

const notBefore =
  (other: string): ValueCheck =>
  (v, node) => {
    const problem = isoDateProblem(v);
    if (problem) return problem;
    const start = instant(node[other]);
    const end = instant(v);
    return !Number.isNaN(start) && end < start ? `${show(v)} is before ${other} ${show(node[other] ?? null)}` : undefined;
  };

export const absoluteUrl: ValueCheck = (v) => {
  if (typeof v !== "string") return `not a URL: ${show(v)}`;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:" ? undefined : `not an http(s) URL: ${show(v)}`;
  } catch {
    return `not an absolute URL: ${show(v)}`;
  }
};

/** A value from a schema.org enumeration, written as its name or its https://schema.org/ URL. */
const enumeration =
  (name: string, members: readonly string[]): ValueCheck =>
  (v) => {
    const member = typeof v === "string" ? v.replace(/^https?:\/\/schema\.org\//, "") : undefined;
    return member && members.includes(member) ? undefined : `not ${a(name)} (${members.join(", ")}): ${show(v)}`;
  };

/** An object of one of the given @types that passes a further check. */
const typed =
  (types: readonly string[], then?: ValueCheck): ValueCheck =>
  (v, node) => {
    if (!isObject(v)) return `not ${a(types.join(" or "))} object: ${show(v)}`;
    if (!hasType(v, types)) return `${a(typesOf(v).join("/") || "untyped")} object where ${a(types.join(" or "))} is expected`;
    return then?.(v, node);
  };

/** A typed object's property, checked in the context of its parent's rule. */
const field =
  (property: string, check: ValueCheck): ValueCheck =>
  (v) => {
    if (!isObject(v)) return undefined;
    const value = v[property];
    if (value === undefined) return `${property} missing`;
    const problem = check(value, v);
    return problem ? `${property}: ${problem}` : undefined;
  };

const all =
  (...checks: ValueCheck[]): ValueCheck =>
  (v, node) => {
    for (const check of checks) {
      const problem = check(v, node);
      if (problem) return problem;
    }
    return undefined;
  };

const imageValue: ValueCheck = (v, node) => (isObject(v) ? typed(["ImageObject"])(v, node) : absoluteUrl(v, node));

const CURRENCY = /^[A-Z]{3}$/;
const currency: ValueCheck = (v) => (typeof v === "string" && CURRENCY.test(v) ? undefined : `not an ISO 4217 currency code: ${show(v)}`);
const number: ValueCheck = (v) =>
  (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^\d+(\.\d+)?$/.test(v))
    ? undefined
    : `not a number: ${show(v)}`;

// ---------------------------------------------------------------------------------------------
// Rule makers.

/** A property Google requires: missing or wrong is a problem. */
function required(property: string, doc: string, check: ValueCheck, options: { applies?: Rule["applies"] } = {}): Rule {
  return {
    property,
    level: "required",
    doc,
    ...options,
    check: (node) => (node[property] === undefined ? "missing" : check(node[property], node)),
  };
}

/**
 * A property Google recommends. A wrong value is always a problem; a missing one only when `expected`
 * (the site has the content for it, so a block leaves it out only by mistake).
 */
function recommended(
  property: string,
  doc: string,
  check: ValueCheck,
  options: { expected?: boolean; applies?: Rule["applies"] } = {},
): Rule {
  const { expected = false, applies } = options;
  return {
    property,
    level: "recommended",
    doc,
    ...(applies && { applies }),
    check: (node) => {
      if (node[property] === undefined) return expected ? "missing (recommended, and the site has it to give)" : undefined;
      return check(node[property], node);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The rules, by @type.

const EVENT_STATUS = ["EventScheduled", "EventCancelled", "EventMovedOnline", "EventPostponed", "EventRescheduled"] as const;
const ATTENDANCE_MODE = ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"] as const;
const ITEM_AVAILABILITY = [
  "BackOrder",
  "Discontinued",
  "InStock",
  "InStoreOnly",
  "LimitedAvailability",
  "MadeToOrder",
  "OnlineOnly",
  "OutOfStock",
  "PreOrder",
  "PreSale",
  "Reserved",
  "SoldOut",
] as const;
const EMPLOYMENT_TYPE = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;
const SALARY_UNIT = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;
const DAY_OF_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "PublicHolidays"] as const;
const LOCATION_AREA = ["Country", "State", "AdministrativeArea"] as const;
const PERSON_OR_ORGANIZATION = ["Person", "Organization"] as const;

const locationTypes = (node: JsonObject) => valuesOf(node.location).flatMap((l) => typesOf(l));
const isTelecommute = (node: JsonObject) => node.jobLocationType === "TELECOMMUTE";

const EVENT: Rule[] = [
  required("name", DOCS.event, text),
  required("startDate", DOCS.event, isoDate),
  required("location", DOCS.event, each(typed(["Place", "VirtualLocation"]))),
  recommended("description", DOCS.event, text),
  recommended("endDate", DOCS.event, notBefore("startDate")),
  recommended("eventAttendanceMode", DOCS.event, (v, node) => {
    const problem = enumeration("EventAttendanceModeEnumeration", ATTENDANCE_MODE)(v, node);
    if (problem) return problem;
    const mode = String(v).replace(/^https?:\/\/schema\.org\//, "");
    const types = locationTypes(node);
    const needs: Record<string, string[]> = {
      OfflineEventAttendanceMode: ["Place"],
      OnlineEventAttendanceMode: ["VirtualLocation"],
      MixedEventAttendanceMode: ["Place", "VirtualLocation"],
    };
    const lacking = (needs[mode] ?? []).filter((t) => !types.includes(t));
    return lacking.length > 0 ? `${mode} needs a ${lacking.join(" and a ")} in location` : undefined;
  }),
  recommended("eventStatus", DOCS.event, (v, node) => {
    const problem = enumeration("EventStatusType", EVENT_STATUS)(v, node);
    if (problem) return problem;
    return /EventMovedOnline$/.test(String(v)) && !locationTypes(node).includes("VirtualLocation")
      ? "EventMovedOnline needs a VirtualLocation in location"
      : undefined;
  }),
  recommended("image", DOCS.event, each(imageValue)),
  recommended("offers", DOCS.event, each(typed(["Offer", "AggregateOffer"]))),
  recommended("organizer", DOCS.event, each(typed(PERSON_OR_ORGANIZATION, field("name", text)))),
  recommended("performer", DOCS.event, each(typed(["Person", "PerformingGroup"], field("name", text)))),
  recommended("previousStartDate", DOCS.event, each(isoDate)),
];

const ARTICLE: Rule[] = [
  recommended(
    "headline",
    DOCS.article,
    (v, node) =>
      text(v, node) ??
      (typeof v === "string" && [...v].length > 110
        ? `${[...v].length} characters: long titles are cut short; keep it within 110`
        : undefined),
    { expected: true },
  ),
  recommended("image", DOCS.article, each(imageValue), { expected: true }),
  recommended(
    "datePublished",
    DOCS.article,
    (v, node) =>
      isoDate(v, node) ??
      (typeof v === "string" && v.includes("T") && !/(Z|[+-]\d{2}:\d{2})$/.test(v)
        ? `a date-time without its time zone: ${show(v)}`
        : undefined),
    { expected: true },
  ),
  recommended("dateModified", DOCS.article, notBefore("datePublished")),
  recommended(
    "author",
    DOCS.article,
    each(
      typed(
        PERSON_OR_ORGANIZATION,
        all(
          field("name", text),
          field("name", (name) =>
            /^\s*(by|posted by|por)\b/i.test(String(name)) ? `only the name, without "by": ${show(name)}` : undefined,
          ),
        ),
      ),
    ),
    { expected: true },
  ),
  recommended("publisher", DOCS.schemaPublisher, each(typed(PERSON_OR_ORGANIZATION, field("name", text)))),
  recommended("mainEntityOfPage", DOCS.schemaMainEntityOfPage, (v, node) =>
    isObject(v) ? typed(["WebPage"])(v, node) : absoluteUrl(v, node),
  ),
];

const ORGANIZATION_ADDRESS: ValueCheck = each(
  typed(
    ["PostalAddress"],
    field("addressCountry", (c) =>
      typeof c === "string" && /^[A-Z]{2}$/.test(c) ? undefined : `not a two-letter ISO 3166-1 alpha-2 code: ${show(c)}`,
    ),
  ),
);
const TELEPHONE: ValueCheck = (v) =>
  typeof v === "string" && /^\+\d/.test(v.trim()) && v.replace(/\D/g, "").length >= 8
    ? undefined
    : `not a number with its + country code: ${show(v)}`;
const EMAIL: ValueCheck = (v) =>
  typeof v === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? undefined : `not an e-mail address: ${show(v)}`;

const ORGANIZATION: Rule[] = [
  // Everywhere an organisation appears (the home page's, an event's organizer, a job's hiringOrganization), it is named.
  recommended("name", DOCS.organization, text, { expected: true }),
  // The block of its own (the home page's) is the one that gives Google the organisation's logo: the
  // Logo page requires logo and url. Inside another object (an organizer, a publisher) they are optional.
  required("url", DOCS.logo, absoluteUrl, { applies: "block" }),
  required("logo", DOCS.logo, imageValue, { applies: "block" }),
  recommended("url", DOCS.organization, absoluteUrl, { applies: "nested" }),
  recommended("logo", DOCS.organization, imageValue, { applies: "nested" }),
  // The rest the site has for its own block (content/settings.json); a nested organisation needs only its name.
  recommended("legalName", DOCS.organization, text, { expected: true, applies: "block" }),
  recommended("email", DOCS.organization, EMAIL, { expected: true, applies: "block" }),
  recommended("telephone", DOCS.organization, TELEPHONE, { expected: true, applies: "block" }),
  recommended("address", DOCS.organization, ORGANIZATION_ADDRESS, { expected: true, applies: "block" }),
  recommended("sameAs", DOCS.organization, each(absoluteUrl), { expected: true, applies: "block" }),
];

const LOCAL_BUSINESS: Rule[] = [
  required("name", DOCS.localBusiness, text),
  required("address", DOCS.localBusiness, typed(["PostalAddress"])),
  recommended("telephone", DOCS.localBusiness, TELEPHONE, { expected: true }),
  recommended("url", DOCS.localBusiness, absoluteUrl, { expected: true }),
  recommended("openingHoursSpecification", DOCS.localBusiness, each(typed(["OpeningHoursSpecification"])), { expected: true }),
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time: ValueCheck = (v) => (typeof v === "string" && TIME.test(v) ? undefined : `not a time as hh:mm or hh:mm:ss: ${show(v)}`);

const OPENING_HOURS: Rule[] = [
  // Recommended with openingHoursSpecification, and hours mean nothing without any of the three.
  recommended("dayOfWeek", DOCS.localBusiness, each(enumeration("DayOfWeek", DAY_OF_WEEK)), { expected: true }),
  recommended("opens", DOCS.localBusiness, time, { expected: true }),
  recommended("closes", DOCS.localBusiness, time, { expected: true }),
];

const BREADCRUMB_LIST: Rule[] = [
  required("itemListElement", DOCS.breadcrumb, (v) => {
    const items = valuesOf(v);
    if (items.length < 2) return `${items.length} ListItem: a trail needs at least two`;
    for (const [i, item] of items.entries()) {
      if (!isObject(item) || !hasType(item, ["ListItem"])) return `[${i}] is not a ListItem: ${show(item)}`;
      if (item.position !== i + 1) return `[${i}] has position ${show(item.position ?? null)}: positions run 1, 2, 3… in the trail's order`;
      if (i < items.length - 1 && item.item === undefined) return `[${i}] has no item: only the last crumb may leave its URL out`;
    }
    return undefined;
  }),
];

const LIST_ITEM: Rule[] = [
  required("position", DOCS.breadcrumb, (v) =>
    Number.isInteger(v) && (v as number) >= 1 ? undefined : `not an integer from 1: ${show(v)}`,
  ),
  required("name", DOCS.breadcrumb, text),
  // Required on every crumb but the last (BreadcrumbList's rule says which); wherever given, the page's URL.
  recommended("item", DOCS.breadcrumb, (v, node) => {
    if (!isObject(v)) return absoluteUrl(v, node);
    return absoluteUrl(v["@id"] ?? v.url ?? null, node) ? `an object without an absolute @id or url: ${show(v)}` : undefined;
  }),
];

const JOB_POSTING: Rule[] = [
  required(
    "title",
    DOCS.jobPosting,
    (v, node) => text(v, node) ?? (/[!*]/.test(String(v)) ? `only the job's title, without "!" or "*": ${show(v)}` : undefined),
  ),
  required(
    "description",
    DOCS.jobPosting,
    (v, node) => text(v, node) ?? (v === node.title ? "the same as the title: the full description of the job" : undefined),
  ),
  required("datePosted", DOCS.jobPosting, isoDate),
  required("hiringOrganization", DOCS.jobPosting, typed(["Organization"], field("name", text))),
  {
    property: "jobLocation",
    level: "required",
    doc: DOCS.jobPosting,
    check: (node) => {
      if (node.jobLocation === undefined) {
        return isTelecommute(node) ? undefined : 'missing: required unless the job is fully remote (jobLocationType "TELECOMMUTE")';
      }
      return each(typed(["Place"], field("address", typed(["PostalAddress"], field("addressCountry", text)))))(node.jobLocation, node);
    },
  },
  {
    property: "applicantLocationRequirements",
    level: "required",
    doc: DOCS.jobPosting,
    check: (node) => {
      if (node.applicantLocationRequirements === undefined) {
        return isTelecommute(node) && node.jobLocation === undefined
          ? 'missing: a fully remote job (jobLocationType "TELECOMMUTE") says where applicants may live'
          : undefined;
      }
      return each(typed(LOCATION_AREA, field("name", text)))(node.applicantLocationRequirements, node);
    },
  },
  recommended("jobLocationType", DOCS.jobPosting, (v) =>
    v === "TELECOMMUTE" ? undefined : `not "TELECOMMUTE", the one value Google reads: ${show(v)}`,
  ),
  recommended("validThrough", DOCS.jobPosting, notBefore("datePosted")),
  recommended("employmentType", DOCS.jobPosting, each(enumeration("employment type", EMPLOYMENT_TYPE))),
  recommended(
    "baseSalary",
    DOCS.jobPosting,
    typed(
      ["MonetaryAmount"],
      all(
        field("currency", currency),
        field("value", (value) =>
          isObject(value) ? field("unitText", enumeration("salary unit", SALARY_UNIT))(value, {}) : number(value, {}),
        ),
      ),
    ),
  ),
  recommended("identifier", DOCS.jobPosting, (v, node) => (isObject(v) ? typed(["PropertyValue"])(v, node) : text(v, node))),
  recommended("directApply", DOCS.jobPosting, (v) => (typeof v === "boolean" ? undefined : `not true or false: ${show(v)}`)),
];

const PLACE: Rule[] = [required("address", DOCS.event, typed(["PostalAddress"])), recommended("name", DOCS.event, text)];

const VIRTUAL_LOCATION: Rule[] = [required("url", DOCS.event, absoluteUrl)];

const POSTAL_ADDRESS: Rule[] = [
  recommended("streetAddress", DOCS.event, text),
  recommended("addressLocality", DOCS.event, text),
  recommended("addressRegion", DOCS.event, text),
  recommended("postalCode", DOCS.event, text),
  recommended("addressCountry", DOCS.event, (v, node) => (isObject(v) ? typed(["Country"], field("name", text))(v, node) : text(v, node))),
];

const OFFER: Rule[] = [
  recommended("availability", DOCS.event, enumeration("ItemAvailability", ITEM_AVAILABILITY)),
  recommended("price", DOCS.event, (v, node) => number(v, node) ?? (Number(v) < 0 ? `below zero: ${show(v)}` : undefined)),
  {
    property: "priceCurrency",
    level: "recommended",
    doc: DOCS.event,
    check: (node) => {
      if (node.priceCurrency !== undefined) return currency(node.priceCurrency, node);
      return node.price !== undefined ? "missing: a price needs its currency" : undefined;
    },
  },
  recommended("validFrom", DOCS.event, isoDate),
  recommended("url", DOCS.event, absoluteUrl),
];

const MONETARY_AMOUNT: Rule[] = [
  required("currency", DOCS.jobPosting, currency),
  required("value", DOCS.jobPosting, (v, node) => (isObject(v) ? typed(["QuantitativeValue"])(v, node) : number(v, node))),
];

const QUANTITATIVE_VALUE: Rule[] = [
  {
    property: "value",
    level: "required",
    doc: DOCS.jobPosting,
    check: (node) =>
      node.value === undefined
        ? node.minValue === undefined && node.maxValue === undefined
          ? "missing: give a value, or a minValue and maxValue"
          : undefined
        : number(node.value, node),
  },
  recommended("minValue", DOCS.jobPosting, number),
  recommended(
    "maxValue",
    DOCS.jobPosting,
    (v, node) =>
      number(v, node) ??
      (node.minValue !== undefined && Number(v) < Number(node.minValue) ? `below minValue ${show(node.minValue)}` : undefined),
  ),
  recommended("unitText", DOCS.jobPosting, text),
];

const NAMED_AREA: Rule[] = [required("name", DOCS.jobPosting, text)];

const PERSON: Rule[] = [recommended("name", DOCS.article, text, { expected: true }), recommended("url", DOCS.article, absoluteUrl)];

const PERFORMING_GROUP: Rule[] = [required("name", DOCS.event, text)];

const IMAGE_OBJECT: Rule[] = [
  {
    property: "url",
    level: "required",
    doc: DOCS.article,
    check: (node) =>
      (node.url ?? node.contentUrl) === undefined ? "missing (url or contentUrl)" : absoluteUrl(node.url ?? node.contentUrl ?? null, node),
  },
  {
    property: "width",
    level: "recommended",
    doc: DOCS.article,
    check: (node) => {
      const width = Number(node.width);
      const height = Number(node.height);
      if (node.width === undefined || node.height === undefined) return undefined;
      return width * height < 50_000 ? `${width}×${height}: an image of at least 50,000 pixels (width × height)` : undefined;
    },
  },
];

const WEB_PAGE: Rule[] = [
  {
    property: "@id",
    level: "required",
    doc: DOCS.schemaMainEntityOfPage,
    check: (node) =>
      (node["@id"] ?? node.url) === undefined ? "missing (@id or url: the page's URL)" : absoluteUrl(node["@id"] ?? node.url ?? null, node),
  },
];

const PROPERTY_VALUE: Rule[] = [
  required("name", DOCS.jobPosting, text),
  required("value", DOCS.jobPosting, (v, node) => (typeof v === "number" ? undefined : text(v, node))),
];

/** Google's rules by @type. Article, NewsArticle and BlogPosting share theirs, as Google's page does. */
export const RULES: Readonly<Record<string, readonly Rule[]>> = {
  Event: EVENT,
  Place: PLACE,
  VirtualLocation: VIRTUAL_LOCATION,
  PostalAddress: POSTAL_ADDRESS,
  Offer: OFFER,
  PerformingGroup: PERFORMING_GROUP,
  JobPosting: JOB_POSTING,
  MonetaryAmount: MONETARY_AMOUNT,
  QuantitativeValue: QUANTITATIVE_VALUE,
  PropertyValue: PROPERTY_VALUE,
  Country: NAMED_AREA,
  State: NAMED_AREA,
  AdministrativeArea: NAMED_AREA,
  Article: ARTICLE,
  NewsArticle: ARTICLE,
  BlogPosting: ARTICLE,
  Person: PERSON,
  ImageObject: IMAGE_OBJECT,
  WebPage: WEB_PAGE,
  Organization: ORGANIZATION,
  LocalBusiness: LOCAL_BUSINESS,
  OpeningHoursSpecification: OPENING_HOURS,
  BreadcrumbList: BREADCRUMB_LIST,
  ListItem: LIST_ITEM,
};

// ---------------------------------------------------------------------------------------------
// Applying them.

export interface Finding {
  level: Level;
  /** The object's @type, "JSON-LD" for a script that does not parse. */
  type: string;
  property: string;
  problem: string;
  doc: string;
  /** Where the object sits in its block, e.g. "BreadcrumbList.itemListElement[1]"; empty for the block itself. */
  at: string;
}

/** One line of a report: "<@type>.<property>: <what is wrong> (<doc URL>)", with where a nested object sits. */
export const describeFinding = (f: Finding) => `${f.type}.${f.property}: ${f.problem}${f.at ? ` (in ${f.at})` : ""} (${f.doc})`;

function checkNode(node: JsonObject, block: boolean, at: string, findings: Finding[]): void {
  const types = typesOf(node);
  if (types.length === 0) {
    if (block)
      findings.push({
        level: "required",
        type: "(untyped)",
        property: "@type",
        problem: "missing: every block names its schema.org type",
        doc: DOCS.intro,
        at,
      });
  }
  for (const type of types) {
    const rules = RULES[type];
    if (!rules) {
      findings.push({
        level: "required",
        type,
        property: "@type",
        problem: "no rules for this type: write them in __tests__/support/structuredDataRules.ts from Google's page for it",
        doc: DOCS.gallery,
        at,
      });
      continue;
    }
    for (const rule of rules) {
      if ((rule.applies === "block" && !block) || (rule.applies === "nested" && block)) continue;
      const problem = rule.check(node);
      if (problem) findings.push({ level: rule.level, type, property: rule.property, problem, doc: rule.doc, at });
    }
  }
  // Nested objects get their own type's rules.
  const here = types[0] ?? "(untyped)";
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    valuesOf(value).forEach((v, i, list) => {
      if (isObject(v)) checkNode(v, false, `${at ? `${at} › ` : ""}${here}.${key}${list.length > 1 ? `[${i}]` : ""}`, findings);
    });
  }
}

/** Every finding in one parsed JSON-LD block: an object, an array of them, or an object with an @graph. */
export function checkJsonLd(data: JsonValue): Finding[] {
  const findings: Finding[] = [];
  const blocks = Array.isArray(data) ? data : isObject(data) && Array.isArray(data["@graph"]) ? data["@graph"] : [data];
  const context = isObject(data) ? data["@context"] : undefined;
  for (const block of blocks) {
    if (!isObject(block)) {
      findings.push({
        level: "required",
        type: "JSON-LD",
        property: "@type",
        problem: `not an object: ${show(block)}`,
        doc: DOCS.intro,
        at: "",
      });
      continue;
    }
    const blockContext = block["@context"] ?? context;
    if (typeof blockContext !== "string" || !/^https?:\/\/schema\.org\/?$/.test(blockContext)) {
      findings.push({
        level: "required",
        type: typesOf(block)[0] ?? "(untyped)",
        property: "@context",
        problem: `not "https://schema.org": ${show(blockContext ?? null)}`,
        doc: DOCS.intro,
        at: "",
      });
    }
    checkNode(block, true, "", findings);
  }
  return findings;
}

/** The findings in a <script type="application/ld+json">'s text, one for text that does not parse. */
export function checkJsonLdText(text: string): Finding[] {
  let data: JsonValue;
  try {
    data = JSON.parse(text) as JsonValue;
  } catch (error) {
    return [
      {
        level: "required",
        type: "JSON-LD",
        property: "(text)",
        problem: `does not parse: ${(error as Error).message}`,
        doc: DOCS.intro,
        at: "",
      },
    ];
  }
  return checkJsonLd(data);
}
