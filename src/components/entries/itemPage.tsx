import { graphql, type HeadProps, type PageProps } from "gatsby";
import React, { type ComponentType } from "react";
import type { LocaleEdges } from "../../i18n/headStrings";
import type { Lang } from "../../i18n/languages";
import { absoluteUrl } from "../../i18n/routes";
import type { JsonLd } from "../../metadata/structuredData";
import type { ShareImage, SitePageContext } from "../../types/pageContext";
import { pageFrame } from "../layout/frame";
import { PageHead } from "../PageHead";
import type { EntryFrame, ItemContent } from "./EntryPage";

// What the templates of the items with a page of their own (src/templates/event.tsx, opening.tsx,
// pressRelease.tsx) share: the fields every such item has (the ItemPage interface, src/node/schema.ts),
// the item as its page component takes it, and its page's head. What differs, each kind's own fields
// and its data for search engines, stays in its template.
export const itemPageFields = graphql`
  fragment ItemPageFields on ItemPage {
    title
    bodyHtml
    bodyExcerpt
    goesLiveLabel
    image {
      ...EntryPicture
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

type ItemPageData = Queries.ItemPageFieldsFragment;

/**
 * The item as its page component takes it. Its page is made only for an item with a page text
 * (src/node/createPages/entryPages.ts), so one without is a build error naming it.
 */
export function itemContent<T extends ItemPageData>(item: T | null, kind: string, pageContext: SitePageContext): T & ItemContent {
  if (!item?.bodyHtml) throw new Error(`${kind} "${pageContext.entryKey}" has no page in ${pageContext.language}`);
  const sharp = item.image?.file.childImageSharp;
  const content: ItemContent = {
    title: item.title,
    html: item.bodyHtml,
    picture: sharp && item.image ? { image: sharp.gatsbyImageData, alt: item.image.alt } : undefined,
    goesLiveLabel: item.goesLiveLabel,
  };
  return { ...item, ...content };
}

/** The full address of the item's picture, for the data search engines and link previews read. */
export function pictureUrl(item: ItemPageData): string | undefined {
  const src = item.image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
  return src && absoluteUrl(src);
}

/** Its kind's lead, then the first paragraph of its page text: the page's description. */
export const describe = (lead: string, item: ItemPageData): string => [lead, item.bodyExcerpt].filter(Boolean).join(" ");

/** What an item's page component takes: the frame, the item, and its page's context (the build's date, its key). */
export interface ItemProps<T> {
  item: T & ItemContent;
  /** What its EntryPage takes besides the kind's own parts. */
  frame: EntryFrame;
  pageContext: SitePageContext;
}

/** What differs between the kinds of item page; the rest is this module's. */
export interface ItemKind<T extends ItemPageData> {
  /** How the build names the kind in an error: "Press release". */
  name: string;
  Page: ComponentType<ItemProps<T>>;
  /** The page's description for search engines and link previews. */
  description: (item: T) => string;
  /** The item's data for search engines, at its page's address. */
  jsonLd: (item: T, page: { path: string; language: Lang; shareImage: ShareImage }) => JsonLd;
}

/**
 * A kind's template and head, which its file in src/templates/ exports beside its query. The query
 * names the item `item` and spreads the kind's fragment, which spreads ItemPageFields.
 */
export function itemTemplate<T extends ItemPageData>(kind: ItemKind<T>) {
  type Data = { locales: LocaleEdges; item: T | null };
  function Template({ data, pageContext }: PageProps<Data, SitePageContext>) {
    const item = itemContent(data.item, kind.name, pageContext);
    if (!pageContext.entry) throw new Error(`${kind.name} "${pageContext.entryKey}": its page was made without its route`);
    const frame = { ...pageFrame(pageContext), parent: pageContext.entry.parent, entry: item };
    return <kind.Page item={item} frame={frame} pageContext={pageContext} />;
  }
  // Out of search engines while the item is not yet live (a private preview).
  function Head({ data, pageContext }: HeadProps<Data, SitePageContext>) {
    const { item } = data;
    const page = { path: pageContext.i18n.path, language: pageContext.language, shareImage: pageContext.shareImage };
    return (
      <PageHead
        data={data}
        pageContext={pageContext}
        noindex={Boolean(item?.goesLiveLabel)}
        title={item?.title}
        description={item ? kind.description(item) : undefined}
        jsonLd={item ? [kind.jsonLd(item, page)] : []}
      />
    );
  }
  return { Template, Head };
}
