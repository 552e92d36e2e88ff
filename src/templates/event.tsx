import { graphql } from "gatsby";

// An event's own page: made only for an event with a page text (src/node/createPages/entryPages.ts).
// Its page, its head and its fields are an event's (src/components/pages/EventPage.tsx).
export { EventTemplate as default, EventHead as Head } from "../components/pages/EventPage";

export const query = graphql`
  query EventPage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    item: upcomingEvent(key: { eq: $entryKey }, lang: { eq: $language }) {
      ...EventPageFields
    }
  }
`;
