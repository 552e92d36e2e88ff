import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { ServicesPage } from "../components/pages/ServicesPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query ServicesPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function ServicesTemplate({ pageContext }: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  return <ServicesPage lang={pageContext.language} alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ServicesPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
