// The strings the previewed components ask for, bundled at build time. The preview shows an entry
// as the page will; the surrounding page's own words are the committed ones.
import i18next, { type i18n, type Resource } from "i18next";
import { type Lang, LANGUAGES } from "../../i18n/languages";

// The page-string namespaces the previewed components read. esbuild bundles every file a template can
// name (content/locales/*/careers.json, ...), so a language added to src/config/languages.ts is
// previewed without a line here.
/* eslint-disable @typescript-eslint/no-require-imports -- a require() with the language in its path is what makes esbuild bundle every language's file */
const namespaces = (lang: Lang) => ({
  careers: require(`../../../content/locales/${lang}/careers.json`),
  common: require(`../../../content/locales/${lang}/common.json`),
  events: require(`../../../content/locales/${lang}/events.json`),
  policy: require(`../../../content/locales/${lang}/policy.json`),
});
/* eslint-enable @typescript-eslint/no-require-imports */
const resources: Resource = Object.fromEntries(LANGUAGES.map((lang) => [lang, namespaces(lang)]));

const instances = new Map<Lang, i18n>();

export function previewI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    // The site's options (gatsby-config.ts); initImmediate: false makes init synchronous.
    void instance.init({
      lng: lang,
      resources,
      initImmediate: false,
      interpolation: { escapeValue: false },
      keySeparator: ".",
      nsSeparator: ":",
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
