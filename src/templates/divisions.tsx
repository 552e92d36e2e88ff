import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { IntroPage } from "../components/pages/IntroPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query DivisionsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function DivisionsTemplate({ pageContext }: PageProps<Queries.DivisionsPageQuery, SitePageContext>) {
  return <IntroPage ns="divisions" lang={pageContext.language} current="divisions" alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.DivisionsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
