// Gatsby's page-path script in the form every page shares (src/inline-scripts/pagePath.ts): the
// runtime still reads the page's own path, and the text, which the CSP hashes, is the same on all.
import { JSDOM } from "jsdom";
import { PAGE_PATH_SCRIPT, sharePagePathScript } from "../../../src/inline-scripts/pagePath";
import { inlineScriptHashes } from "../../../src/node/hosts/policy";

// As Gatsby 5 writes it at the end of <body>.
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script></body></html>`;

describe("the shared page-path script", () => {
  it("gives every page the same script text, so the policy holds one hash for it", () => {
    const pages = ["/en", "/es/empleos/2", "/404.html"].map((p) => sharePagePathScript(gatsbyPage(p)));
    const hashes = new Set(pages.flatMap(inlineScriptHashes));
    expect(hashes.size).toBe(1);
    expect(new Set(pages.map(inlineScriptHashes).flat())).toEqual(new Set(inlineScriptHashes(`<script>${PAGE_PATH_SCRIPT}</script>`)));
  });

  it("still tells Gatsby's runtime the page's own path, as window.pagePath", () => {
    for (const pagePath of ["/en/careers", "/es/políticas/privacidad", '/odd/"quoted"&<path>']) {
      const { window } = new JSDOM(sharePagePathScript(gatsbyPage(pagePath)), { runScripts: "dangerously" });
      expect((window as unknown as { pagePath: string }).pagePath).toBe(pagePath);
    }
  });

  it("leaves a page without Gatsby's script as it was", () => {
    const html = "<!DOCTYPE html><html><body><p>Admin</p></body></html>";
    expect(sharePagePathScript(html)).toBe(html);
  });
});
