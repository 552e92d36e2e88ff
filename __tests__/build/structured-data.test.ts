// Every JSON-LD block of every built page against what Google asks of its type
// (__tests__/support/structuredDataRules.ts, one rule per property with the Search Central page it
// came from): @graph members and the objects nested in a block (an address, a crumb, an event's
// place) get their own type's rules. A block that does not parse fails, and so does a type with no
// rules, so a new kind of structured data ships only with its rules. The test command also runs this
// on the editor's day's build (BUILD_DIR).
import { builtPages } from "../support/builtSite";
import { checkJsonLdText, describeFinding, type Finding, type Level } from "../support/structuredDataRules";

const pages = builtPages().map((page) => {
  const scripts = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? "");
  return { route: page.route, status: page.status, scripts, findings: scripts.flatMap((text) => checkJsonLdText(text)) };
});

/** "<page route>: <@type>.<property>: <what is wrong> (<doc URL>)", one line each. */
const report = (route: string, findings: Finding[], level: Level) =>
  findings.filter((f) => f.level === level).map((f) => `${route}: ${describeFinding(f)}`);

describe("structured data on the built pages", () => {
  it("is there to check: every page of the site states some", () => {
    const without = pages.filter((p) => p.status === 200 && p.route !== "/" && p.scripts.length === 0).map((p) => p.route);
    expect(without).toEqual([]);
  });

  describe.each(pages.filter((p) => p.scripts.length > 0).map((p) => [p.route, p] as const))("%s", (route, page) => {
    it("parses, and each block and nested object has rules and meets Google's required properties", () => {
      expect(report(route, page.findings, "required")).toEqual([]);
    });

    it("gives Google's recommended properties well formed, and those the site has content for", () => {
      expect(report(route, page.findings, "recommended")).toEqual([]);
    });
  });
});
