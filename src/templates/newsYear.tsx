import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { YearArchiveHead } from "../components/YearArchiveHead";
import { pageTemplate } from "../components/layout/frame";
import { YearArchivePage } from "../components/pages/YearArchivePage";
import type { SitePageContext } from "../types/pageContext";

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsYearPageQuery, SitePageContext>) => (
  <YearArchiveHead data={data} pageContext={pageContext} kind="news" />
);

// The news items of one year ($listKeys: the build's model of the site picks them, src/node/schedule/siteAt.ts),
// newest first: where a feed item older than the home page's newest links. An item's date never changes,
// so the page it is on never moves.
export const query = graphql`
  query NewsYearPage($language: String!, $namespaces: [String!]!, $listKeys: [String!]!) {
    ...PageStrings
    news: allNewsItem(filter: { lang: { eq: $language }, key: { in: $listKeys } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        ...NewsListItem
      }
    }
  }
`;

export default pageTemplate(YearArchivePage, (data: Queries.NewsYearPageQuery, pageContext) => ({
  items: { kind: "news" as const, news: data.news.nodes },
  year: pageContext.list?.label ?? "",
  archive: pageContext.archive ?? [],
}));
