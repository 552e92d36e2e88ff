// Helpers over the site's languages (src/config/languages.ts), kept apart from that list so a test can
// give the site other languages by replacing the list alone.
import { LANGUAGES, type Lang } from "../config/languages";

export function isLang(value: unknown): value is Lang {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** One value per language, in LANGUAGES order. */
export function perLanguage<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}
