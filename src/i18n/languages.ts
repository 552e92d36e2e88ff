// The site's languages, and the one module code imports them from. The list itself is data in
// src/config/languages.ts, apart from these helpers, so a test can give the site other languages by
// replacing that list alone (__tests__/unit/content/third-language.test.ts); the dependency rules
// (.dependency-cruiser.cjs) keep every other module importing from here.
import { DEFAULT_LANGUAGE, LANGUAGE_DETAILS, LANGUAGES, type Lang } from "../config/languages";

export { DEFAULT_LANGUAGE, LANGUAGE_DETAILS, LANGUAGES, type Lang };

export function isLang(value: unknown): value is Lang {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** One value per language, in LANGUAGES order. */
export function perLanguage<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** Each language's name in English, as the content manager and its messages name it. */
export const LANGUAGE_NAMES = perLanguage((lang) => LANGUAGE_DETAILS[lang].name);
