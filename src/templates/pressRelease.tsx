import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { PageHead } from "../components/PageHead";
import { PressReleasePage } from "../components/pages/PressReleasePage";
import { absoluteUrl } from "../i18n/routes";
import { newsArticleData } from "../lib/itemStructuredData";
import type { SitePageContext } from "../types/pageContext";

// A press release's own page: made only for a release with a page text (src/node/createPages/entryPages.ts).
export const query = graphql`
  query PressReleasePage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    release: pressRelease(key: { eq: $entryKey }, lang: { eq: $language }) {
      title
      date
      dateLabel
      summary
      bodyHtml
      goesLiveLabel
      image {
        ...EntryPicture
      }
    }
  }

  # An item page's picture: the width of the text, in AVIF and WebP with a fallback. A width every
  # 192 px, so a phone takes the one just above its screen (a 412 px phone at 1.75× takes 768, not
  # 1152: the picture is often its first screen's largest element), at the gallery's quality.
  fragment EntryPicture on ItemImage {
    alt
    file {
      childImageSharp {
        gatsbyImageData(
          width: 1152
          breakpoints: [384, 576, 768, 960, 1152]
          layout: CONSTRAINED
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          quality: 60
          sizes: "(min-width: 52rem) 48rem, 100vw"
        )
      }
    }
  }
`;

export default function PressReleaseTemplate({ data, pageContext }: PageProps<Queries.PressReleasePageQuery, SitePageContext>) {
  const release = data.release;
  if (!release?.bodyHtml) throw new Error(`Press release "${pageContext.entryKey}" has no page in ${pageContext.language}`);
  const picture = release.image?.file.childImageSharp
    ? { image: release.image.file.childImageSharp.gatsbyImageData, alt: release.image.alt }
    : undefined;
  return <PressReleasePage {...pageFrame(pageContext)} release={{ ...release, html: release.bodyHtml, picture }} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PressReleasePageQuery, SitePageContext>) => {
  const release = data.release;
  const picture = release?.image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      noindex={Boolean(release?.goesLiveLabel)}
      title={release?.title}
      description={release?.summary}
      jsonLd={
        release
          ? [
              newsArticleData(
                {
                  title: release.title,
                  date: release.date,
                  summary: release.summary,
                  // Its picture, or else its page's social card: an article is shown with an image.
                  image: absoluteUrl(picture ?? pageContext.shareImage.src),
                  path: pageContext.i18n.path,
                },
                pageContext.language,
              ),
            ]
          : []
      }
    />
  );
};
