import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { AboutPage } from "../components/pages/AboutPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
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
  return <AboutPage {...pageFrame(pageContext)} timeline={data.timeline.nodes} />;
}
