// An upload's path as an entry stores it ("media/logo.png") becomes the File node that
// gatsby-source-filesystem made of the file, when a page's query asks for it: resolved as the query
// runs, with nodeModel.findOne, never written into the entry's node (plugins that rewrite nodes in
// place lose their images on cached builds, gatsby#36432). A file no query asks for is never
// processed or published.
import path from "path";
import { chosenDocument, chosenImage, documentFor, mediaFile } from "../../content-model/media";
import { PAGE_STRINGS } from "../../content-model/model";
import { isObject } from "../../content-model/pageStrings";
import { formatFileSize } from "../../i18n/format";
import { DEFAULT_LANGUAGE, isLang, type Lang, LANGUAGES } from "../../i18n/languages";
import { contentDir } from "../contentFolder";

interface FileNode {
  readonly absolutePath: string;
  readonly size: number;
}
interface LocaleNode {
  readonly data: string;
}
export interface NodeModel {
  findOne<T>(args: { type: string; query: { filter: object } }): Promise<T | null>;
}

/** The File node of an upload path, or null when the path names no file (the content checks have refused that already). */
export async function uploadedFile(nodeModel: NodeModel, src: string | undefined): Promise<FileNode | null> {
  const relative = src ? mediaFile(src) : undefined;
  if (!relative) return null;
  return nodeModel.findOne<FileNode>({ type: "File", query: { filter: { absolutePath: { eq: path.join(contentDir, relative) } } } });
}

/** One upload on a page, for the template: the list item it belongs to, the language of its file, the file. */
export interface PageUpload {
  /** The item of the list at `at` ("partners.items"); null where `at` is an object. */
  readonly index: number | null;
  readonly lang: Lang;
  readonly file: FileNode;
  /** "1.2 MB" in the page's language. */
  readonly sizeLabel: string;
  /** A picture's text alternative in the page's language: empty when it is decorative (marked in the default language). */
  readonly alt: string;
}

/**
 * An item's picture (a press release's, an event's): the file chosen in the default language's file of
 * the same item, the alt text of the item's own language; null without a picture.
 */
export function itemImageResolver(collection: { typeName: string }, field: string) {
  return async (
    source: Record<string, unknown> & { parent?: string },
    _args: unknown,
    context: { nodeModel: NodeModel & { getNodeById<T>(a: { id: string }): T | null } },
  ): Promise<{ alt: string; file: FileNode } | null> => {
    const parent = source.parent
      ? context.nodeModel.getNodeById<{ name?: string; relativeDirectory?: string }>({ id: source.parent })
      : null;
    const key = parent?.name;
    const lang = path.basename(parent?.relativeDirectory ?? "");
    if (!key || !isLang(lang)) return null;
    const english =
      lang === DEFAULT_LANGUAGE
        ? source
        : await context.nodeModel.findOne<Record<string, unknown>>({
            type: collection.typeName,
            query: { filter: { key: { eq: key }, lang: { eq: DEFAULT_LANGUAGE } } },
          });
    const chosen = english?.[field];
    const file = await uploadedFile(context.nodeModel, chosenImage(chosen));
    if (!file) return null;
    const own = source[field];
    const decorative = isObject(chosen) && chosen.decorative === true;
    return { alt: !decorative && isObject(own) && typeof own.alt === "string" ? own.alt.trim() : "", file };
  };
}

async function pageStrings(nodeModel: NodeModel, namespace: string, lang: Lang): Promise<Record<string, unknown>> {
  const node = await nodeModel.findOne<LocaleNode>({
    type: "Locale",
    query: { filter: { ns: { eq: namespace }, language: { eq: lang } } },
  });
  const data: unknown = node ? JSON.parse(node.data) : {};
  return isObject(data) ? data : {};
}

/** The value at a key path: one object, or each item of a list of objects, with its index. */
function holders(data: Record<string, unknown>, at: string): { index: number | null; value: Record<string, unknown> }[] {
  const value = at.split(".").reduce<unknown>((here, key) => (isObject(here) ? here[key] : undefined), data);
  if (Array.isArray(value)) return value.map((item, index) => ({ index, value: isObject(item) ? item : {} }));
  return isObject(value) ? [{ index: null, value }] : [];
}

/**
 * The uploads of one field a page declares (PAGE_STRINGS.media), in the page's language: a picture
 * as chosen in the default language; a document in the page's language, or another language's
 * where the page's has none.
 */
export async function pageUploads(
  nodeModel: NodeModel,
  namespace: string,
  language: string,
  at: string,
  name: string,
): Promise<PageUpload[]> {
  const field = PAGE_STRINGS.media[namespace]?.[at]?.find((f) => f.name === name);
  if (!field)
    throw new Error(`pageMedia: "${namespace}" declares no upload "${name}" in "${at}" (src/content-model/model.ts, PAGE_STRINGS.media)`);
  if (!isLang(language)) throw new Error(`pageMedia: no language "${language}"`);
  const byLang = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (lang) => [lang, holders(await pageStrings(nodeModel, namespace, lang), at)] as const)),
  ) as Record<Lang, ReturnType<typeof holders>>;
  const uploads = await Promise.all(
    byLang[language].map(async ({ index }, i) => {
      const valueIn = (lang: Lang) => byLang[lang][i]?.value[name];
      const chosen =
        field.kind === "image"
          ? { src: chosenImage(valueIn(DEFAULT_LANGUAGE)), lang: language }
          : documentFor(Object.fromEntries(LANGUAGES.map((lang) => [lang, chosenDocument(valueIn(lang))])), language);
      const file = await uploadedFile(nodeModel, chosen?.src);
      const english = valueIn(DEFAULT_LANGUAGE);
      const decorative = isObject(english) && english.decorative === true;
      const own = valueIn(language);
      const alt = field.kind === "image" && !decorative && isObject(own) && typeof own.alt === "string" ? own.alt.trim() : "";
      return file && chosen ? { index, lang: chosen.lang, file, sizeLabel: formatFileSize(file.size, language), alt } : undefined;
    }),
  );
  return uploads.filter((u): u is PageUpload => u !== undefined);
}
