import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { IntroPage } from "../components/pages/IntroPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query CareersPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function CareersTemplate({ pageContext }: PageProps<Queries.CareersPageQuery, SitePageContext>) {
  return <IntroPage ns="careers" lang={pageContext.language} current="careers" alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CareersPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
