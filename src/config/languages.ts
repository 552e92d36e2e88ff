// The site's languages, written once. Code reads them through src/i18n/languages.ts (the slug map's
// checks, the content model's locales, the CMS, page creation, headers, the inline preference script,
// the scripts and tests), which adds the helpers; a dependency rule keeps it the only importer. Adding a language also needs its paths in routes.json, its folders in
// content/ and its strings; the content checks name what is missing.
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language of "/", of pages outside any language prefix, and of the content manager's main column. */
export const DEFAULT_LANGUAGE: Lang = "en";

/** Each language's name in English (for the content manager), and its locales for dates and numbers and for Open Graph. */
export const LANGUAGE_DETAILS: Record<Lang, { readonly name: string; readonly intlLocale: string; readonly ogLocale: string }> = {
  en: { name: "English", intlLocale: "en-US", ogLocale: "en_US" },
  es: { name: "Spanish", intlLocale: "es-419", ogLocale: "es_MX" },
};
