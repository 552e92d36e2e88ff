import { graphql } from "gatsby";
import React from "react";
import { headStrings, type LocaleEdges } from "../i18n/headStrings";
import { entryPath, listRouteByKey, pathFor } from "../i18n/routes";
import type { SitePageContext } from "../types/pageContext";
import { breadcrumbs, localBusiness, organization, type JsonLd } from "../metadata/structuredData";
import { Seo } from "./Seo";

// Every page queries its own language's strings, limited to the namespaces it uses.
export const pageLocales = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

// A slug-map page's strings: its query spreads this and declares $language and $namespaces (from createPages).
export const pageStrings = graphql`
  fragment PageStrings on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

interface PageHeadProps {
  data: { locales: LocaleEdges };
  pageContext: SitePageContext;
  /** Pages whose title lives outside the locale files (policies, an item's own page) pass it here. */
  title?: string;
  description?: string;
  /** What a page's own content adds to its breadcrumb (an event's, a job posting's data). */
  jsonLd?: JsonLd[];
  /** An item not public yet, on a private preview: kept out of search engines whatever the host sends. */
  noindex?: boolean;
}

/** The Head of every slug-map page: meta from the page's namespace, JSON-LD by page kind (requirements.md#routes). */
export function PageHead({ data, pageContext, title, description, jsonLd: own = [], noindex = false }: PageHeadProps) {
  const { language: lang, routeKey, namespaces, alternates, entry, list } = pageContext;
  const t = headStrings(data.locales);
  const ns = namespaces[namespaces.length - 1] ?? "common";
  const baseTitle = title ?? t(ns, "meta.title");
  const jsonLd = entry
    ? [
        // An item's own page: Home › its list › the item.
        breadcrumbs([
          { name: t("common", "nav.home"), path: pathFor("home", lang) },
          { name: t("common", `nav.${entry.parent}`), path: pathFor(entry.parent, lang) },
          { name: baseTitle, path: entryPath(entry.route, lang, entry.key) },
        ]),
        ...own,
      ]
    : list
      ? [
          // A page of a long list: Home › its list › this year, month, type or place (Home › this year for the home page's news).
          breadcrumbs([
            { name: t("common", "nav.home"), path: pathFor("home", lang) },
            ...(listRouteByKey(list.route).list === "home"
              ? []
              : [{ name: t("common", `nav.${listRouteByKey(list.route).list}`), path: pathFor(listRouteByKey(list.route).list, lang) }]),
            { name: baseTitle, path: alternates[lang] },
          ]),
          ...own,
        ]
      : routeKey === "home" || !routeKey
        ? [organization(lang)]
        : [
            ...(routeKey === "contact" ? [localBusiness(lang)] : []),
            breadcrumbs([
              { name: t("common", "nav.home"), path: pathFor("home", lang) },
              { name: t("common", `nav.${routeKey}`), path: pathFor(routeKey, lang) },
            ]),
            ...own,
          ];
  return (
    <Seo
      lang={lang}
      title={baseTitle}
      description={description ?? t(ns, "meta.description")}
      alternates={alternates}
      jsonLd={jsonLd}
      noindex={noindex}
    />
  );
}
