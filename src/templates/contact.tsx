import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { ContactPage } from "../components/pages/ContactPage";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
  }
`;

export default function ContactTemplate({ pageContext }: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  return <ContactPage {...pageFrame(pageContext)} />;
}
