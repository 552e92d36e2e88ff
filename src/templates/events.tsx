import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { IntroPage } from "../components/pages/IntroPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function EventsTemplate({ pageContext }: PageProps<Queries.EventsPageQuery, SitePageContext>) {
  return <IntroPage ns="events" lang={pageContext.language} current="events" alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
