import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { pageTemplate } from "../components/layout/frame";
import { NewsYearPage } from "../components/pages/NewsYearPage";
import { fill, headStrings } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";

/** A year's page names its year in its title and description (home.json, news.archive.meta). */
export const Head = ({ data, pageContext }: HeadProps<Queries.NewsYearPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  const year = { year: pageContext.list?.label ?? "" };
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      title={fill(t("home", "news.archive.meta.title"), year)}
      description={fill(t("home", "news.archive.meta.description"), year)}
    />
  );
};

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

export default pageTemplate(NewsYearPage, (data: Queries.NewsYearPageQuery, pageContext) => ({
  news: data.news.nodes,
  year: pageContext.list?.label ?? "",
  archive: pageContext.archive ?? [],
}));
