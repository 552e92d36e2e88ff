import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { PressPage } from "../components/pages/PressPage";
import { pageDocument } from "../components/ui/DownloadButton";

export { PageHead as Head } from "../components/PageHead";

export const query = graphql`
  query PressPage($language: String!, $namespaces: [String!]!) {
    ...PageStrings
    releases: allPressRelease(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        key
        date
        dateLabel
        title
        summary
        hasPage
        goesLiveLabel
      }
    }
    mediaKit: pageMedia(namespace: "press", language: $language, at: "mediaKit", field: "file") {
      ...PageDocument
    }
  }
`;

export default pageTemplate(PressPage, (data: Queries.PressPageQuery) => ({
  releases: data.releases.nodes,
  mediaKit: pageDocument(data.mediaKit),
}));
