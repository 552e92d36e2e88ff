import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { SearchPage } from "../components/pages/SearchPage";

export { PageHead as Head } from "../components/PageHead";

// The site map's lists: every live release, open opening and event, in the order their pages list them.
export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    press: allPressRelease(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        ...SiteMapItem
      }
    }
    careers: allJobOpening(filter: { lang: { eq: $language }, closed: { eq: false } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        ...SiteMapItem
      }
    }
    events: allUpcomingEvent(filter: { lang: { eq: $language } }, sort: [{ date: ASC }, { key: ASC }]) {
      nodes {
        ...SiteMapItem
      }
    }
  }
`;

export default pageTemplate(SearchPage, (data: Queries.SearchPageQuery) => ({
  lists: { press: data.press.nodes, careers: data.careers.nodes, events: data.events.nodes },
}));
