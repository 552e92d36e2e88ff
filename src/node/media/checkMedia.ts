// The uploads the content refers to, checked by what is in their files: the content manager checks an
// upload as the editor picks it, but files can be committed by hand, and only the build sees them
// all. A file in content/media/ that no entry names is never published, so it is never checked.
import fs from "fs";
import path from "path";
import { cacheKey, readJson, sourceDigest, versionsOf, writeJson } from "../../../plugins/build-cache/store";
import { ITEM_COLLECTIONS, LOCALE_FOLDER, itemFolder } from "../../content-model/model";
import { maxBytesOf, mediaFile, mediaReferences } from "../../content-model/media";
import type { Field } from "../../content-model/fields";
import { isObject, pageStringFields, type JsonObject } from "../../content-model/pageStrings";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../../i18n/languages";
import { inspectMedia, type MediaFacts } from "./inspect";
import { mediaProblem, type MediaUse } from "./mediaRules";

/** Files decoded at once: decoding a large picture or PDF holds it in memory whole. */
const CONCURRENCY = 2;

/** A file's object, or undefined: a missing or malformed file is the synchronous checks' to report. */
function readObject(file: string): JsonObject | undefined {
  try {
    const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return isObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

const jsonNames = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];

/** One entry's files: its fields and each language's data, and where each language's file is. */
function entryUses(fields: readonly Field[], folder: string, name: string, contentDir: string): MediaUse[] {
  const byLang: Partial<Record<Lang, JsonObject>> = {};
  for (const lang of LANGUAGES) {
    const data = readObject(path.join(contentDir, folder, lang, name));
    if (data) byLang[lang] = data;
  }
  return mediaReferences(fields, byLang).flatMap((ref) => {
    const media = mediaFile(ref.src);
    // A path outside content/media/ is already refused by the structural checks (validate.ts).
    return media ? [{ ref, contentFile: ["content", folder, ref.lang, name].join("/"), media }] : [];
  });
}

/** Every reference to an upload in every entry: each namespace of page strings and each item of each collection. */
export function mediaUses(contentDir: string): MediaUse[] {
  const uses: MediaUse[] = [];
  const namespaces = new Set(LANGUAGES.flatMap((lang) => jsonNames(path.join(contentDir, LOCALE_FOLDER, lang))));
  for (const name of [...namespaces].sort()) {
    const english = readObject(path.join(contentDir, LOCALE_FOLDER, DEFAULT_LANGUAGE, name));
    if (!english) continue;
    let fields: Field[];
    try {
      fields = pageStringFields(english, name.replace(/\.json$/, ""));
    } catch {
      // A file of a shape no fields can be derived from: the page-string checks name it.
      continue;
    }
    uses.push(...entryUses(fields, LOCALE_FOLDER, name, contentDir));
  }
  for (const collection of ITEM_COLLECTIONS) {
    const folder = itemFolder(collection);
    const keys = new Set(LANGUAGES.flatMap((lang) => jsonNames(path.join(contentDir, folder, lang))));
    for (const name of [...keys].sort()) uses.push(...entryUses(collection.fields, folder, name, contentDir));
  }
  return uses;
}

/** Runs `work` on each item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * What decides a file's facts besides its bytes and budget: the inspector's own code and the decoders
 * it runs. A change to any of them checks every file again. The wording of a refusal (mediaRules.ts)
 * is applied to the facts on every build, so it needs no place here.
 */
function inspectionRules(): unknown {
  return { inspector: sourceDigest("src/node/media/inspect.ts"), decoders: versionsOf(["sharp", "file-type", "pdf-lib"]) };
}

let rules: unknown;

/**
 * A file's facts, from the build cache when a file with the same bytes was checked under the same
 * rules and budget before: decoding every photo again took its share of every build (docs/performance.md).
 */
async function inspectOnce(file: string, budget: number): Promise<MediaFacts | undefined> {
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch {
    // No file there (or a folder): nothing to keep, and the inspector says so.
    return inspectMedia(file, budget);
  }
  rules ??= inspectionRules();
  const key = cacheKey({ bytes, budget, rules });
  const kept = readJson<MediaFacts>("upload-checks", key);
  if (kept) return kept;
  const facts = await inspectMedia(file, budget);
  if (facts) await writeJson("upload-checks", key, facts);
  return facts;
}

/** One message per reference whose file the site cannot publish; none for a file no entry names. */
export async function checkMedia(contentDir: string): Promise<string[]> {
  const uses = mediaUses(contentDir);
  // Each file is read once, decoded up to the largest budget of the fields that name it.
  const budgets = new Map<string, number>();
  for (const { ref, media } of uses) budgets.set(media, Math.max(budgets.get(media) ?? 0, maxBytesOf(ref.field)));
  const facts = new Map<string, MediaFacts | undefined>();
  await eachLimited([...budgets], CONCURRENCY, async ([media, budget]) => {
    facts.set(media, await inspectOnce(path.join(contentDir, media), budget));
  });
  return uses.flatMap((use) => mediaProblem(use, facts.get(use.media)) ?? []);
}
