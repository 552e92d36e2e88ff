import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { GonePage } from "../components/pages/GonePage";
import { Seo } from "../components/Seo";
import { headStrings } from "../i18n/headStrings";
import { pathFor } from "../i18n/routes";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query GonePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...PageLocales
    }
  }
`;

export default function GoneTemplate({ pageContext }: PageProps<Queries.GonePageQuery, SitePageContext>) {
  const { language: lang, gone, alternates } = pageContext;
  const list = gone?.list ? { key: gone.list, path: pathFor(gone.list, lang) } : null;
  return <GonePage lang={lang} list={list} home={pathFor("home", lang)} alternates={alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.GonePageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  return <Seo lang={pageContext.language} title={t("common", "gone.metaTitle")} description={t("common", "gone.lead")} noindex />;
};
