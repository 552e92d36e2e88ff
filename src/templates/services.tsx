import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { ServicesPage } from "../components/pages/ServicesPage";
import { pageDocument } from "../components/ui/DownloadButton";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query ServicesPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    onePager: pageMedia(namespace: "services", language: $language, at: "cta", field: "onePagerFile") {
      ...PageDocument
    }
  }
`;

export default pageTemplate(ServicesPage, (data: Queries.ServicesPageQuery) => ({ onePager: pageDocument(data.onePager) }));
