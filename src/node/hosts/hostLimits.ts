// What the hosts read of the files the build writes for them, and how close each file is to it. Gone
// addresses only accumulate (an entry that came down stays gone), so `_redirects` grows with the years;
// the build warns well before a host would drop a line, and says what to do. Nothing here stops a build:
// past a limit, Cloudflare Pages skips the file's last lines, which are the oldest gone addresses
// (src/node/hosts/addresses.ts orders them newest first), and those answer its plain not-found page.
//
// The limits and how Cloudflare counts are its engine's own (wrangler's parseRedirects and
// parseHeaders, and Cloudflare's documentation of Pages' `_redirects` and `_headers`): a rule counts
// before its status is checked, so the 410 lines Cloudflare ignores count too; every rule after the
// first one with a placeholder or a splat counts as dynamic; and no line may be longer than 2,000.

export const CLOUDFLARE_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  headerRules: 100,
  lineLength: 2000,
} as const;

/** From this share of a limit on, the build warns. */
export const WARN_AT = 0.8;

export interface FileCounts {
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
  longestLine: number;
}

const rulesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));

/** `_redirects` as Cloudflare Pages counts it. */
export function countRedirects(text: string): Pick<FileCounts, "staticRedirects" | "dynamicRedirects" | "longestLine"> {
  let staticRedirects = 0;
  let dynamicRedirects = 0;
  let dynamicSeen = false;
  for (const line of rulesOf(text)) {
    const [from = ""] = line.split(/\s+/);
    if (dynamicSeen || from.includes("*") || /:[A-Za-z]/.test(from)) {
      dynamicSeen = true;
      dynamicRedirects += 1;
    } else staticRedirects += 1;
  }
  return { staticRedirects, dynamicRedirects, longestLine: Math.max(0, ...text.split("\n").map((line) => line.length)) };
}

/** `_headers` as Cloudflare Pages counts it: a rule is a path line; its headers are the indented lines under it. */
export function countHeaderRules(text: string): Pick<FileCounts, "headerRules" | "longestLine"> {
  const lines = text.split("\n");
  return {
    headerRules: lines.filter((line) => /^\S/.test(line) && !line.startsWith("#")).length,
    longestLine: Math.max(0, ...lines.map((line) => line.length)),
  };
}

/** What the build says of the two files: one warning per limit reached to `WARN_AT` or past, each with what to do. */
export function hostLimitWarnings(redirects: string, headers: string): string[] {
  const r = countRedirects(redirects);
  const h = countHeaderRules(headers);
  const warnings: string[] = [];
  const near = (count: number, limit: number) => count >= limit * WARN_AT;
  const share = (count: number, limit: number) => `${count.toLocaleString("en")} of the ${limit.toLocaleString("en")}`;
  if (near(r.staticRedirects, CLOUDFLARE_LIMITS.staticRedirects))
    warnings.push(
      `public/_redirects holds ${share(r.staticRedirects, CLOUDFLARE_LIMITS.staticRedirects)} rules Cloudflare Pages reads ` +
        `(${Math.round((100 * r.staticRedirects) / CLOUDFLARE_LIMITS.staticRedirects)}%). Each gone address takes two, and gone addresses only accumulate. ` +
        "Past the limit, Cloudflare skips the last lines: the oldest gone addresses then show its plain not-found page (still 404), every " +
        "moved address and the newer gone ones keep working, and Netlify and nginx are not affected. To keep every gone page on Cloudflare, " +
        "a developer moves the gone addresses to Cloudflare's Bulk Redirects or a Pages Function (docs/deploying.md#host-limits). " +
        "Editors need do nothing; a long list of moved addresses (content/addresses.json) can be shortened where old links no longer matter.",
    );
  if (near(r.dynamicRedirects, CLOUDFLARE_LIMITS.dynamicRedirects))
    warnings.push(
      `public/_redirects holds ${share(r.dynamicRedirects, CLOUDFLARE_LIMITS.dynamicRedirects)} dynamic rules Cloudflare Pages reads: ` +
        "a developer's change put rules with placeholders before static ones (src/node/hosts/redirectsFile.ts keeps the languages' catch-alls last).",
    );
  if (near(h.headerRules, CLOUDFLARE_LIMITS.headerRules))
    warnings.push(
      `public/_headers holds ${share(h.headerRules, CLOUDFLARE_LIMITS.headerRules)} rules Cloudflare Pages reads: ` +
        "header rules are per kind of file, not per page (src/node/hosts/netlifyHeaders.ts), so a developer's change added them.",
    );
  for (const [file, longest] of [
    ["_redirects", r.longestLine],
    ["_headers", h.longestLine],
  ] as const)
    if (near(longest, CLOUDFLARE_LIMITS.lineLength))
      warnings.push(
        `public/${file} has a line of ${longest.toLocaleString("en")} characters; Cloudflare Pages ignores one longer than ${CLOUDFLARE_LIMITS.lineLength.toLocaleString("en")}: a developer shortens it (the content security policy grows with each inline script's hash).`,
      );
  return warnings;
}
