import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { AboutPage } from "../components/pages/AboutPage";

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

export default pageTemplate(AboutPage, (data: Queries.AboutPageQuery) => ({ timeline: data.timeline.nodes }));
