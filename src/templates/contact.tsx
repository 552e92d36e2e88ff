import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { ContactPage } from "../components/pages/ContactPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
  }
`;

export default function ContactTemplate({ pageContext }: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  return <ContactPage lang={pageContext.language} alternates={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ContactPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
