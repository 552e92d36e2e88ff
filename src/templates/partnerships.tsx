import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { PartnershipsPage } from "../components/pages/PartnershipsPage";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query PartnershipsPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
  }
`;

export default pageTemplate(PartnershipsPage, (_data: Queries.PartnershipsPageQuery) => ({}));
