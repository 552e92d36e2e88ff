// Writes the `_headers` file format that Netlify and Cloudflare Pages read from the publish folder.
import {
  ADMIN_DOCUMENT_PATHS,
  CACHE_RULES,
  COMMON_HEADERS,
  CONTENT_TYPES,
  DOCUMENT_PATHS,
  PREVIEW_HEADERS,
  REVALIDATE,
  SEARCH_FILES,
  SEARCH_PATHS,
  adminContentSecurityPolicy,
  adminHeaders,
  documentHeaders,
  searchContentSecurityPolicy,
} from "./policy";
import { pageFile } from "./pageFiles";

/** The `_headers` file that Netlify and Cloudflare Pages read from the publish folder. */
export function headersFile(csp: string, adminCsp: string = adminContentSecurityPolicy(), options: { preview?: boolean } = {}): string {
  const lines = ["# Written by the build (src/node/postBuild/writeHostHeaders.ts); edit src/node/hosts/ instead.", "/*"];
  for (const [name, value] of [...COMMON_HEADERS, ...(options.preview ? PREVIEW_HEADERS : [])]) lines.push(`  ${name}: ${value}`);
  for (const [pattern, value] of CACHE_RULES) {
    lines.push("", pattern, `  Cache-Control: ${value}`);
    if (DOCUMENT_PATHS.includes(pattern)) for (const [name, v] of documentHeaders(csp)) lines.push(`  ${name}: ${v}`);
    if (ADMIN_DOCUMENT_PATHS.includes(pattern)) for (const [name, v] of adminHeaders(adminCsp)) lines.push(`  ${name}: ${v}`);
  }
  // Rules that replace what a broader rule above set, for the paths they name. Cloudflare Pages joins
  // the values of every matching rule, unless a later one first detaches the header ("! Name");
  // Netlify takes the later rule's value (and reads no "!" line). So each detaches, then sets.
  const replace = (pattern: string, headers: readonly (readonly [string, string])[]) =>
    lines.push("", pattern, ...headers.flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`]));
  // Named by its address and by its file: Netlify's local engine (netlify dev) matches the rules
  // against the file it serves, /en/search.html, and was seen to give the search page the pages'
  // policy without the second name; Cloudflare Pages redirects the file's name to the address.
  for (const page of SEARCH_PATHS)
    for (const name of [page, `/${pageFile(page)}`]) replace(name, [["Content-Security-Policy", searchContentSecurityPolicy(csp)]]);
  replace(SEARCH_FILES, [["Cache-Control", REVALIDATE]]);
  // Every other admin file (scripts, styles) is out of search engines too; its cache rule is above.
  lines.push("", "/admin/*", "  X-Robots-Tag: noindex, nofollow");
  // Separate rules: joined with the cache rules above, they would repeat Cache-Control.
  for (const [pattern, type] of CONTENT_TYPES) lines.push("", pattern, `  Content-Type: ${type}`);
  return `${lines.join("\n")}\n`;
}
