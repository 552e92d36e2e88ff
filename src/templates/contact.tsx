import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { ContactPage } from "../components/pages/ContactPage";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
  }
`;

export default pageTemplate(ContactPage, (_data: Queries.ContactPageQuery) => ({}));
