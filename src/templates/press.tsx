import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { PressPage } from "../components/pages/PressPage";
import { pageDocument } from "../components/ui/DownloadButton";

export { PageHead as Head } from "../components/PageHead";

// The newest releases ($releaseCount, from the settings: press.firstPageCount); every release is on its
// year's page too (src/templates/pressYear.tsx), which the archive links, newest year first.
export const query = graphql`
  query PressPage($language: String!, $namespaces: [String!]!, $releaseCount: Int!) {
    ...PageStrings
    releases: allPressRelease(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }], limit: $releaseCount) {
      nodes {
        ...PressReleaseItem
      }
    }
    mediaKit: pageMedia(namespace: "press", language: $language, at: "mediaKit", field: "file") {
      ...PageDocument
    }
  }

  # What a release's entry in a list shows (PressRelease in src/components/press/ReleaseList.tsx).
  fragment PressReleaseItem on PressRelease {
    key
    date
    dateLabel
    title
    summary
    hasPage
    goesLiveLabel
  }
`;

export default pageTemplate(PressPage, (data: Queries.PressPageQuery, pageContext) => ({
  releases: data.releases.nodes,
  mediaKit: pageDocument(data.mediaKit),
  archive: pageContext.archive ?? [],
}));
