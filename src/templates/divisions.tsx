import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { DivisionsPage } from "../components/pages/DivisionsPage";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query DivisionsPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    stats: allStat(filter: { lang: { eq: $language }, group: { ne: "presence" } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        group
        value
        label
      }
    }
  }
`;

export default pageTemplate(DivisionsPage, (data: Queries.DivisionsPageQuery) => ({ stats: data.stats.nodes }));
