import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { YearArchiveHead } from "../components/YearArchiveHead";
import { pageTemplate } from "../components/layout/frame";
import { YearArchivePage } from "../components/pages/YearArchivePage";
import type { SitePageContext } from "../types/pageContext";

export const Head = ({ data, pageContext }: HeadProps<Queries.PressYearPageQuery, SitePageContext>) => (
  <YearArchiveHead data={data} pageContext={pageContext} kind="press" />
);

// The releases of one year ($listKeys: the build's model of the site picks them, src/node/schedule/siteAt.ts),
// newest first. A release's date never changes, so the page a release is on never moves.
export const query = graphql`
  query PressYearPage($language: String!, $namespaces: [String!]!, $listKeys: [String!]!) {
    ...PageStrings
    releases: allPressRelease(filter: { lang: { eq: $language }, key: { in: $listKeys } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        ...PressReleaseItem
      }
    }
  }
`;

export default pageTemplate(YearArchivePage, (data: Queries.PressYearPageQuery, pageContext) => ({
  items: { kind: "press" as const, releases: data.releases.nodes },
  year: pageContext.list?.label ?? "",
  archive: pageContext.archive ?? [],
}));
