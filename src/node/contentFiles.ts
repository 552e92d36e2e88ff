import fs from "fs";
import path from "path";
import { collectionOfFile, contentFormats, type ContentFormat } from "../content-model/contentFormats";
import { LOCALE_FOLDER, PAGE_STRINGS } from "../content-model/model";
import type { JsonObject } from "../content-model/pageStrings";
import { DEFAULT_LANGUAGE } from "../i18n/languages";

/** The English page strings by namespace: their shape is what the CMS offers for each page. */
export function englishPageStrings(contentDir: string): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.keys(PAGE_STRINGS.namespaces).map((ns) => [
      ns,
      JSON.parse(fs.readFileSync(path.join(contentDir, LOCALE_FOLDER, DEFAULT_LANGUAGE, `${ns}.json`), "utf8")) as JsonObject,
    ]),
  );
}

/** Every text file under `contentDir` (images aside), with the format it must be written in, or none if no collection writes it. */
export function contentFiles(contentDir: string): { file: string; format: ContentFormat | undefined }[] {
  const formats = new Map(contentFormats(englishPageStrings(contentDir)).map((f) => [f.collection, f]));
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(json|md)$/.test(file) && fs.statSync(path.join(contentDir, file)).isFile())
    .sort()
    .map((file) => {
      const collection = collectionOfFile(file);
      return { file, format: collection === undefined ? undefined : formats.get(collection) };
    });
}
