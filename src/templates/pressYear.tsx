import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { pageTemplate } from "../components/layout/frame";
import { PressYearPage } from "../components/pages/PressYearPage";
import { fill, headStrings } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";

/** A year's page names its year in its title and description (press.json, archive.meta). */
export const Head = ({ data, pageContext }: HeadProps<Queries.PressYearPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  const year = { year: pageContext.list?.label ?? "" };
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      title={fill(t("press", "archive.meta.title"), year)}
      description={fill(t("press", "archive.meta.description"), year)}
    />
  );
};

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

export default pageTemplate(PressYearPage, (data: Queries.PressYearPageQuery, pageContext) => ({
  releases: data.releases.nodes,
  year: pageContext.list?.label ?? "",
  archive: pageContext.archive ?? [],
}));
