// The pages a change removes with nothing at their address for the links to them: the site diff
// names them and fails (docs/editing.md#take-a-page-down). An address keeps working when the later
// build forwards it (a line of content/addresses.json, 301 in its _redirects) or answers "gone" (a
// "Comes down at", a closing date, or a line with no new address: then its gone page is still at the
// address, so the page is changed, not removed). No list is paged by position: a page of a list (a
// year's, a month's) stays once made, so its leaving is a removal too.
import fs from "fs";
import path from "path";
import type { SiteChanges } from "./compare";

/** The addresses a build's _redirects forwards (301), from the file Netlify and Cloudflare Pages read. */
export function forwardedAddresses(build: string): Set<string> {
  const file = path.join(build, "_redirects");
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, , status]) => from?.startsWith("/") && status === "301")
      .map(([from]) => from!),
  );
}

/** The removed pages with no way out, in the later build `after`. */
export function removalsWithoutWayOut(changes: SiteChanges, after: string): string[] {
  const forwarded = forwardedAddresses(after);
  return changes.pages
    .filter((page) => page.status === "removed")
    .map((page) => page.route)
    .filter((route) => !forwarded.has(route) && !/(^|\/)404$/.test(route));
}

/** The report's lines for them: each address, then the three ways out, in the content manager's words. */
export function removalLines(routes: readonly string[], style: "markdown" | "text"): string[] {
  if (routes.length === 0) return [];
  const md = style === "markdown";
  return [
    md ? "#### ⛔ Pages removed with nothing at their address" : "Pages removed with nothing at their address:",
    "",
    `This change removes ${routes.length} page(s) that the site has now; every link to them would end on "page not found":`,
    ...routes.map((route) => (md ? `- \`${route}\`` : `  - ${route}`)),
    "",
    "Keep each address working in one of three ways, then push again:",
    `${md ? "1." : "  1."} Forward it: in the content manager, **Moved and gone addresses**, add a line with this old address and the page that replaces it.`,
    `${md ? "2." : "  2."} Take the page down instead of deleting it: restore the entry and set its **Comes down at**; its address then says the page is no longer available.`,
    `${md ? "3." : "  3."} Say it is gone: in **Moved and gone addresses**, add a line with this old address and no new address.`,
    "",
  ];
}
