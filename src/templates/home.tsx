import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { HomePage } from "../components/pages/HomePage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function HomeTemplate({ pageContext }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  return <HomePage lang={pageContext.language} alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
