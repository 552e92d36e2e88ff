import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { IntroPage } from "../components/pages/IntroPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function AboutTemplate({ pageContext }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  return <IntroPage ns="about" lang={pageContext.language} current="about" alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.AboutPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
