// The strings the previewed components ask for, bundled at build time. The preview shows an entry
// as the page will; the surrounding page's own words are the committed ones.
import i18next, { type i18n } from "i18next";
import enCareers from "../../content/locales/en/careers.json";
import enCommon from "../../content/locales/en/common.json";
import enEvents from "../../content/locales/en/events.json";
import enPolicy from "../../content/locales/en/policy.json";
import esCareers from "../../content/locales/es/careers.json";
import esCommon from "../../content/locales/es/common.json";
import esEvents from "../../content/locales/es/events.json";
import esPolicy from "../../content/locales/es/policy.json";
import type { Lang } from "../i18n/routes";

const resources = {
  en: { careers: enCareers, common: enCommon, events: enEvents, policy: enPolicy },
  es: { careers: esCareers, common: esCommon, events: esEvents, policy: esPolicy },
};

const instances = new Map<Lang, i18n>();

export function previewI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    // The site's options (gatsby-config.ts); initImmediate: false makes init synchronous.
    void instance.init({ lng: lang, resources, initImmediate: false, interpolation: { escapeValue: false }, keySeparator: ".", nsSeparator: ":", returnNull: false });
    instances.set(lang, instance);
  }
  return instance;
}
