import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { CareersPage } from "../components/pages/CareersPage";

export { PageHead as Head } from "../components/PageHead";

// One page of the open openings ($skip, $limit from createPages and the settings), by their order number
// (one past its closing date is left out: src/lib/openings.ts); the count and the filters' options
// (sorted for the language by the build) come from every open opening of the language.
export const query = graphql`
  query CareersPage($language: String!, $namespaces: [String!]!, $skip: Int!, $limit: Int!) {
    ...PageStrings
    openings: allJobOpening(
      filter: { lang: { eq: $language }, closed: { eq: false } }
      sort: [{ order: ASC }, { key: ASC }]
      skip: $skip
      limit: $limit
    ) {
      totalCount
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

export default pageTemplate(CareersPage, (data: Queries.CareersPageQuery, pageContext) => ({
  openings: data.openings.nodes,
  total: data.openings.totalCount,
  departments: data.filterOptions.departments,
  locations: data.filterOptions.locations,
  page: pageContext.page ?? 1,
  pageCount: pageContext.pageCount ?? 1,
}));
