import { graphql } from "gatsby";
import React from "react";
import { fill, headStrings, type LocaleEdges } from "../i18n/headStrings";
import { entryPath, pathFor } from "../i18n/routes";
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
  const { language: lang, routeKey, namespaces, alternates, page = 1, entry } = pageContext;
  const t = headStrings(data.locales);
  const ns = namespaces[namespaces.length - 1] ?? "common";
  // Later pages of a paged list name their number, so every page keeps a title of its own.
  const baseTitle = title ?? t(ns, "meta.title");
  const pageTitle = page > 1 ? fill(t(ns, "pager.pageTitle"), { title: baseTitle, page }) : baseTitle;
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
    : routeKey === "home" || !routeKey
      ? [organization(lang)]
      : [
          ...(routeKey === "contact" ? [localBusiness(lang)] : []),
          breadcrumbs([
            { name: t("common", "nav.home"), path: pathFor("home", lang) },
            { name: t("common", `nav.${routeKey}`), path: pathFor(routeKey, lang) },
            ...(page > 1 ? [{ name: fill(t(ns, "pager.crumb"), { page }), path: pathFor(routeKey, lang, page) }] : []),
          ]),
          ...own,
        ];
  return (
    <Seo
      lang={lang}
      title={pageTitle}
      description={description ?? t(ns, "meta.description")}
      alternates={alternates}
      jsonLd={jsonLd}
      noindex={noindex}
    />
  );
}
