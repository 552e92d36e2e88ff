import fs from "fs";
import path from "path";
import { colourTokens, fontWeightTokens, parseTokens, type FontWeight } from "../lib/designTokens";

// Paths from the project root: Gatsby compiles this module into .cache, and gatsby-config reads it too.
export const TOKENS_FILE = path.resolve("src", "styles", "_tokens.scss");

/** The one source image of the brand mark: the favicon, every generated icon and the mark on the social cards. */
export const ICON_SOURCE = path.join("static", "favicon.svg");

/** The colours the build draws with outside CSS (social cards, web app manifest). */
export const BRAND_COLOURS = ["ink-900", "violet-glow", "gold-400", "text-on-dark", "text-on-dark-muted"] as const;
export type BrandColour = (typeof BRAND_COLOURS)[number];

const readTokens = () => parseTokens(fs.readFileSync(TOKENS_FILE, "utf8"));

export function brandColours(): Record<BrandColour, string> {
  return colourTokens(readTokens(), BRAND_COLOURS);
}

/** 180 px is the apple-touch-icon size; 192 and 512 px are what Android and the install prompt ask a manifest for. */
export const ICON_SIZES = [180, 192, 512] as const;

/** The web app manifest's settings (gatsby-config.ts gives them to manifest-head; the install test reads them). */
export function webAppManifest(brandName: string) {
  const colours = brandColours();
  return {
    name: brandName,
    short_name: brandName,
    start_url: "/",
    display: "standalone",
    theme_color: colours["ink-900"],
    background_color: colours["ink-900"],
    icon: ICON_SOURCE,
    icons: ICON_SIZES.map((size) => ({ src: `icons/icon-${size}x${size}.png`, sizes: `${size}x${size}`, type: "image/png" })),
  };
}

/** The design's two weights, for the text the build draws (social cards). */
export function brandFontWeights(): { regular: FontWeight; bold: FontWeight } {
  const weights = fontWeightTokens(readTokens(), ["font-weight-regular", "font-weight-bold"]);
  return { regular: weights["font-weight-regular"], bold: weights["font-weight-bold"] };
}
