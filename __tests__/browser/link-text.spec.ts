// Lighthouse's SEO audit "Links have descriptive text" (link-text) on every page, judged by the
// audit itself, with its own lists of texts that say nothing ("learn more", "más información",
// "here", "aquí", ...). It reads each link's innerText, hidden words included and aria-label not.
import LinkText from "lighthouse/core/audits/seo/link-text.js";
import { expect, PAGES, test, withConsent } from "./support";

type Artifacts = Parameters<typeof LinkText.audit>[0];

test.describe("every link's text says where it leads (Lighthouse link-text)", () => {
  // Every link is in the prerendered HTML, which is what crawlers read: no need to run the page.
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({}, info) => test.skip(info.project.name === "phone", "the links are the same at every width"));

  for (const p of PAGES) {
    test(`on ${p.path}`, async ({ page }) => {
      await withConsent(page);
      await page.goto(p.path);
      // What Lighthouse's AnchorElements gatherer collects, for the fields this audit reads.
      const anchors = await page.evaluate(() =>
        [...document.querySelectorAll("a")].map((a) => ({
          href: a.href,
          rel: a.rel,
          text: a.innerText,
          textLang: a.closest("[lang]")?.getAttribute("lang") ?? undefined,
        })),
      );
      expect(anchors.length).toBeGreaterThan(10);
      const artifacts = { URL: { finalDisplayedUrl: page.url() }, AnchorElements: anchors } as unknown as Artifacts;
      const result = await LinkText.audit(artifacts);
      const failing = (result.details as { items?: { href: string; text: string }[] } | undefined)?.items ?? [];
      expect(failing.map((l) => `${l.text} → ${l.href}`)).toEqual([]);
      expect(result.score).toBe(1);
    });
  }
});
