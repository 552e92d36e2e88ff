import React, { type ReactElement } from "react";
import { absoluteUrl, feedPath } from "../i18n/routes";
import { CARD_HEIGHT, CARD_WIDTH } from "../lib/shareCardSize";
import type { SitePageContext } from "../types/pageContext";

/**
 * The head tags that link previews and feed readers read: the page's social card and its language's
 * news feed. Link previews and feed readers read the HTML and never run the page, so gatsby-ssr.tsx
 * renders these into the HTML only. Through the Head API (src/components/Seo.tsx) they would be
 * compiled into every page's JavaScript too (docs/deploying.md, "Sharing, icons and feeds").
 */
export function shareHeadTags(
  { language, shareImage }: Pick<SitePageContext, "language" | "shareImage">,
  feedTitle: string,
): ReactElement[] {
  const image = absoluteUrl(shareImage.src);
  return [
    <meta key="og:image" property="og:image" content={image} />,
    <meta key="og:image:type" property="og:image:type" content="image/png" />,
    <meta key="og:image:width" property="og:image:width" content={String(CARD_WIDTH)} />,
    <meta key="og:image:height" property="og:image:height" content={String(CARD_HEIGHT)} />,
    <meta key="og:image:alt" property="og:image:alt" content={shareImage.alt} />,
    <meta key="twitter:image" name="twitter:image" content={image} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={shareImage.alt} />,
    <link key="feed" rel="alternate" type="application/rss+xml" title={feedTitle} href={feedPath(language)} />,
  ];
}
