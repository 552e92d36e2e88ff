// The form of each CMS collection's files (./serialise.ts), from the content model: the content
// manager registers one Decap format per collection with it (src/cms/app/formats.ts, handed over in the
// admin page by src/cms/build/adminBundle.ts), and the content-format test checks every file against it.
import { ADDRESSES, ITEM_COLLECTIONS, LOCALE_FOLDER, PAGE_STRINGS, POLICIES, POLICY_FOLDER, SETTINGS, itemFolder } from "./model";
import { pageStringFields, type JsonObject } from "./pageStrings";
import { shapeOf, type FileKind, type Shape } from "./serialise";
import { LANGUAGES } from "../i18n/languages";

export interface ContentFormat {
  /** The Decap collection that writes these files. */
  readonly collection: string;
  readonly kind: FileKind;
  readonly extension: "json" | "md";
  readonly shape: Shape;
}

/** The Decap format name of a collection's files. Decap calls a format without saying for which collection, hence one each. */
export const formatName = (collection: string) => `site-${collection}`;

export const pageCollectionName = (namespace: string) => `page_${namespace}`;

/** Every collection's format; the page-string collections take their key order from the English files. */
export function contentFormats(pageStrings: Readonly<Record<string, JsonObject>>): ContentFormat[] {
  const json = (collection: string, shape: Shape): ContentFormat => ({ collection, kind: "json", extension: "json", shape });
  return [
    ...ITEM_COLLECTIONS.map((c) => json(c.name, shapeOf(c.fields))),
    { collection: POLICIES.name, kind: "frontmatter", extension: "md", shape: shapeOf(POLICIES.fields) },
    ...Object.keys(PAGE_STRINGS.namespaces).map((ns) => {
      const english = pageStrings[ns];
      if (!english) throw new Error(`No English page strings for "${ns}"`);
      return json(pageCollectionName(ns), shapeOf(pageStringFields(english, ns)));
    }),
    json(SETTINGS.name, shapeOf(SETTINGS.fields)),
    json(ADDRESSES.name, shapeOf(ADDRESSES.fields)),
  ];
}

/** The collection whose format a file under content/ is written in (its path relative to content/, with "/"), if any. */
export function collectionOfFile(relative: string): string | undefined {
  if (relative === SETTINGS.file) return SETTINGS.name;
  if (relative === ADDRESSES.file) return ADDRESSES.name;
  const [, folder = "", lang = "", name = "", extension] = /^(.+)\/([^/]+)\/([^/]+)\.(json|md)$/.exec(relative) ?? [];
  if (!(LANGUAGES as readonly string[]).includes(lang)) return undefined;
  if (folder === POLICY_FOLDER) return extension === "md" ? POLICIES.name : undefined;
  if (extension !== "json") return undefined;
  if (folder === LOCALE_FOLDER) return pageCollectionName(name);
  return ITEM_COLLECTIONS.find((c) => itemFolder(c) === folder)?.name;
}
