import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { SearchPage } from "../components/pages/SearchPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

// The site map's lists: every live release, open opening and event, in the order their pages list them.
export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    press: allPressRelease(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        key
        title
        hasPage
      }
    }
    careers: allJobOpening(filter: { lang: { eq: $language }, closed: { eq: false } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        title
        hasPage
      }
    }
    events: allUpcomingEvent(filter: { lang: { eq: $language } }, sort: [{ date: ASC }, { key: ASC }]) {
      nodes {
        key
        title
        hasPage
      }
    }
  }
`;

export default function SearchTemplate({ data, pageContext }: PageProps<Queries.SearchPageQuery, SitePageContext>) {
  return (
    <SearchPage {...pageFrame(pageContext)} lists={{ press: data.press.nodes, careers: data.careers.nodes, events: data.events.nodes }} />
  );
}
