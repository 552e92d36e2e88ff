import { graphql } from "gatsby";

// A job opening's own page: made only for an open opening with a page text (src/node/createPages/entryPages.ts).
// Its page, its head and its fields are a job opening's (src/components/pages/OpeningPage.tsx).
export { OpeningTemplate as default, OpeningHead as Head } from "../components/pages/OpeningPage";

export const query = graphql`
  query OpeningPage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    item: jobOpening(key: { eq: $entryKey }, lang: { eq: $language }) {
      ...OpeningPageFields
    }
  }
`;
