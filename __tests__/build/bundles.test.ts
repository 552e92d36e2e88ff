// The JavaScript bundles as built: the first-load bundles ask V8 to compile them while they stream
// in (src/node/compileHint.ts), their source maps still line up, and route chunks stay lazy.
import fs from "fs";
import path from "path";
import { COMPILE_HINT } from "../../src/node/compileHint";
import { PUBLIC } from "../support/builtSite";

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
  assetsByChunkName: Record<string, string[]>;
};
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
const jsOf = (group: string) => (stats.assetsByChunkName[group] ?? []).filter((file) => file.endsWith(".js"));
const eager = jsOf("app").filter((file) => /^(framework|app)-/.test(file));

describe("the first-load bundles", () => {
  it("are React's renderer and Gatsby's runtime", () => {
    expect(eager.map((file) => file.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["framework", "app"]);
  });

  it.each(eager)("%s starts with V8's compile hint", (file) => {
    expect(read(file).startsWith(COMPILE_HINT)).toBe(true);
  });

  // src/node/webpack.ts leaves them out: code only `gatsby develop` runs.
  it.each(eager)("%s carries no module the production site never runs (outdent, Gatsby's Partytown snippet)", (file) => {
    const { sources } = JSON.parse(read(`${file}.map`)) as { sources: string[] };
    expect(sources.length).toBeGreaterThan(0);
    expect(
      sources.filter((source) => /node_modules\/(outdent|@builder\.io\/partytown)\/|internal-plugins\/partytown\//.test(source)),
    ).toEqual([]);
  });

  it.each(eager)("%s has a source map shifted past the hint line", (file) => {
    const map = JSON.parse(read(`${file}.map`)) as { mappings: string };
    // An empty first segment: no original code maps to the hint's line.
    expect(map.mappings.startsWith(";")).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(1000);
  });
});

describe("route chunks", () => {
  const routeFiles = Object.keys(stats.assetsByChunkName)
    .filter((group) => group.startsWith("component---"))
    .flatMap(jsOf);

  it("exist for the page templates", () => {
    expect(routeFiles.length).toBeGreaterThan(5);
  });

  it("carry no compile hint (they compile lazily)", () => {
    expect(routeFiles.filter((file) => read(file).includes("allFunctionsCalledOnLoad"))).toEqual([]);
  });
});

describe("the social cards, icons, manifest and feeds", () => {
  // Each is what one of them would leave in a bundle: the card and feed tags if the Head API rendered
  // them (src/components/ShareHead.tsx), the manifest plugin's options if its browser step were
  // registered (plugins/manifest-head), the card renderer or the feed writer if a page imported them.
  const markers = ["og:image", "application/rss+xml", "manifest.webmanifest", "icons/icon-", "theme_color", "satori", "resvg", "xml-js"];
  const bundles = fs.readdirSync(PUBLIC).filter((file) => file.endsWith(".js"));

  it("add no code to any bundle the browser loads", () => {
    expect(bundles.length).toBeGreaterThan(5);
    const found = bundles.flatMap((file) => markers.filter((marker) => read(file).includes(marker)).map((marker) => `${file}: ${marker}`));
    expect(found).toEqual([]);
  });
});
