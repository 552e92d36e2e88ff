// The language rules (docs/requirements.md#language): the URL decides, unless a valid saved preference says otherwise.
import settings from "../config/site.json";
import { readItem, writeItem, type KeyValueStore } from "../lib/storage";
import { alternatePath, languageFromPath } from "./routes";
import { isLang, type Lang } from "./languages";

const KEY = settings.storageKeys.language;

export function readPreferredLanguage(store?: KeyValueStore): Lang | undefined {
  const value = readItem(KEY, store);
  return isLang(value) ? value : undefined;
}

export function savePreferredLanguage(lang: Lang, store?: KeyValueStore): boolean {
  return writeItem(KEY, lang, store);
}

/** Where a visitor on `pathname` should be sent, or undefined to stay. */
export function preferenceRedirect(pathname: string, preferred: Lang | undefined): string | undefined {
  if (!preferred || preferred === languageFromPath(pathname)) return undefined;
  return alternatePath(pathname, preferred);
}

// The same rule runs inline before the first paint: src/inline-scripts/languagePreference.ts.
