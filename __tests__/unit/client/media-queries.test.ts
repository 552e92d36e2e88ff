// The layouts JavaScript switches (the partner carousel) must switch where the styles do: the media
// queries are built from the breakpoints of src/styles/_tokens.scss, not copied from them.
import fs from "fs";
import { parseTokens } from "../../../src/lib/designTokens";
import { TOKENS_FILE } from "../../../src/node/brandAssets";
import { NARROW_SCREEN, SMALL_TABLET } from "../../../src/hooks/media";

const tokens = parseTokens(fs.readFileSync(TOKENS_FILE, "utf8"));
const px = (name: string) => Number.parseFloat(tokens[name] ?? "");

describe("the media queries JavaScript evaluates", () => {
  it("are narrow below $bp-md, where the below-md mixin applies", () => {
    expect(px("bp-md")).toBeGreaterThan(0);
    expect(NARROW_SCREEN).toBe(`(max-width: ${px("bp-md") - 1}px)`);
  });

  it("show two partners from $bp-sm", () => {
    expect(px("bp-sm")).toBeGreaterThan(0);
    expect(SMALL_TABLET).toBe(`(min-width: ${px("bp-sm")}px)`);
  });
});
