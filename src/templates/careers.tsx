import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { CareersPage } from "../components/pages/CareersPage";

export { PageHead as Head } from "../components/PageHead";

// Every open opening of the language, by its order number, on one page (one past its closing date is
// left out: src/lib/openings.ts), so an opening's place on the site never moves to another page as
// others close; the filters' options come sorted for the language from the build.
export const query = graphql`
  query CareersPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    openings: allJobOpening(filter: { lang: { eq: $language }, closed: { eq: false } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        title
        department
        location
        hasPage
        goesLiveLabel
      }
    }
    filterOptions: openingFilterOptions(lang: $language) {
      departments
      locations
    }
  }
`;

export default pageTemplate(CareersPage, (data: Queries.CareersPageQuery) => ({
  openings: data.openings.nodes,
  departments: data.filterOptions.departments,
  locations: data.filterOptions.locations,
}));
