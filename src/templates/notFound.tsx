import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { NotFoundPage } from "../components/pages/NotFoundPage";
import { Seo } from "../components/Seo";
import { headStrings } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...PageLocales
    }
  }
`;

export default function NotFoundTemplate({ pageContext }: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  return <NotFoundPage lang={pageContext.language} homes={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  return <Seo lang={pageContext.language} title={t("common", "notFound.metaTitle")} description={t("common", "notFound.lead")} noindex />;
};
