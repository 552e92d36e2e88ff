import { graphql } from "gatsby";
import { pageTemplate } from "../components/layout/frame";
import { HomePage } from "../components/pages/HomePage";
import { pageDocument } from "../components/ui/DownloadButton";
import { pageImages } from "../components/ui/ResponsiveImage";

export { PageHead as Head } from "../components/PageHead";

// $newsCount comes from the settings (requirements.md#constants: home shows 3 of 5), so the page never carries the
// rest: every item is on its year's page (src/templates/newsYear.tsx), which the news section links.
export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!, $newsCount: Int!) {
    ...PageStrings
    news: allNewsItem(filter: { lang: { eq: $language } }, sort: [{ date: DESC }, { key: ASC }], limit: $newsCount) {
      nodes {
        ...NewsListItem
      }
    }
    figures: allStat(filter: { lang: { eq: $language }, group: { eq: "presence" } }, sort: [{ order: ASC }, { key: ASC }]) {
      nodes {
        key
        value
        label
      }
    }
    partnerImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "partners.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          width: 560
          aspectRatio: 1.6
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          quality: 70
          sizes: "(min-width: 1024px) 22rem, (min-width: 560px) 50vw, 100vw"
        )
      }
    }
    # Each partner's logo, where an editor uploaded one: fitted whole inside the card's picture box
    # (no crop), in its own format (a PNG keeps its transparency) beside WebP and AVIF.
    partnerLogos: pageMedia(namespace: "home", language: $language, at: "partners.items", field: "logo") {
      index
      alt
      file {
        childImageSharp {
          gatsbyImageData(
            width: 480
            layout: CONSTRAINED
            formats: [AUTO, WEBP, AVIF]
            placeholder: NONE
            quality: 80
            sizes: "(min-width: 1024px) 18rem, (min-width: 560px) 40vw, 80vw"
          )
        }
      }
    }
    profile: pageMedia(namespace: "home", language: $language, at: "hero", field: "profileFile") {
      ...PageDocument
    }
  }

  # What a news item's card shows (NewsItem in src/components/home/NewsList.tsx), on the home page and a year's page.
  fragment NewsListItem on NewsItem {
    key
    date
    dateLabel
    title
    excerpt
    goesLiveLabel
  }
`;

export default pageTemplate(HomePage, (data: Queries.HomePageQuery, pageContext) => ({
  news: data.news.nodes,
  newsArchive: pageContext.archive ?? [],
  figures: data.figures.nodes,
  partnerImage: data.partnerImage?.childImageSharp?.gatsbyImageData,
  partnerLogos: pageImages(data.partnerLogos),
  profile: pageDocument(data.profile),
}));
