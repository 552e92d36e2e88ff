import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { ServicesPage } from "../components/pages/ServicesPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query ServicesPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
  }
`;

export default function ServicesTemplate({ pageContext }: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  return <ServicesPage {...pageFrame(pageContext)} />;
}
