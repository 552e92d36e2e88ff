import { graphql, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { ServicesPage } from "../components/pages/ServicesPage";
import { pageDocument } from "../components/ui/DownloadButton";
import type { SitePageContext } from "../types/pageContext";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query ServicesPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    onePager: pageMedia(namespace: "services", language: $language, at: "cta", field: "onePagerFile") {
      ...PageDocument
    }
  }
`;

export default function ServicesTemplate({ data, pageContext }: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  return <ServicesPage {...pageFrame(pageContext)} onePager={pageDocument(data.onePager)} />;
}
