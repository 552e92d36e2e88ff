import path from "path";
import type { GatsbyNode } from "gatsby";
import type { Field } from "../content-model/fields";
import { ITEM_COLLECTIONS, POLICIES, type ItemCollection } from "../content-model/model";
import { bodyExcerpt, bodyHtml } from "../lib/bodyHtml";
import { isOpen } from "../lib/openings";
import { isoDay } from "../content-model/validate";
import { buildDate, buildTime } from "./buildDate";
import { formatMoment, liveWindow, scheduleState, SCHEDULED_COLLECTIONS } from "../lib/schedule";
import { itemImageResolver } from "./media/resolve";
import { isObject, PAGE_KEY } from "../content-model/pageStrings";
import { formatAs, formatCurrency, type FormatKind } from "../i18n/format";
import { isLang, LANGUAGE_DETAILS } from "../i18n/languages";

// The node types the pages query are generated from the content model (src/content-model), the
// same description the CMS and the content checks use. Declared rather than inferred: typegen then
// gives non-null types, and a file that lacks a field fails the build instead of rendering "".

/** The GraphQL type of a stored field. */
function graphqlType(field: Field): string {
  const optional = field.required === false;
  switch (field.kind) {
    case "int":
      return optional ? "Int" : "Int!";
    case "date":
      return optional ? "Date" : "Date!";
    case "image":
      return "ItemImage";
    case "object":
    case "list":
      throw new Error(`Field "${field.name}": item collections hold flat records and pictures (src/content-model/model.ts)`);
    default:
      return optional ? "String" : "String!";
  }
}

interface FileNode {
  name?: string;
  relativeDirectory?: string;
  absolutePath?: string;
}
interface ResolverContext {
  nodeModel: { getNodeById(a: { id: string }): FileNode | null };
}
type Source = Record<string, unknown> & { parent?: string };

const parentFile = (source: Source, context: ResolverContext): FileNode =>
  (source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null) ?? {};

/** content/<folder>/<lang>/<key>.<ext>: the folder a file sits in is its language, its name its key. */
const languageOf = (file: FileNode) => path.basename(file.relativeDirectory ?? "");
const keyOf = (file: FileNode) => file.name ?? "";

function formattedResolver(from: (source: Source) => unknown, as: FormatKind) {
  return (source: Source, _args: unknown, context: ResolverContext) => {
    const lang = languageOf(parentFile(source, context));
    const raw = from(source);
    const value = raw instanceof Date ? raw.toISOString() : raw;
    if (!isLang(lang)) throw new Error(`No language for ${JSON.stringify(value)}`);
    // An optional value left empty has no label.
    if (value === undefined || value === null || value === "") return null;
    return formatAs(as, value, lang);
  };
}

function salaryResolver(field: "salaryMin" | "salaryMax") {
  return (source: Source, _args: unknown, context: ResolverContext) => {
    const lang = languageOf(parentFile(source, context));
    const value = source[field];
    if (typeof value !== "number" || typeof source.salaryCurrency !== "string" || !isLang(lang)) return null;
    return formatCurrency(value, source.salaryCurrency, lang);
  };
}

const fileFields = {
  key: { type: "String!", resolve: (source: Source, _args: unknown, context: ResolverContext) => keyOf(parentFile(source, context)) },
  lang: { type: "String!", resolve: (source: Source, _args: unknown, context: ResolverContext) => languageOf(parentFile(source, context)) },
};

const ITEM_PAGE_INTERFACE = "ItemPage";
const hasPageText = (collection: ItemCollection) => collection.fields.some((f) => f.name === "body");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const dated = (field: Field) =>
    field.kind === "date" ? { type: graphqlType(field), extensions: { dateformat: {} } } : graphqlType(field);
  /** An item's field: its stored value, a picture resolved to its file, a page text also rendered (bodyHtml). */
  const itemField = (collection: ItemCollection, field: Field) =>
    field.kind === "image" ? { type: graphqlType(field), resolve: itemImageResolver(collection, field.name) } : dated(field);

  actions.createTypes([
    schema.buildObjectType({
      name: "Locale",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        ns: "String!",
        language: "String!",
        // The CMS keeps each file's namespace in it ("page": "about") to find the file; pages never read it.
        data: {
          type: "String!",
          resolve: (source: { data: string }) => {
            const parsed: unknown = JSON.parse(source.data);
            if (!isObject(parsed)) return source.data;
            const { [PAGE_KEY]: _page, ...strings } = parsed;
            return JSON.stringify(strings);
          },
        },
      },
    }),

    // What every item with a page of its own has: its templates ask for it through one fragment
    // (ItemPageFields, src/components/entries/itemPage.tsx). An item collection with a page text
    // implements it, so a fourth kind of item page gets the same fields by its model entry alone.
    schema.buildInterfaceType({
      name: ITEM_PAGE_INTERFACE,
      fields: {
        key: "String!",
        title: "String!",
        image: "ItemImage",
        goesLiveLabel: "String",
        hasPage: "Boolean!",
        bodyHtml: "String",
        bodyExcerpt: "String",
      },
    }),

    ...ITEM_COLLECTIONS.map((collection) =>
      schema.buildObjectType({
        name: collection.typeName,
        interfaces: hasPageText(collection) ? ["Node", ITEM_PAGE_INTERFACE] : ["Node"],
        extensions: { infer: false },
        fields: {
          ...fileFields,
          ...Object.fromEntries(collection.fields.map((field) => [field.name, itemField(collection, field)])),
          // A salary's figures in its own currency, written the page's language's way.
          ...(collection.name === "jobs" && {
            salaryMinLabel: { type: "String", resolve: salaryResolver("salaryMin") },
            salaryMaxLabel: { type: "String", resolve: salaryResolver("salaryMax") },
          }),
          // An opening past its closing date, on the build's date (src/lib/openings.ts): left out of every list and page.
          ...(collection.name === "jobs" && {
            closed: {
              type: "Boolean!",
              resolve: (source: Source) => !isOpen({ closingDate: isoDay(source.closingDate) ?? null }, buildDate()),
            },
          }),
          // When the entry goes live, in the page's language ("lun 11 ene, 08:00 MST"), while it is
          // scheduled at the build's moment; otherwise null. Only a private preview reads such an entry
          // at all (src/node/schedule/privatePreviews.ts): its cards and its page carry the marker.
          ...((SCHEDULED_COLLECTIONS as readonly string[]).includes(collection.name) && {
            goesLiveLabel: {
              type: "String",
              resolve: (source: Source, _args: unknown, context: ResolverContext) => {
                const lang = languageOf(parentFile(source, context));
                const from = liveWindow(source).from;
                if (!isLang(lang) || from === undefined || scheduleState(source, buildTime()) !== "scheduled") return null;
                return formatMoment(from, undefined, LANGUAGE_DETAILS[lang].intlLocale);
              },
            },
          }),
          // The page text as its page shows it: rendered and sanitised at build time (src/lib/bodyHtml.ts).
          ...(hasPageText(collection) && {
            // Whether its card leads to a page of its own (src/node/createPages/entryPages.ts makes the same choice).
            hasPage: { type: "Boolean!", resolve: (source: Source) => typeof source.body === "string" && source.body.trim() !== "" },
            bodyHtml: {
              type: "String",
              resolve: (source: Source) => (typeof source.body === "string" && source.body.trim() ? bodyHtml(source.body) : null),
            },
            // Its first paragraph in plain words: the page's description for search engines and link previews.
            bodyExcerpt: {
              type: "String",
              resolve: (source: Source) => (typeof source.body === "string" ? (bodyExcerpt(source.body) ?? null) : null),
            },
          }),
          ...Object.fromEntries(
            Object.entries(collection.formatted ?? {}).map(([name, { from, as }]) => [
              name,
              {
                type: collection.fields.find((f) => f.name === from)?.required === false ? "String" : "String!",
                resolve: formattedResolver((source) => source[from], as),
              },
            ]),
          ),
        },
      }),
    ),

    // An item's picture: chosen once, in the default language's file, with its alt text in the item's language.
    schema.buildObjectType({ name: "ItemImage", fields: { alt: "String!", file: "File!" } }),

    // The careers filters' choices, sorted for the language by the build (src/node/resolvers.ts):
    // the browser's first locale-aware sort creates an ICU collator, a few milliseconds of hydration.
    schema.buildObjectType({
      name: "OpeningFilterOptions",
      fields: { departments: "[String!]!", locations: "[String!]!" },
    }),

    // One upload a page shows (src/node/media/resolve.ts): which list item it belongs to, the language
    // of its file (a document may be another language's), the file, its size in the page's words, and
    // a picture's text alternative in the page's language.
    schema.buildObjectType({
      name: "PageMedia",
      fields: { index: "Int", lang: "String!", sizeLabel: "String!", alt: "String!", file: "File!" },
    }),

    schema.buildObjectType({
      name: "PolicyFrontmatter",
      fields: Object.fromEntries(POLICIES.fields.filter((f) => f.name !== "body").map((field) => [field.name, dated(field)])),
    }),
    schema.buildObjectType({
      name: "MarkdownRemark",
      interfaces: ["Node"],
      fields: {
        ...fileFields,
        frontmatter: "PolicyFrontmatter!",
        updatedLabel: {
          type: "String!",
          resolve: formattedResolver((source) => (isObject(source.frontmatter) ? source.frontmatter.updated : undefined), "date"),
        },
      },
    }),
  ]);
};
