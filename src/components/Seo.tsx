import React from "react";
import { settings } from "../config/settings";
import { pageTitle } from "../i18n/headStrings";
import { absoluteUrl } from "../i18n/routes";
import { type JsonLd, jsonLdText } from "../metadata/structuredData";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGE_DETAILS, LANGUAGES } from "../i18n/languages";

interface SeoProps {
  lang: Lang;
  title: string;
  description: string;
  /** The page's path in each language; absent on pages outside the slug map (404). */
  alternates?: Record<Lang, string>;
  jsonLd?: JsonLd[];
  noindex?: boolean;
}

/**
 * The page's own <head>. gatsby-ssr.tsx adds <html lang> from the URL, and into the HTML only the
 * social card and feed tags (./ShareHead.tsx); gatsby-plugin-manifest adds the icons, the web app
 * manifest and theme-color.
 */
export function Seo({ lang, title, description, alternates, jsonLd = [], noindex = false }: SeoProps) {
  const fullTitle = pageTitle(title);
  const canonical = alternates ? absoluteUrl(alternates[lang]) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {alternates && LANGUAGES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={absoluteUrl(alternates[l])} />)}
      {alternates && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(alternates[DEFAULT_LANGUAGE])} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={LANGUAGE_DETAILS[lang].ogLocale} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
