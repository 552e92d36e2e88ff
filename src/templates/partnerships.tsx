import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { PartnershipsPage } from "../components/pages/PartnershipsPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query PartnershipsPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
  }
`;

export default function PartnershipsTemplate({ pageContext }: PageProps<Queries.PartnershipsPageQuery, SitePageContext>) {
  return <PartnershipsPage {...pageFrame(pageContext)} />;
}
