import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { PartnershipsPage } from "../components/pages/PartnershipsPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query PartnershipsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function PartnershipsTemplate({ pageContext }: PageProps<Queries.PartnershipsPageQuery, SitePageContext>) {
  return <PartnershipsPage lang={pageContext.language} alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PartnershipsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
