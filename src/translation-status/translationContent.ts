// The bilingual entries of a content folder, or of content/ at a commit, for the translation
// checks (src/content-model/translations.ts): `npm run translation-status` and the site diff.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { pageCollectionName } from "../content-model/contentFormats";
import { MEDIA_FOLDER } from "../content-model/media";
import { ITEM_COLLECTIONS, LOCALE_FOLDER, PAGE_STRINGS, POLICIES, POLICY_FOLDER, itemFolder } from "../content-model/model";
import {
  bilingualEntry,
  mediaInOneLanguage,
  reviewEntry,
  untranslatedCopies,
  type BilingualEntry,
  type EntryData,
  type TranslationFinding,
} from "../content-model/translations";
import { readPolicy } from "../node/contentChecks";
import { type Lang, LANGUAGES } from "../i18n/languages";

const files = (dir: string, ext: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .map((f) => f.slice(0, -ext.length))
    : [];

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    // A broken file is the content checks' to report; here it has nothing to compare.
    return undefined;
  }
}

/** Every language's file of one entry, read by `read` from `file(lang)`. */
function byLang(file: (lang: Lang) => string, read: (file: string) => Record<string, unknown> | undefined): EntryData {
  const data: EntryData = {};
  for (const lang of LANGUAGES) {
    const value = fs.existsSync(file(lang)) ? read(file(lang)) : undefined;
    if (value) data[lang] = value;
  }
  return data;
}

const safePolicy = (file: string) => {
  try {
    return readPolicy(file);
  } catch {
    return undefined;
  }
};

/** The bilingual entries of a content folder, by "<collection>/<key>", in a stable order. */
export function readBilingualEntries(contentDir: string): Map<string, BilingualEntry> {
  const entries = new Map<string, BilingualEntry>();
  const add = (entry: BilingualEntry | undefined) => entry && entries.set(`${entry.collection}/${entry.key}`, entry);
  for (const namespace of Object.keys(PAGE_STRINGS.namespaces)) {
    add(
      bilingualEntry(
        pageCollectionName(namespace),
        namespace,
        byLang((lang) => path.join(contentDir, LOCALE_FOLDER, lang, `${namespace}.json`), readJson),
      ),
    );
  }
  // One entry per file name found in either language's folder.
  const addFolder = (
    name: string,
    dir: (lang: Lang) => string,
    ext: ".json" | ".md",
    read: (file: string) => Record<string, unknown> | undefined,
  ) => {
    const keys = [...new Set(LANGUAGES.flatMap((lang) => files(dir(lang), ext)))].sort();
    for (const key of keys)
      add(
        bilingualEntry(
          name,
          key,
          byLang((lang) => path.join(dir(lang), `${key}${ext}`), read),
        ),
      );
  };
  for (const collection of ITEM_COLLECTIONS)
    addFolder(collection.name, (lang) => path.join(contentDir, itemFolder(collection), lang), ".json", readJson);
  addFolder(POLICIES.name, (lang) => path.join(contentDir, POLICY_FOLDER, lang), ".md", safePolicy);
  return entries;
}

/**
 * content/ as it was at a commit, in a temporary folder; `read` reads it before it is removed. Its
 * uploads (content/media/, up to 20 MB a file) stay in git: the site diff reads their sizes there
 * (src/site-diff/media.ts, mediaAtCommit), and nothing reads their bytes.
 */
export function atCommit<T>(repo: string, commit: string, read: (contentDir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-at-"));
  try {
    const archive = spawnSync("git", ["archive", "--format=tar", commit, "content", `:(exclude)content/${MEDIA_FOLDER}`], {
      cwd: repo,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`git archive ${commit} content failed: ${String(archive.stderr).trim()}`);
    const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar could not unpack content/ of ${commit}: ${String(untar.stderr).trim()}`);
    return read(path.join(dir, "content"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every untranslated copy in a content folder. */
export function allCopies(contentDir: string): TranslationFinding[] {
  return [...readBilingualEntries(contentDir).values()].flatMap((entry) => untranslatedCopies(entry));
}

/** Every picture whose alt text, and every document, is in one language only, in a content folder. */
export function allMediaInOneLanguage(contentDir: string): TranslationFinding[] {
  return [...readBilingualEntries(contentDir).values()].flatMap((entry) => mediaInOneLanguage(entry));
}

/**
 * What changed between two content folders that the other language may still need: texts changed
 * or added in one language only, and the untranslated copies the change made.
 */
export function translationsToCheck(beforeDir: string, afterDir: string): TranslationFinding[] {
  const before = readBilingualEntries(beforeDir);
  return [...readBilingualEntries(afterDir)].flatMap(([id, entry]) => reviewEntry(before.get(id), entry));
}
