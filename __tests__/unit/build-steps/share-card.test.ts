import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardPath,
  fitCard,
  loadCardStyle,
  MAX_TITLE_LINES,
  misfit,
  renderCard,
  SAFE_AREA,
  TITLE_SIZES,
  type CardLayout,
  type CardText,
} from "../../../src/node/createPages/shareCardImage";

// Every card here is drawn: a build cache of this file's own, empty, so no card comes from an earlier run.
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "share-card-cache-"));
process.env.SITE_BUILD_CACHE_DIR = cacheDir;
afterAll(() => {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  delete process.env.SITE_BUILD_CACHE_DIR;
});

const style = loadCardStyle();
const card = (title: string): CardText => ({
  brand: "Mythforge Group",
  title,
  tagline: "Cartas coleccionables, coleccionismo y juego, de Latinoamérica al mundo",
  host: "www.example.com",
});
// The site's longest Spanish page title, and a longer one than any page has yet.
const LONGEST_SPANISH = "Mythforge Group — Cartas coleccionables, coleccionismo y juego en vivo";
const LONGER_SPANISH =
  "Declaración de cumplimiento normativo y transparencia corporativa para distribuidores, franquiciatarios y socios internacionales";

/** The words on each line, as the layout engine placed them. */
const wordsByLine = (layout: CardLayout) =>
  layout.titleLines.map((runs) =>
    runs
      .map((run) => run.text)
      .join("")
      .trim()
      .split(/\s+/),
  );

describe.each([LONGEST_SPANISH, LONGER_SPANISH])("the card for %s", (title) => {
  let layout: CardLayout;
  beforeAll(async () => {
    layout = await fitCard(card(title), style);
  });

  it("wraps the title onto several lines, at most the allowed number", () => {
    expect(layout.titleLines.length).toBeGreaterThan(1);
    expect(layout.titleLines.length).toBeLessThanOrEqual(MAX_TITLE_LINES);
  });

  it("breaks only between words: the lines hold the title's words, whole and in order", () => {
    expect(wordsByLine(layout).flat()).toEqual(title.split(/\s+/));
  });

  it("keeps every word inside the margins and the title clear of the footer", () => {
    for (const run of layout.titleLines.flat().filter((r) => r.text.trim())) {
      expect(run.x).toBeGreaterThanOrEqual(SAFE_AREA.left);
      expect(run.x + run.width).toBeLessThanOrEqual(SAFE_AREA.right + 0.5);
    }
    expect(layout.titleBottom).toBeLessThan(layout.footerTop);
    expect(misfit(layout)).toBeUndefined();
  });
});

describe("fitting a title", () => {
  it("sets a short title on one line at the largest size", async () => {
    const layout = await fitCard(card("Empleos"), style);
    expect(layout.titleSize).toBe(TITLE_SIZES[0]);
    expect(wordsByLine(layout)).toEqual([["Empleos"]]);
  });

  it("sets a long title smaller than a short one", async () => {
    expect((await fitCard(card(LONGER_SPANISH), style)).titleSize).toBeLessThan(TITLE_SIZES[0]);
  });

  it("refuses a title that fits at no size, naming it, instead of cutting or overflowing it", async () => {
    const title = `Internacionalización ${"superextraordinariamente".repeat(3)}`;
    await expect(fitCard(card(title), style)).rejects.toThrow(new RegExp(`"${title}" does not fit`));
  });

  it("draws letters beyond Spanish from the Latin Extended font, and stops at letters no card font has", async () => {
    expect(
      (await fitCard(card("Mythforge en Łódź"), style)).titleLines
        .flat()
        .map((r) => r.text)
        .join(""),
    ).toBe("Mythforge en Łódź");
    await expect(fitCard(card("Карты и игры"), style)).rejects.toThrow(/No card font has a glyph for "Карты/);
  });

  it("counts a word past the right margin, too many lines, or a title over the footer as a misfit", () => {
    const run = (x: number, width: number, y: number) => ({ text: "palabra", x, y, width });
    const fine: CardLayout = { titleSize: 60, titleLines: [[run(80, 300, 300)]], titleBottom: 320, footerTop: 480 };
    expect(misfit(fine)).toBeUndefined();
    expect(misfit({ ...fine, titleLines: [[run(900, 300, 300)]] })).toMatch(/"palabra" runs past the margin/);
    expect(misfit({ ...fine, titleLines: [1, 2, 3, 4, 5].map((i) => [run(80, 100, 200 + i * 40)]) })).toMatch(/5 lines/);
    expect(misfit({ ...fine, titleBottom: 470 })).toMatch(/reaches the footer/);
  });
});

describe("the rendered card", () => {
  it("is a 1200×630 PNG under 100 KB", async () => {
    const { png } = await renderCard(card(LONGEST_SPANISH), style);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    });
    expect(png.length).toBeLessThan(100 * 1024);
  });

  // gatsby develop runs createPages again after every save: unchanged cards are not drawn again.
  it("is drawn once per text and style in a process; a changed title or style draws it anew", async () => {
    const first = await renderCard(card("Once drawn"), style);
    expect((await renderCard(card("Once drawn"), style)).png).toBe(first.png);
    expect((await renderCard(card("Once drawn"), loadCardStyle())).png).toBe(first.png);
    const retitled = await renderCard(card("Drawn anew"), style);
    expect(retitled.png).not.toBe(first.png);
    expect(retitled.png.equals(first.png)).toBe(false);
    const restyled = { ...style, colours: { ...style.colours, "ink-900": "#000000" } };
    expect((await renderCard(card("Once drawn"), restyled)).png.equals(first.png)).toBe(false);
  });

  it("is named after its bytes, so a changed card gets a new URL", () => {
    const a = cardPath("es", "careers", Buffer.from("one card"));
    expect(a).toMatch(/^\/og\/es-careers-[0-9a-f]{12}\.png$/);
    expect(cardPath("es", "careers", Buffer.from("one card"))).toBe(a);
    expect(cardPath("es", "careers", Buffer.from("another card"))).not.toBe(a);
  });
});

describe("the cards' cache", () => {
  type CardModule = typeof import("../../../src/node/createPages/shareCardImage");
  /** The card module as a new build process loads it, with resvg refusing to draw when `drawing` is false. */
  const freshBuild = (drawing: boolean): CardModule => {
    let loaded: CardModule | undefined;
    jest.isolateModules(() => {
      if (!drawing)
        jest.doMock("@resvg/resvg-js", () => ({
          Resvg: function Resvg() {
            throw new Error("drawn again");
          },
        }));
      loaded = jest.requireActual<CardModule>("../../../src/node/createPages/shareCardImage");
    });
    jest.dontMock("@resvg/resvg-js");
    return loaded!;
  };

  it("does not draw a card again whose title, language and style are unchanged, in a later build", async () => {
    const text = card("Eventos y torneos del grupo");
    const first = freshBuild(true);
    const drawn = await first.renderCard(text, first.loadCardStyle());
    const later = freshBuild(false);
    const kept = await later.renderCard(text, later.loadCardStyle());
    expect(kept.png.equals(drawn.png)).toBe(true);
    expect(kept.layout).toEqual(drawn.layout);
    // A changed title, tagline (the language's) or style is a card not drawn yet.
    await expect(later.renderCard({ ...text, title: "Eventos y torneos del grupo 2027" }, later.loadCardStyle())).rejects.toThrow(
      "drawn again",
    );
    await expect(later.renderCard({ ...text, tagline: "Trading cards and collectibles" }, later.loadCardStyle())).rejects.toThrow(
      "drawn again",
    );
    const restyled = later.loadCardStyle();
    await expect(later.renderCard(text, { ...restyled, colours: { ...restyled.colours, "gold-400": "#ffffff" } })).rejects.toThrow(
      "drawn again",
    );
  });
});
