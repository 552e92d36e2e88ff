// The JavaScript bundles as built: the first-load bundles ask V8 to compile them while they stream
// in (src/node/compileHint.ts), their source maps still line up, and route chunks stay lazy.
import fs from "fs";
import path from "path";
import { COMPILE_HINT } from "../../src/node/compileHint";
import { PUBLIC } from "../support/builtSite";
import { entryRoutes } from "../../src/i18n/routes";
import { scheduleState } from "../../src/lib/schedule";
import { siteTime } from "../../src/lib/siteDate";
import { DEFAULT_LANGUAGE } from "../../src/i18n/languages";
import { storedItems } from "../support/siteUnderTest";

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

describe("what the scripts know of the content", () => {
  // Every script the build wrote, at any depth (the content manager's own bundle aside: it edits content).
  const scripts = (dir = PUBLIC): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(PUBLIC, "admin") ? [] : scripts(full);
      return entry.name.endsWith(".js") ? [full] : [];
    });
  const items = entryRoutes.flatMap((route) =>
    storedItems<{ key: string }>(route.entries, DEFAULT_LANGUAGE).map((item) => ({ ...item, route })),
  );

  it("names no entry that is not live (scheduled, come down or closed) in any script", () => {
    const hidden = items.filter((item) => scheduleState(item, siteTime()) !== "live").map((item) => item.key);
    const named = scripts().flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return hidden.filter((key) => text.includes(key)).map((key) => `${path.relative(PUBLIC, file)}: ${key}`);
    });
    expect(named).toEqual([]);
  });

  it("keeps every item's address out of the first-load bundles, so they do not grow with the archive", () => {
    const firstLoad = eager.map(read).join("\n");
    expect(items.filter((item) => firstLoad.includes(`/${item.key}"`)).map((item) => item.key)).toEqual([]);
    expect(firstLoad).not.toMatch(/"matchPath":"\/[a-z]{2}\/[^*"]+"/);
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
