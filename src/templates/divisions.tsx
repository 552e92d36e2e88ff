import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { DivisionsPage } from "../components/pages/DivisionsPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query DivisionsPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    stats: allStat(filter: { lang: { eq: $language }, group: { ne: "presence" } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        group
        value
        label
      }
    }
  }
`;

export default function DivisionsTemplate({ data, pageContext }: PageProps<Queries.DivisionsPageQuery, SitePageContext>) {
  return <DivisionsPage {...pageFrame(pageContext)} stats={data.stats.nodes} />;
}
