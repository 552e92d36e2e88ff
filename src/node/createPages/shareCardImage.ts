// The social card of one page: satori lays the card out (flexbox, with real font metrics and
// Unicode line breaking) and writes SVG, resvg rasterises it, sharp compresses the PNG.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactElement } from "react";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { CARD_HEIGHT, CARD_WIDTH } from "../../lib/shareCardSize";
import type { FontWeight } from "../../lib/designTokens";
import { brandColours, brandFontWeights, ICON_SOURCE, type BrandColour } from "../brandAssets";
import { projectRequire } from "../paths";
import { cacheKey, readEntry, sourceDigest, versionsOf, writeEntry } from "../../../plugins/build-cache/store";

export { CARD_HEIGHT, CARD_WIDTH };

const PAD_X = 80;
const PAD_Y = 64;
/** Text stays inside these bounds: the card less its margins, which some apps crop or round. */
export const SAFE_AREA = { left: PAD_X, right: CARD_WIDTH - PAD_X, top: PAD_Y, bottom: CARD_HEIGHT - PAD_Y } as const;
/** Title sizes tried in order, largest first; the first at which the title fits is used. */
export const TITLE_SIZES = [76, 68, 60, 52, 46] as const;
export const MAX_TITLE_LINES = 4;
/** Space kept between the title's last line and the footer. */
const TITLE_GAP = 24;

export interface CardText {
  brand: string;
  /** The page's own title, in the page's language. */
  title: string;
  tagline: string;
  /** The site's host name, shown in the footer. */
  host: string;
}

export interface CardStyle {
  colours: Record<BrandColour, string>;
  /** The brand mark as a data URI. */
  logo: string;
  /** A soft glow in the top corner, drawn as SVG (satori's radial-gradient rasterised with artefacts). */
  glow: string;
  /** The tokens' two weights; the fonts below are loaded in exactly these. */
  weights: { regular: FontWeight; bold: FontWeight };
  fonts: Font[];
}

// Gatsby bundles this module, so packages are resolved from the project root, not from __dirname.
const FONT_FAMILY = "Noto Sans";

/**
 * The site sets its text in the system font stack, which ends in Noto Sans; a build machine has no
 * system fonts to rely on, so the card uses that family, self-hosted from @fontsource/noto-sans.
 * satori reads WOFF (not WOFF2). The Latin subset covers Spanish; Latin Extended (names such as
 * Łódź) is the fallback, under a name of its own: satori looks for a missing glyph in other
 * families, not in other files of the same one.
 */
function loadFonts(weights: readonly FontWeight[]): Font[] {
  const file = (subset: string, weight: number) =>
    fs.readFileSync(projectRequire.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`));
  return [
    ["latin", FONT_FAMILY],
    ["latin-ext", `${FONT_FAMILY} Latin Extended`],
  ].flatMap(([subset = "", name = ""]) =>
    weights.map((weight) => ({ name, data: file(subset, weight), weight, style: "normal" as const })),
  );
}

const dataUri = (svg: string | Buffer) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

export function loadCardStyle(): CardStyle {
  const colours = brandColours();
  const weights = brandFontWeights();
  const glow = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><defs><radialGradient id="g" cx="1060" cy="60" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colours["violet-glow"]}"/><stop offset="1" stop-color="${colours["violet-glow"]}" stop-opacity="0"/></radialGradient></defs><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/></svg>`;
  return {
    colours,
    logo: dataUri(fs.readFileSync(path.resolve(ICON_SOURCE))),
    glow: dataUri(glow),
    weights,
    fonts: loadFonts([weights.regular, weights.bold]),
  };
}

/** The card as satori elements. Keys name the boxes the layout check reads back. */
export function cardElement(text: CardText, style: CardStyle, titleSize: number): ReactElement {
  const { colours } = style;
  const bold = style.weights.bold;
  return h(
    "div",
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: "border-box",
        padding: `${PAD_Y}px ${PAD_X}px`,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        backgroundColor: colours["ink-900"],
        backgroundImage: `url(${style.glow})`,
        fontFamily: FONT_FAMILY,
        fontWeight: style.weights.regular,
        color: colours["text-on-dark"],
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center" } },
      h("img", { src: style.logo, width: 64, height: 64, style: { marginRight: 20 } }),
      h("div", { style: { fontSize: 34, fontWeight: bold } }, text.brand),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column" } },
      h("div", { style: { width: 96, height: 8, borderRadius: 4, backgroundColor: colours["gold-400"], marginBottom: 28 } }),
      h(
        "div",
        { key: "title", style: { width: SAFE_AREA.right - SAFE_AREA.left, fontSize: titleSize, fontWeight: bold, lineHeight: 1.12 } },
        text.title,
      ),
    ),
    h(
      "div",
      { key: "footer", style: { display: "flex", justifyContent: "space-between", alignItems: "flex-end", fontSize: 26 } },
      h("div", { style: { maxWidth: 720, color: colours["text-on-dark-muted"] } }, text.tagline),
      h("div", { style: { color: colours["gold-400"], fontWeight: bold } }, text.host),
    ),
  );
}

/** One run of text as satori placed it: a word, or the space between two. */
export interface TextRun {
  text: string;
  x: number;
  /** The baseline; runs on one line share it. */
  y: number;
  width: number;
}

export interface CardLayout {
  titleSize: number;
  /** The title's runs, line by line, as the layout engine broke them. */
  titleLines: TextRun[][];
  /** The top of the footer (tagline and host). */
  footerTop: number;
  /** The bottom of the title box. */
  titleBottom: number;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The text runs in satori's SVG when fonts are not embedded: one <text> per run, with its box. */
export function textRuns(svg: string): TextRun[] {
  return [...svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)" width="([\d.-]+)"[^>]*>([^<]*)<\/text>/g)].map(
    ([, x = "", y = "", width = "", text = ""]) => ({
      text: text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity),
      x: Number(x),
      y: Number(y),
      width: Number(width),
    }),
  );
}

function satoriOptions(style: CardStyle, extra: { embedFont: boolean; onNodeDetected?: Parameters<typeof satori>[1]["onNodeDetected"] }) {
  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: style.fonts,
    ...extra,
    // A style satori cannot draw, or a character no font has, must stop the build, not ship a broken card.
    onStyleError: (error: Error) => {
      throw error;
    },
    loadAdditionalAsset: async (_code: string, segment: string): Promise<Font[]> => {
      throw new Error(`No card font has a glyph for "${segment}" (fonts: ${FONT_FAMILY} Latin, Latin Extended)`);
    },
  };
}

/** Lays the card out at one title size and reads back where every run of the title went. */
export async function measureCard(text: CardText, style: CardStyle, titleSize: number): Promise<CardLayout> {
  const boxes = new Map<string, { top: number; left: number; width: number; height: number }>();
  const svg = await satori(
    cardElement(text, style, titleSize),
    satoriOptions(style, { embedFont: false, onNodeDetected: (node) => typeof node.key === "string" && boxes.set(node.key, node) }),
  );
  const title = boxes.get("title");
  const footer = boxes.get("footer");
  if (!title || !footer) throw new Error("The card layout lost its title or footer box");
  // Runs whose baseline lies in the title's box are the title's; the brand is above it, the footer below.
  const inTitle = textRuns(svg).filter((run) => run.y > title.top && run.y <= title.top + title.height);
  const lines = new Map<number, TextRun[]>();
  for (const run of inTitle) lines.set(run.y, [...(lines.get(run.y) ?? []), run]);
  return {
    titleSize,
    titleLines: [...lines.entries()].sort(([a], [b]) => a - b).map(([, runs]) => runs),
    footerTop: footer.top,
    titleBottom: title.top + title.height,
  };
}

/** Why a layout does not fit, or undefined when it does. */
export function misfit(layout: CardLayout): string | undefined {
  if (layout.titleLines.length > MAX_TITLE_LINES) return `${layout.titleLines.length} lines (at most ${MAX_TITLE_LINES})`;
  const outside = layout.titleLines
    .flat()
    .find((run) => run.text.trim() && (run.x < SAFE_AREA.left || run.x + run.width > SAFE_AREA.right + 0.5));
  if (outside) return `"${outside.text}" runs past the margin`;
  if (layout.titleBottom + TITLE_GAP > layout.footerTop) return "the title reaches the footer";
  return undefined;
}

/** The largest title size at which the whole title fits; a title that fits at none stops the build. */
export async function fitCard(text: CardText, style: CardStyle): Promise<CardLayout> {
  let reason = "";
  for (const size of TITLE_SIZES) {
    const layout = await measureCard(text, style, size);
    const problem = misfit(layout);
    if (!problem) return layout;
    reason = problem;
  }
  throw new Error(`The title "${text.title}" does not fit its social card even at ${TITLE_SIZES.at(-1)} px: ${reason}. Shorten it.`);
}

/**
 * Cards already drawn in this process, by what they were drawn from. `gatsby develop` (and so
 * `npm run cms`) runs createPages again after every saved change, and a save changes one title at
 * most: drawing all 26 cards again took about 4 s each time. A build draws each card once.
 */
const drawn = new Map<string, Promise<{ png: Buffer; layout: CardLayout }>>();
const styleKeys = new WeakMap<CardStyle, string>();
const DRAWN_LIMIT = 500;

function drawnKey(text: CardText, style: CardStyle): string {
  let styleKey = styleKeys.get(style);
  if (!styleKey) {
    const hash = createHash("sha256").update(JSON.stringify({ ...style, fonts: undefined }));
    for (const font of style.fonts)
      hash.update(JSON.stringify([font.name, font.weight, font.style])).update(Buffer.from(font.data as ArrayBuffer));
    styleKey = hash.digest("hex");
    styleKeys.set(style, styleKey);
  }
  // Every field of the text, so a field added to CardText is part of the key without anyone remembering.
  return `${styleKey}:${JSON.stringify(Object.entries(text).sort(([a], [b]) => a.localeCompare(b)))}`;
}

/** The card's PNG and layout: drawn once per text and style in this process (see `drawn`). */
export function renderCard(text: CardText, style: CardStyle): Promise<{ png: Buffer; layout: CardLayout }> {
  const key = drawnKey(text, style);
  let card = drawn.get(key);
  if (!card) {
    if (drawn.size >= DRAWN_LIMIT) drawn.clear();
    card = drawOrReuse(text, style);
    drawn.set(key, card);
    // A card that failed (a title too long to fit) is drawn again next time, after the editor's fix or not.
    card.catch(() => drawn.delete(key));
  }
  return card;
}

/** The build cache's folder of cards (plugins/build-cache). */
const CARD_CACHE = "social-cards";

/**
 * A card from the build cache when one with the same text, style and fonts was drawn before by this
 * same code and the same satori, resvg and sharp: every clean build drew every card again, and the
 * cards grow with the items that have pages (docs/performance.md).
 */
async function drawOrReuse(text: CardText, style: CardStyle): Promise<{ png: Buffer; layout: CardLayout }> {
  const key = cacheKey({
    card: drawnKey(text, style),
    drawnBy: sourceDigest("src/node/createPages/shareCardImage.ts"),
    tools: versionsOf(["satori", "@resvg/resvg-js", "sharp"]),
  });
  const kept = readEntry(CARD_CACHE, key);
  if (kept)
    try {
      const layout = JSON.parse(await fs.promises.readFile(path.join(kept, "layout.json"), "utf8")) as CardLayout;
      return { png: await fs.promises.readFile(path.join(kept, "card.png")), layout };
    } catch {
      // An entry another version wrote in another shape: draw the card again.
    }
  const card = await drawCard(text, style);
  await writeEntry(CARD_CACHE, key, async (dir) => {
    await fs.promises.writeFile(path.join(dir, "card.png"), card.png);
    await fs.promises.writeFile(path.join(dir, "layout.json"), JSON.stringify(card.layout));
  });
  return card;
}

async function drawCard(text: CardText, style: CardStyle): Promise<{ png: Buffer; layout: CardLayout }> {
  const layout = await fitCard(text, style);
  const svg = await satori(cardElement(text, style, layout.titleSize), satoriOptions(style, { embedFont: true }));
  const raw = new Resvg(svg).render().asPng();
  // resvg writes RGBA barely compressed (about 150 KB). The card is opaque, so RGB at level 9: 45–75 KB.
  // A 256-colour palette would be smaller but draws rings into the glow.
  const png = await sharp(raw).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
  return { png, layout };
}

/** The card's site path: named after its bytes, so a changed card gets a new URL and may be cached for good. */
export function cardPath(lang: string, key: string, png: Buffer): string {
  return `/og/${lang}-${key}-${createHash("sha256").update(png).digest("hex").slice(0, 12)}.png`;
}
