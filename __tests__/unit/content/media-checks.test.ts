// The build's checks of uploaded files (src/node/media/): each case puts a real file, made here, in a
// copy of content/ and names it from an entry the way the content manager would, then reads what the
// build says. No binary fixtures: sharp and pdf-lib make the pictures and PDFs; a few formats with
// no encoder at hand (HEIC, BMP, an animated PNG) are written byte by byte.
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import sharp from "sharp";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { checkMedia } from "../../../src/node/media/checkMedia";
import { mediaProblem, type MediaUse } from "../../../src/node/media/mediaRules";
import * as inspect from "../../../src/node/media/inspect";
import { checkContent } from "../../../src/node/contentChecks";
import { routes } from "../../../src/i18n/routes";
import { DOCUMENT_RULE, IMAGE_RULES } from "../../../src/content-model/media";
import { document, image } from "../../../src/content-model/fields";

const CONTENT = path.resolve(__dirname, "../../../content");
const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);

let dir: string;
let cacheDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-checks-"));
  // Each test with an empty build cache of its own (plugins/build-cache), so none sees another's results.
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-checks-cache-"));
  process.env.SITE_BUILD_CACHE_DIR = cacheDir;
  fs.cpSync(CONTENT, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, "media"), { recursive: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.SITE_BUILD_CACHE_DIR;
  delete process.env.SITE_BUILD_CACHE;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the test edits nested JSON freely
function edit(lang: string, namespace: string, change: (data: Data) => void) {
  const file = path.join(dir, "locales", lang, `${namespace}.json`);
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Data;
  change(data);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
const put = (name: string, bytes: Uint8Array | string) => fs.writeFileSync(path.join(dir, "media", name), bytes);

/** The first partner's logo, chosen in English, with its alt text in both languages. */
function useLogo(name: string) {
  edit("en", "home", (d) => (d.partners.items[0].logo = { src: `media/${name}`, alt: "Starfall Legends logo" }));
  edit("es", "home", (d) => (d.partners.items[0].logo = { alt: "Logotipo de Starfall Legends" }));
}
/** The first gallery tile's photo. */
function usePhoto(name: string) {
  edit("en", "events", (d) => (d.gallery.items[0].photo = { src: `media/${name}`, alt: "Players at the Continental Championship final" }));
  edit("es", "events", (d) => (d.gallery.items[0].photo = { alt: "Jugadores en la final del Campeonato Continental" }));
}
/** The press page's media kit, in one language's file. */
const useKit = (name: string, lang = "en") => edit(lang, "press", (d) => (d.mediaKit.file = `media/${name}`));

// What every message must name: the content file, the key path, the labels with the language, the upload.
const LOGO = ["content/locales/en/home.json", '"partners.items.0.logo.src"', "(Partners › Items › 1 › Logo, English)"];
const PHOTO = ["content/locales/en/events.json", '"gallery.items.0.photo.src"', "(Gallery › Items › 1 › Photo, English)"];
const KIT = ["content/locales/en/press.json", '"mediaKit.file"', "(Media kit › Media kit (PDF), English)"];

/** The one message the build gives, holding each of `words`. */
async function refusal(...words: string[]): Promise<string> {
  const problems = await checkMedia(dir);
  expect(problems).toHaveLength(1);
  for (const word of words) expect(problems[0]).toContain(word);
  return problems[0]!;
}

const flat = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 90, g: 40, b: 160, alpha: 0 } : "#5a28a0" } });
const photoJpeg = () => flat(1600, 1000).jpeg().withMetadata({ exif: { IFD0: { Make: "Mythforge", Model: "Event camera" } } }).toBuffer();
const logoPng = () => flat(400, 200, 4).png().toBuffer();
/** Two frames of 64 × 64 pixels, one above the other, as sharp reads an animation. */
const twoFrames = () =>
  sharp(Buffer.concat([Buffer.alloc(64 * 64 * 4, 255), Buffer.alloc(64 * 64 * 4, 0)]), {
    raw: { width: 64, height: 128, channels: 4, pageHeight: 64 },
  });

async function pdf(build?: (doc: PDFDocument) => void | Promise<void>, options?: { useObjectStreams?: boolean }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  await build?.(doc);
  return Buffer.from(await doc.save(options));
}

/** A one-page PDF written by hand: `catalog` added to its catalog, `objects` numbered from 4. */
function handMadePdf(catalog = "", objects: readonly string[] = []): string {
  return [
    "%PDF-1.7",
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj`,
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    ...objects.map((object, i) => `${i + 4} 0 obj ${object} endobj`),
    `trailer << /Root 1 0 R /Size ${objects.length + 4} >>`,
    "%%EOF",
  ].join("\n");
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An animated PNG of two frames: sharp's PNG with the APNG chunks (acTL, fcTL, fdAT) around its image data. */
async function apng(): Promise<Buffer> {
  const png = await flat(300, 300, 4).png().toBuffer();
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString("latin1", at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const ihdr = chunks.find((c) => c.type === "IHDR")!.data;
  const idat = Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data));
  const control = (sequence: number) => {
    const data = Buffer.alloc(26);
    data.writeUInt32BE(sequence, 0);
    ihdr.copy(data, 4, 0, 8); // width and height
    data.writeUInt16BE(1, 20); // a tenth of a second a frame
    data.writeUInt16BE(10, 22);
    return pngChunk("fcTL", data);
  };
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0);
  const sequence2 = Buffer.alloc(4);
  sequence2.writeUInt32BE(2);
  return Buffer.concat([
    png.subarray(0, 8),
    pngChunk("IHDR", ihdr),
    pngChunk("acTL", actl),
    control(0),
    pngChunk("IDAT", idat),
    control(1),
    pngChunk("fdAT", Buffer.concat([sequence2, idat])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of a HEIC file as phones write it: an ISO-BMFF "ftyp" box of brand heic (libvips here has no HEVC decoder). */
function heic(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(200)]);
}

/** A 2 × 2 BMP, 24 bits a pixel: a 54-byte header, then rows padded to 4 bytes. */
function bmp(): Buffer {
  const file = Buffer.alloc(54 + 16, 0x80);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(0, 6);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(16, 34);
  file.fill(0, 38, 54);
  return file;
}

describe("uploads that pass", () => {
  it("passes a JPEG photo of 1200 pixels or more, a PNG logo with transparency, a clean PDF and one that opens at a page", async () => {
    put("final.jpg", await photoJpeg());
    usePhoto("final.jpg");
    put("starfall.png", await logoPng());
    useLogo("starfall.png");
    put("kit.pdf", await pdf());
    useKit("kit.pdf");
    // A destination array (open at the first page, whole page in view) runs nothing.
    put("profile.pdf", await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([doc.getPage(0).ref, "Fit"]))));
    edit("en", "home", (d) => (d.hero.profileFile = "media/profile.pdf"));
    expect(await checkMedia(dir)).toEqual([]);
    // The edits are what the content manager would save: the other checks pass them too.
    expect(checkContent(dir, policyKeys)).toEqual([]);
  });

  it("passes a WebP photo and a logo exactly at its minimum width", async () => {
    put("expo.webp", await flat(800, 1200).webp().toBuffer());
    usePhoto("expo.webp");
    put("starfall.png", await flat(IMAGE_RULES.logo.minWidth!, 60, 4).png().toBuffer());
    useLogo("starfall.png");
    expect(await checkMedia(dir)).toEqual([]);
  });

  it("checks nothing no entry names, not even an SVG or a file that is not what its name says", async () => {
    put("draft.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    put("notes.pdf", "not a PDF");
    put("old.jpg", (await photoJpeg()).subarray(0, 500));
    expect(await checkMedia(dir)).toEqual([]);
  });

  it("passes the launch content", async () => {
    expect(await checkMedia(CONTENT)).toEqual([]);
  });

  it("reads each file once, two at a time, and reports each entry that names a bad one", async () => {
    // Three of the files have the same bytes: with the cache, the third would be answered from it.
    process.env.SITE_BUILD_CACHE = "off";
    put("kit.pdf", "Media kit, to be written\n");
    useKit("kit.pdf", "en");
    useKit("kit.pdf", "es");
    edit("en", "home", (d) => (d.hero.profileFile = "media/kit.pdf"));
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) put(name, await photoJpeg());
    ["a.jpg", "b.jpg", "c.jpg"].forEach((name, i) =>
      edit("en", "events", (d) => (d.gallery.items[i].photo = { src: `media/${name}`, alt: "Players at the final" })),
    );
    edit("es", "events", (d) => d.gallery.items.slice(0, 3).forEach((item: Data) => (item.photo = { alt: "Jugadores en la final" })));
    const real = inspect.inspectMedia;
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(inspect, "inspectMedia").mockImplementation(async (...args) => {
      most = Math.max(most, ++running);
      try {
        return await real(...args);
      } finally {
        running--;
      }
    });
    const problems = await checkMedia(dir);
    expect(spy.mock.calls.map(([file]) => path.basename(file)).sort()).toEqual(["a.jpg", "b.jpg", "c.jpg", "kit.pdf"]);
    expect(most).toBe(2);
    expect(problems).toHaveLength(3);
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "content/locales/en/home.json",
      "content/locales/en/press.json",
      "content/locales/es/press.json",
    ]);
    expect(problems[2]).toContain("(Media kit › Media kit (PDF), Spanish)");
  });
});

describe("uploads the build refuses", () => {
  it("refuses a path that points at no file", async () => {
    useLogo("gone.png");
    await refusal(...LOGO, "points at no file", "content/media/gone.png", "upload it again, or choose another");
  });

  it("refuses a picture over its budget, before reading its content", async () => {
    const max = IMAGE_RULES.photo.maxBytes;
    // A JPEG's start, padded past the budget: were it decoded it would read as cut short.
    const jpeg = await photoJpeg();
    put("huge.jpg", Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(max + 1 - 200)]));
    usePhoto("huge.jpg");
    const message = await refusal(...PHOTO, "content/media/huge.jpg", "over the 10 MB", "budget for a photo", "save it smaller");
    expect(message).toContain("10,485,761 bytes");
    expect(message).not.toContain("cut short");
    // Sniffed for its type, not decoded.
    expect(await inspect.inspectMedia(path.join(dir, "media", "huge.jpg"), max)).toEqual({ bytes: max + 1, type: { ext: "jpg", mime: "image/jpeg" } });
  });

  it("refuses a document over its budget, saying its size", async () => {
    put("kit.pdf", Buffer.concat([await pdf(), Buffer.alloc(DOCUMENT_RULE.maxBytes + 3 * 1024 * 1024)]));
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "is 23", "over the 20 MB budget for a document", "save a smaller PDF");
  });

  it.each([
    ["plain", "logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80"/></svg>'],
    [
      "behind a byte-order mark, an XML declaration, a comment and a DOCTYPE",
      "logo.svg",
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
    ["named .png", "logo.png", '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'],
  ])("refuses an SVG in a picture field (%s), saying why", async (_, name, svg) => {
    put(name, svg);
    useLogo(name);
    await refusal(...LOGO, `content/media/${name}`, "is an SVG drawing", "a picture field refuses SVG, because a script inside an SVG", "GitHub sign-in", "Upload a PNG", "JPEG");
  });

  it("refuses a PDF named .jpg in a picture field, naming what it is", async () => {
    put("final.jpg", await pdf());
    usePhoto("final.jpg");
    await refusal(...PHOTO, "content/media/final.jpg", "is not what its name says", "ends in .jpg", "really a PDF document", "upload a JPEG, PNG or WebP picture");
  });

  it("refuses a PNG named .jpg", async () => {
    put("starfall.jpg", await logoPng());
    useLogo("starfall.jpg");
    await refusal(...LOGO, "content/media/starfall.jpg", "is not what its name says", "really a PNG picture", "name ending in .png");
  });

  it("refuses a text file named .pdf", async () => {
    put("kit.pdf", "Media kit: logos and photos, coming soon.\n");
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "is not what its name says", "ends in .pdf", "really a text file", "save it as a PDF");
  });

  it.each([
    ["a JPEG", "final.jpg", () => photoJpeg()],
    ["a PNG", "final.png", () => flat(1600, 1000).png({ compressionLevel: 0 }).toBuffer()],
  ])("refuses %s cut short", async (_, name, make) => {
    const whole = await make();
    put(name, whole.subarray(0, Math.floor(whole.length / 2)));
    usePhoto(name);
    await refusal(...PHOTO, `content/media/${name}`, "cannot be read as a picture", "damaged or cut short", "export it again");
  });

  it.each([
    ["GIF", "cheer.gif", () => twoFrames().gif().toBuffer(), "(2 frames)"],
    ["WebP", "cheer.webp", () => twoFrames().webp().toBuffer(), "(2 frames)"],
    ["PNG", "cheer.png", apng, "animated PNG"],
  ])("refuses an animated %s", async (format, name, make, detail) => {
    put(name, await make());
    usePhoto(name);
    await refusal(...PHOTO, `content/media/${name}`, `is an animated ${format}`, detail, "still pictures only", "JPEG (photos) or PNG (logos)");
  });

  it.each([
    ["a HEIC", "final.heic", async () => heic(), "a HEIC/HEIF picture"],
    ["a still GIF", "final.gif", () => flat(1600, 1000).gif({ colours: 2, effort: 1 }).toBuffer(), "a GIF"],
    ["a BMP", "final.bmp", async () => bmp(), "a BMP picture"],
    ["a TIFF", "final.tiff", () => flat(1600, 1000).tiff().toBuffer(), "a TIFF picture"],
    ["an AVIF", "final.avif", () => flat(1600, 1000).avif({ effort: 0 }).toBuffer(), "an AVIF picture"],
  ])("refuses %s photo", async (_, name, make, what) => {
    put(name, await make());
    usePhoto(name);
    await refusal(
      ...PHOTO,
      `content/media/${name}`,
      `is ${what}`,
      "a format the site does not publish (it publishes JPEG, PNG and WebP)",
      "export it as JPEG (photos) or PNG (logos)",
    );
  });

  it("refuses a CMYK picture, saying how to convert it", async () => {
    put("final.jpg", await flat(1200, 800).toColourspace("cmyk").jpeg().toBuffer());
    usePhoto("final.jpg");
    await refusal(...PHOTO, "content/media/final.jpg", "is in CMYK colours", "Convert it to RGB (sRGB) before uploading");
  });

  it("refuses a photo under 1200 pixels on its long edge, saying its size", async () => {
    put("final.jpg", await flat(1000, 700).jpeg().toBuffer());
    usePhoto("final.jpg");
    await refusal(...PHOTO, "content/media/final.jpg", "is 1000 × 700 pixels", "too small for a photo", "at least 1200 pixels");
  });

  it("refuses a logo under 200 pixels wide, as it shows after its EXIF orientation", async () => {
    put("narrow.png", await flat(150, 300, 4).png().toBuffer());
    useLogo("narrow.png");
    await refusal(...LOGO, "content/media/narrow.png", "is 150 pixels wide (150 × 300)", "too small for a logo", "at least 200 pixels wide");
    // Stored 300 wide, turned a quarter on display: 150 wide on the page.
    put("turned.jpg", await flat(300, 150).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    useLogo("turned.jpg");
    await refusal(...LOGO, "content/media/turned.jpg", "is 150 pixels wide (150 × 300)", "too small for a logo");
  });

  it("refuses a document that is not a PDF", async () => {
    put("kit.png", await logoPng());
    useKit("kit.png");
    await refusal(...KIT, "content/media/kit.png", "is a PNG picture, not a PDF", "a document field takes PDFs only");
  });

  it("refuses a PDF with document JavaScript, though packed in a compressed object stream", async () => {
    const bytes = await pdf((doc) => doc.addJavaScript("hello", "app.alert('hello')"));
    // What a scan of the bytes would look for is compressed away.
    expect(bytes.includes("JavaScript")).toBe(false);
    put("kit.pdf", bytes);
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "carries JavaScript", "runs code", "Export it again without them");
  });

  it("refuses a PDF with a script in a page's additional actions (/AA)", async () => {
    put(
      "kit.pdf",
      await pdf((doc) => {
        const action = doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('opened')") });
        doc.getPage(0).node.set(PDFName.of("AA"), doc.context.obj({ O: action }));
      }),
    );
    useKit("kit.pdf");
    await refusal(...KIT, "carries JavaScript");
  });

  it("refuses a PDF whose script hides its names behind #xx escapes", async () => {
    // /#4aS is /JS to a PDF reader (pdf-lib decodes only capital hex digits); no "JavaScript" or "/JS" in the bytes.
    const bytes = handMadePdf("/OpenAction 4 0 R", ["<< /Type /Action /S /#4aava#53cript /#4aS (app.alert\\(1\\)) >>"]);
    expect(/JavaScript|\/JS\b/.test(bytes)).toBe(false);
    put("kit.pdf", bytes);
    useKit("kit.pdf");
    await refusal(...KIT, "carries JavaScript");
  });

  // Each sign on its own, wherever it sits: no one of them stands in for another.
  it.each([
    ["a script (/JS) in an action of no type", "/OpenAction << /JS (app.alert\\(1\\)) >>", [], "JavaScript"],
    ["an action of type JavaScript", "/OpenAction 4 0 R", ["<< /S /JavaScript >>"], "JavaScript"],
    ["a document-level scripts' names tree", "/Names << /JavaScript 4 0 R >>", ["<< /Names [] >>"], "JavaScript"],
    ["an attachments' names tree", "/Names << /EmbeddedFiles 4 0 R >>", ["<< /Names [] >>"], "embedded files"],
    ["an embedded file stream", "", ["<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream"], "embedded files"],
    ["a file specification's embedded file (/EF)", "", ["<< /Type /Filespec /F (a.csv) /EF << >> >>"], "embedded files"],
  ])("refuses a PDF holding only %s", async (_, catalog, objects, found) => {
    put("clean.pdf", handMadePdf());
    useKit("clean.pdf");
    expect(await checkMedia(dir)).toEqual([]);
    put("kit.pdf", handMadePdf(catalog, objects));
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", `carries ${found}`);
  });

  it("refuses a PDF that opens with a launch action", async () => {
    put(
      "kit.pdf",
      await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "Launch", F: PDFString.of("calc.exe") }))),
    );
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "carries a launch action", "start a program");
  });

  it("refuses a PDF with an embedded file", async () => {
    put("kit.pdf", await pdf((doc) => doc.attach(Buffer.from("name,role\n"), "contacts.csv", { mimeType: "text/csv" })));
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "carries embedded files", "carries other files");
  });

  it("refuses a PDF with a file attachment annotation, and names everything it carries", async () => {
    put(
      "kit.pdf",
      await pdf(async (doc) => {
        await doc.addJavaScript("hello", "app.alert('hello')");
        const note = doc.context.obj({ Type: "Annot", Subtype: "FileAttachment", Rect: [0, 0, 10, 10] });
        doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(note)]));
      }),
    );
    useKit("kit.pdf");
    await refusal(...KIT, "carries JavaScript", "and embedded files");
  });

  it("refuses an encrypted PDF", async () => {
    put(
      "kit.pdf",
      await pdf(
        (doc) => {
          const encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4, O: PDFString.of("owner"), U: PDFString.of("user") });
          doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
        },
        { useObjectStreams: false },
      ),
    );
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "is an encrypted PDF", "cannot check what it holds", "without protection");
  });

  it.each([
    ["cut short in an object", async () => (await pdf()).subarray(0, 300), "cannot be parsed"],
    [
      "cut short before its catalog",
      async () => {
        const whole = await pdf(undefined, { useObjectStreams: false });
        const catalog = whole.indexOf("/Type /Catalog");
        return whole.subarray(0, whole.lastIndexOf("\n", whole.lastIndexOf(" 0 obj", catalog)));
      },
      "its catalog, which lists its pages, is missing",
    ],
    // pdf-lib would skip the object and read the pages; a lenient reader might still run the launch action.
    ["with an object it cannot parse", async () => handMadePdf("/OpenAction 4 0 R", ["<< /S /Launch /F (calc.exe) ) >>"]), "cannot be parsed"],
  ])("refuses a PDF %s", async (_, make, why) => {
    put("kit.pdf", await make());
    useKit("kit.pdf");
    await refusal(...KIT, "content/media/kit.pdf", "cannot be read as a PDF", why, "export it again");
  });

  it("names the Spanish file and the language for a document chosen in Spanish", async () => {
    put("kit-es.pdf", await pdf((doc) => doc.addJavaScript("hola", "app.alert('hola')")));
    useKit("kit-es.pdf", "es");
    await refusal("content/locales/es/press.json", '"mediaKit.file"', "(Media kit › Media kit (PDF), Spanish)", "content/media/kit-es.pdf", "carries JavaScript");
  });

  it("checks an item collection's uploads by the collection's fields", async () => {
    const key = fs.readdirSync(path.join(dir, "collections", "news", "en"))[0]!;
    for (const [lang, alt] of [["en", "Judges at the regional finals"], ["es", "Jueces en la final regional"]] as const) {
      const file = path.join(dir, "collections", "news", lang, key);
      const item = JSON.parse(fs.readFileSync(file, "utf8")) as Data;
      fs.writeFileSync(file, JSON.stringify({ ...item, cover: lang === "en" ? { src: "media/cover.jpg", alt } : { alt } }));
    }
    put("cover.jpg", await flat(640, 480).jpeg().toBuffer());
    // No collection has an upload yet: the news gets a photo for this test.
    await jest.isolateModulesAsync(async () => {
      jest.doMock("../../../src/content-model/model", () => {
        const actual = jest.requireActual("../../../src/content-model/model");
        const { image } = jest.requireActual("../../../src/content-model/fields");
        return {
          ...actual,
          ITEM_COLLECTIONS: actual.ITEM_COLLECTIONS.map((c: { name: string; fields: unknown[] }) =>
            c.name === "news" ? { ...c, fields: [...c.fields, image("cover", "Cover", "photo")] } : c,
          ),
        };
      });
      const { checkMedia: check } = await import("../../../src/node/media/checkMedia");
      expect(await check(dir)).toEqual([
        `content/collections/news/en/${key}: "cover.src" (Cover, English) names content/media/cover.jpg, which is 640 × 480 pixels, too small for a photo: its long edge must be at least 1200 pixels; upload a larger original`,
      ]);
    });
  });
});

describe("the rules alone, on facts", () => {
  const logo: MediaUse = {
    ref: { field: image("logo", "Logo", "logo"), path: "logo", labels: ["Logo"], lang: "en", src: "media/logo" },
    contentFile: "content/x.json",
    media: "media/logo",
  };
  const png = { ext: "png", mime: "image/png" };
  const picture = { readable: true, width: 400, height: 200, pages: 1, space: "srgb" } as const;

  it("passes a picture whose name says its type in other words (.jpeg, capitals)", () => {
    const jpeg = { ext: "jpg", mime: "image/jpeg" };
    expect(mediaProblem({ ...logo, media: "media/logo.JPEG" }, { bytes: 9000, type: jpeg, picture })).toBeUndefined();
  });

  it("says a name without an ending is not what the content is, and what to call it", () => {
    expect(mediaProblem(logo, { bytes: 9000, type: png, picture })).toBe(
      'content/x.json: "logo.src" (Logo, English) names content/media/logo, which is not what its name says: its name has no ending such as .jpg or .pdf, but it is really a PNG picture; give it a name ending in .png and upload it again',
    );
  });

  it("calls an empty file empty", () => {
    expect(mediaProblem({ ...logo, media: "media/logo.png" }, { bytes: 0, type: undefined })).toContain(
      "its name ends in .png, but it is really an empty file",
    );
  });

  it("refuses a PDF with no readable type in a document field as not a PDF", () => {
    const kit: MediaUse = { ...logo, ref: { ...logo.ref, field: document("file", "File") }, media: "media/kit.bin" };
    expect(mediaProblem(kit, { bytes: 10, type: undefined })).toContain("which is a file of no type the site recognises");
  });
});

describe("the checks' cache", () => {
  const usePhoto = (name: string) => {
    edit("en", "events", (d) => (d.gallery.items[0].photo = { src: `media/${name}`, alt: "Players at the Continental Championship final" }));
    edit("es", "events", (d) => (d.gallery.items[0].photo = { alt: "Jugadores en la final del Campeonato Continental" }));
  };
  const decodedFiles = () => {
    const spy = jest.spyOn(inspect, "inspectMedia");
    return () => spy.mock.calls.map(([file]) => path.basename(file));
  };

  it("does not decode a file again whose bytes were checked under the same rules, in a later build too", async () => {
    put("photo.jpg", await photoJpeg());
    usePhoto("photo.jpg");
    expect(await checkMedia(dir)).toEqual([]);
    const decoded = decodedFiles();
    expect(await checkMedia(dir)).toEqual([]);
    expect(decoded()).toEqual([]);
  });

  it("checks a file again when its bytes change, and keeps refusing a bad file it remembers", async () => {
    put("photo.jpg", await photoJpeg());
    usePhoto("photo.jpg");
    expect(await checkMedia(dir)).toEqual([]);
    put("photo.jpg", await sharp({ create: { width: 600, height: 400, channels: 3, background: "#456" } }).jpeg().toBuffer());
    const decoded = decodedFiles();
    const first = await checkMedia(dir);
    expect(decoded()).toEqual(["photo.jpg"]);
    expect(first).toHaveLength(1);
    expect(await checkMedia(dir)).toEqual(first);
    expect(decoded()).toEqual(["photo.jpg"]);
  });
});
