import fs from "fs";
import path from "path";
import { colourTokens, fontWeightTokens, parseTokens } from "../../../src/lib/designTokens";
import { BRAND_COLOURS, brandColours, brandFontWeights, TOKENS_FILE } from "../../../src/node/brandAssets";

describe("parseTokens", () => {
  it("reads every top-level variable and skips maps, mixins and comments", () => {
    const scss = `// $commented: #000;\n$ink: #100e24;\n$glow: rgba(109, 82, 240, 0.45);\n$font: system-ui, sans-serif;\n@mixin x { color: $ink; }\n`;
    expect(parseTokens(scss)).toEqual({ ink: "#100e24", glow: "rgba(109, 82, 240, 0.45)", font: "system-ui, sans-serif" });
  });
});

describe("colourTokens", () => {
  it("returns the named colours and refuses a missing name or a value that is not a literal colour", () => {
    const tokens = { ink: "#100e24", glow: "rgba(109, 82, 240, 0.45)", alias: "$ink" };
    expect(colourTokens(tokens, ["ink", "glow"])).toEqual({ ink: "#100e24", glow: "rgba(109, 82, 240, 0.45)" });
    expect(() => colourTokens(tokens, ["paper"])).toThrow(/\$paper is missing/);
    expect(() => colourTokens(tokens, ["alias"])).toThrow(/not a hex or rgb\(a\) colour/);
  });
});

describe("fontWeightTokens", () => {
  it("returns the named weights as numbers and refuses a missing name or a value that is not a weight", () => {
    const tokens = { regular: "400", bold: "700", heavy: "bold", odd: "450" };
    expect(fontWeightTokens(tokens, ["regular", "bold"])).toEqual({ regular: 400, bold: 700 });
    expect(() => fontWeightTokens(tokens, ["light"])).toThrow(/\$light is missing/);
    expect(() => fontWeightTokens(tokens, ["heavy"])).toThrow(/not a font weight/);
    expect(() => fontWeightTokens(tokens, ["odd"])).toThrow(/not a font weight/);
  });
});

describe("the brand colours the build draws with", () => {
  it("are the values in src/styles/_tokens.scss", () => {
    const scss = fs.readFileSync(TOKENS_FILE, "utf8");
    expect(path.relative(process.cwd(), TOKENS_FILE)).toBe(path.join("src", "styles", "_tokens.scss"));
    for (const [name, value] of Object.entries(brandColours())) expect(scss).toContain(`$${name}: ${value};`);
    expect(Object.keys(brandColours())).toEqual([...BRAND_COLOURS]);
  });
});

describe("the font weights the social cards draw with", () => {
  it("are the two weights in src/styles/_tokens.scss", () => {
    const scss = fs.readFileSync(TOKENS_FILE, "utf8");
    const { regular, bold } = brandFontWeights();
    expect(scss).toContain(`$font-weight-regular: ${regular};`);
    expect(scss).toContain(`$font-weight-bold: ${bold};`);
  });
});
