import { graphql } from "gatsby";

// A press release's own page: made only for a release with a page text (src/node/createPages/entryPages.ts).
// Its page, its head and its fields are a press release's (src/components/pages/PressReleasePage.tsx).
export { PressReleaseTemplate as default, PressReleaseHead as Head } from "../components/pages/PressReleasePage";

export const query = graphql`
  query PressReleasePage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    item: pressRelease(key: { eq: $entryKey }, lang: { eq: $language }) {
      ...PressReleasePageFields
    }
  }
`;
