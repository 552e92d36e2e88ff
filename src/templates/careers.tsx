import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { CareersPage } from "../components/pages/CareersPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query CareersPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    openings: allJobOpening(filter: { lang: { eq: $language } }) {
      nodes { key title department location }
    }
  }
`;

export default function CareersTemplate({ data, pageContext }: PageProps<Queries.CareersPageQuery, SitePageContext>) {
  return <CareersPage lang={pageContext.language} alternates={pageContext.alternates} openings={data.openings.nodes} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CareersPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
