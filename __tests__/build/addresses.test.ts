// The addresses that have no page, in the built files: the gone pages where the hosts find them, out of
// every sitemap, feed and calendar file, and the rules each host reads (public/_redirects). What the
// hosts then answer is checked on their own engines (__tests__/browser/hosts.spec.ts). The content under
// test says what is there: the launch content moves only the short addresses; the editor's day takes
// items down, closes one, and moves and marks addresses in content/addresses.json.
import fs from "fs";
import path from "path";
import { addressPlan } from "../../src/node/hosts/addresses";
import { goneFile } from "../../src/node/hosts/pageFiles";
import { hostRules, redirectsFile } from "../../src/node/hosts/redirectsFile";
import { shortAddresses } from "../../src/i18n/routes";
import { siteTime } from "../../src/lib/siteDate";
import { builtPages, PUBLIC } from "../support/builtSite";
import { CONTENT_DIR } from "../support/siteUnderTest";

const plan = addressPlan(CONTENT_DIR, siteTime());
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
/** Every published file a crawler, a feed reader or a calendar reads, by name. */
const listings = () =>
  fs
    .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^sitemap-.*\.xml|rss\.xml|\.ics)$/.test(file))
    .map((file) => [file, read(file)] as const);

it("writes the rules every host reads from the slug map and content/addresses.json, in the order they must meet them", () => {
  expect(read("_redirects")).toBe(redirectsFile(hostRules(plan)));
  for (const { from, to } of shortAddresses()) expect(read("_redirects")).toContain(`\n${from}  ${to}  301\n`);
});

describe("a page at an address whose page is gone", () => {
  if (plan.gone.length === 0) it.todo("none in the content under test");
  for (const page of plan.gone)
    it(`${page.path}: in its file, in its language, kept out of search engines, and in no sitemap, feed or calendar`, () => {
      const built = builtPages().find((p) => p.route === page.path);
      expect({ file: built && path.relative(PUBLIC, built.file), status: built?.status }).toEqual({
        file: goneFile(page.path),
        status: 410,
      });
      expect(built!.document.documentElement.lang).toBe(page.lang);
      expect(built!.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(built!.document.querySelector('link[rel="canonical"]')).toBeNull();
      expect(built!.document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
      // No saved language forwards from it (src/inline-scripts/languagePreference.ts reads data-alt-*).
      expect(built!.document.documentElement.getAttributeNames().filter((name) => name.startsWith("data-alt-"))).toEqual([]);
      // Served at its address only through the hosts' rules, never as a page of its own there.
      expect(fs.existsSync(path.join(PUBLIC, `${page.path.slice(1)}.html`))).toBe(false);
      for (const [file, text] of listings()) expect({ file, names: text.includes(page.path) }).toEqual({ file, names: false });
    });
});
