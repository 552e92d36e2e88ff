import type { GatsbyNode } from "gatsby";
import { isLang } from "../i18n/routes";
import { formatAs, type FormatKind } from "../lib/format";

// Declared rather than inferred: typegen then gives non-null types, and a content file that
// lacks a field fails the build instead of quietly rendering an empty string.
const typeDefs = `
  type Locale implements Node @dontInfer {
    ns: String!
    language: String!
    data: String!
  }

  type PolicyFrontmatter {
    key: String!
    lang: String!
    title: String!
    description: String!
    updated: Date! @dateformat
    updatedLabel: String! @formatted(from: "updated", as: "date")
  }

  type MarkdownRemark implements Node {
    frontmatter: PolicyFrontmatter!
  }
`;

/** Text fields the build formats from a raw one in the item's language, e.g. dateLabel from date. */
const formattedFields: Record<string, Record<string, { from: string; as: FormatKind }>> = {
  NewsItem: { dateLabel: { from: "date", as: "date" } },
  UpcomingEvent: {
    dateLabel: { from: "date", as: "date" },
    participantsLabel: { from: "participants", as: "number" },
    prizePoolLabel: { from: "prizePool", as: "money" },
  },
  PressRelease: { dateLabel: { from: "date", as: "date" } },
};

interface NodeModelContext {
  nodeModel: { getNodeById(a: { id: string }): { name?: string } | null };
}

/** Front matter names its language; a collection item's language is its file's name (en.json). */
function languageOf(source: { lang?: unknown; parent?: string }, context: NodeModelContext): string {
  if (typeof source.lang === "string") return source.lang;
  return source.parent ? context.nodeModel.getNodeById({ id: source.parent })?.name ?? "" : "";
}

const collectionFields: Record<string, Record<string, string>> = {
  NewsItem: { key: "String!", date: "Date!", title: "String!", excerpt: "String!" },
  UpcomingEvent: {
    key: "String!", title: "String!", date: "Date!", location: "String!", type: "String!",
    participants: "Int!", prizePool: "Int!",
  },
  JobOpening: { key: "String!", title: "String!", department: "String!", location: "String!" },
  TimelineEntry: { key: "String!", year: "Int!", title: "String!", description: "String!" },
  Stat: { key: "String!", group: "String!", value: "String!", label: "String!" },
  PressRelease: { key: "String!", date: "Date!", title: "String!", summary: "String!" },
};

interface ItemSource {
  id: string;
  parent: string;
}
/** The file node a collection item was read from (gatsby-transformer-json links them in file order). */
interface ResolverContext {
  nodeModel: { getNodeById(a: { id: string }): { name?: string; children?: string[] } | null };
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension({
    name: "formatted",
    args: { from: "String!", as: "String!" },
    extend: (options: { from: string; as: FormatKind }) => ({
      resolve: (source: Record<string, unknown> & { parent?: string }, _args: unknown, context: NodeModelContext) => {
        const lang = languageOf(source, context);
        if (!isLang(lang)) throw new Error(`No language for ${options.from} = ${JSON.stringify(source[options.from])}`);
        return formatAs(options.as, source[options.from], lang);
      },
    }),
  });
  actions.createTypes(typeDefs);
  actions.createTypes(
    Object.entries(collectionFields).map(([name, fields]) =>
      schema.buildObjectType({
        name,
        interfaces: ["Node"],
        extensions: { infer: false },
        fields: {
          ...Object.fromEntries(
            Object.entries(fields).map(([field, type]) => [
              field,
              type === "Date!" ? { type, extensions: { dateformat: {} } } : type,
            ]),
          ),
          ...Object.fromEntries(
            Object.entries(formattedFields[name] ?? {}).map(([field, formatted]) => [
              field,
              { type: "String!", extensions: { formatted } },
            ]),
          ),
          // Collections live in content/collections/<type>/<lang>.json: the file name is the language.
          lang: {
            type: "String!",
            resolve: (source: ItemSource, _args: unknown, context: ResolverContext) => languageOf(source, context),
          },
          // The item's place in its file (0-based): the order editors wrote, which a paged list
          // sorts by so that skip/limit slices are stable and page 1 shows the file's first items.
          position: {
            type: "Int!",
            resolve: (source: ItemSource, _args: unknown, context: ResolverContext) =>
              context.nodeModel.getNodeById({ id: source.parent })?.children?.indexOf(source.id) ?? 0,
          },
        },
      }),
    ),
  );
};
