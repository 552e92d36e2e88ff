import { staleAssetReferences, webpackAssets } from "../../../src/node/postBuild/refuseStalePages";

// The shapes Gatsby 5 writes to public/webpack.stats.json, trimmed.
const stats = {
  name: "build-javascript",
  assetsByChunkName: {
    app: ["webpack-runtime-c6ab8e43a4760d1b72ad.js", "styles.c8d447857ff5d81ce431.css", "app-b427508dd1ba557a46a9.js"],
    "component---src-templates-policy-tsx": [
      "styles.c8d447857ff5d81ce431.css",
      "component---src-templates-policy-tsx-4c12b9e0045eab22b827.js",
    ],
  },
  namedChunkGroups: { app: { assets: [{ name: "framework-6ab3147ce42369d56199.js", size: 140330 }] } },
  childAssetsByChunkName: {},
};

describe("webpackAssets", () => {
  it("collects every bundle and stylesheet name the stats list, at any depth", () => {
    expect([...webpackAssets(stats)].sort()).toEqual([
      "app-b427508dd1ba557a46a9.js",
      "component---src-templates-policy-tsx-4c12b9e0045eab22b827.js",
      "framework-6ab3147ce42369d56199.js",
      "styles.c8d447857ff5d81ce431.css",
      "webpack-runtime-c6ab8e43a4760d1b72ad.js",
    ]);
  });
});

describe("staleAssetReferences", () => {
  const built = webpackAssets(stats);

  it("finds nothing in a page of this build: inlined styles, the loader's list and the escaped chunk map", () => {
    const html =
      `<style data-href="/styles.c8d447857ff5d81ce431.css" data-identity="gatsby-global-css">a{}</style>` +
      `<script>var s=["/webpack-runtime-c6ab8e43a4760d1b72ad.js","/framework-6ab3147ce42369d56199.js","/app-b427508dd1ba557a46a9.js"]</script>` +
      `<script>window.___chunkMapping="{\\"policy\\":[\\"/component---src-templates-policy-tsx-4c12b9e0045eab22b827.js\\"]}"</script>`;
    expect(staleAssetReferences(html, built)).toEqual([]);
  });

  it("names, once each, the stylesheet and bundles a page reused from an earlier build still uses", () => {
    const html =
      `<style data-href="/styles.590385ba25312eec2dd6.css">a{}</style><link href="/styles.590385ba25312eec2dd6.css">` +
      `<script>var s=["/app-0000000000aaaaaaaaaa.js","/framework-6ab3147ce42369d56199.js"]</script>`;
    expect(staleAssetReferences(html, built)).toEqual(["styles.590385ba25312eec2dd6.css", "app-0000000000aaaaaaaaaa.js"]);
  });

  it("leaves alone files that are not webpack's: the admin's bundles, images, icons and page data", () => {
    const html =
      `<script src="/admin/cms-7GLSB5SV.js"></script><img src="/static/0123456789abcdef0123456789abcdef/a.png">` +
      `<link rel="icon" href="/favicon.svg"><link href="/page-data/app-data.json">`;
    expect(staleAssetReferences(html, built)).toEqual([]);
  });
});
