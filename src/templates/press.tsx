import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { IntroPage } from "../components/pages/IntroPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query PressPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function PressTemplate({ pageContext }: PageProps<Queries.PressPageQuery, SitePageContext>) {
  return <IntroPage ns="press" lang={pageContext.language} current="press" alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PressPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
