import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

interface ResponsiveImageProps {
  /** gatsby-plugin-image's build output for the file: AVIF and WebP sources, a sized fallback. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Lazy unless the image is above the fold. */
  loading?: "lazy" | "eager";
}

/**
 * A processed image as plain <picture> markup. GatsbyImage would add its runtime (with
 * react-dom/server, ~20 KB compressed) to hydrate a static picture; the width and height
 * attributes reserve the space, so nothing shifts while the file arrives.
 */
export function ResponsiveImage({ image, alt, className, loading = "lazy" }: ResponsiveImageProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={{ backgroundColor: image.backgroundColor }}
      />
    </picture>
  );
}

/** A picture an editor uploaded for a page (src/node/media/resolve.ts): its processed image and its alt text in the page's language. */
export interface PageImage {
  image: IGatsbyImageData;
  /** Empty for a decorative picture. */
  alt: string;
}

/**
 * A page's pictures from its query's `pageMedia(…)`, by the index of the list item each belongs to
 * (a partner, a gallery tile); an item without one has no entry.
 */
export function pageImages(
  uploads: readonly { index: number | null; alt: string; file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } }[],
): ReadonlyMap<number, PageImage> {
  return new Map(
    uploads.flatMap(({ index, alt, file }) =>
      index !== null && file.childImageSharp ? [[index, { image: file.childImageSharp.gatsbyImageData, alt }] as const] : [],
    ),
  );
}
