import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { PressPage } from "../components/pages/PressPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query PressPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    releases: allPressRelease(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        key
        date
        dateLabel
        title
        summary
      }
    }
  }
`;

export default function PressTemplate({ data, pageContext }: PageProps<Queries.PressPageQuery, SitePageContext>) {
  return <PressPage lang={pageContext.language} alternates={pageContext.alternates} releases={data.releases.nodes} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PressPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
