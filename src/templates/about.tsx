import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { AboutPage } from "../components/pages/AboutPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    timeline: allTimelineEntry(filter: { lang: { eq: $language } }, sort: [{ year: ASC }, { key: ASC }]) {
      nodes {
        key
        year
        title
        description
      }
    }
  }
`;

export default function AboutTemplate({ data, pageContext }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  return <AboutPage lang={pageContext.language} alternates={pageContext.alternates} timeline={data.timeline.nodes} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.AboutPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
