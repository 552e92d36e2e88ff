import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { DivisionsPage } from "../components/pages/DivisionsPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query DivisionsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    stats: allStat(filter: { lang: { eq: $language }, group: { ne: "presence" } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        group
        value
        label
      }
    }
  }
`;

export default function DivisionsTemplate({ data, pageContext }: PageProps<Queries.DivisionsPageQuery, SitePageContext>) {
  return <DivisionsPage lang={pageContext.language} alternates={pageContext.alternates} stats={data.stats.nodes} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.DivisionsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
