// Which headers the site sends, for every host alike: security headers, the Content-Security-Policy
// (inline scripts allowed only by hash, so the hashes are taken from the HTML the build wrote) and the
// cache rules. netlifyHeaders.ts and nginxConf.ts write them in each host's own format.
import { createHash } from "crypto";
import { settings } from "../../config/settings";
import { calendarPath, eventCalendarPath, feedPath, pathFor } from "../../i18n/routes";
import { SITE_DATE_FILE } from "../../lib/eventCalendar";
import { LANGUAGES } from "../../i18n/languages";

/** Script types the browser runs; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The sha256 source of every inline script the browser would execute, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

/**
 * Origins the page may send requests to: its own, plus the form endpoint's when one elsewhere is
 * configured (a path, such as the site's own receiver, is on the page's origin).
 */
export function connectSources(formEndpoint: string | undefined): string[] {
  if (!formEndpoint || formEndpoint.startsWith("/")) return ["'self'"];
  try {
    return ["'self'", new URL(formEndpoint).origin];
  } catch {
    throw new Error(`GATSBY_FORM_ENDPOINT is not an absolute URL: "${formEndpoint}"`);
  }
}

/**
 * `widgets`: third-party origins whose script draws a framed widget on the page, each allowed as a
 * script and a frame; only Turnstile's, only in a build with its site key (src/forms/turnstile.ts).
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, connect: string[], widgets: readonly string[] = []): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...widgets].join(" ")}`.trim(),
    ...(widgets.length > 0 ? [`frame-src ${widgets.join(" ")}`] : []),
    // React writes style attributes (toast swipe) and Gatsby inlines the CSS: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sent with every response: nosniff is what stops a mislabelled file from running as a script. */
export const COMMON_HEADERS: readonly (readonly [string, string])[] = [["X-Content-Type-Options", "nosniff"]];

/**
 * Sent with HTML documents only. They govern the document (and what it loads); on a script, an
 * image or page data they do nothing, and the CSP alone is about 2.5 KB, which HTTP/1.1 would
 * repeat on every bundle a visitor downloads.
 */
export const DOCUMENT_HEADERS: readonly (readonly [string, string])[] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Where the HTML lives: the redirecting root, each language's pages, and the English 404. */
export const DOCUMENT_PATHS: readonly string[] = ["/", ...LANGUAGES.flatMap((lang) => [`/${lang}`, `/${lang}/*`]), "/404.html"];

/** The content manager (src/cms/build/adminBundle.ts): its page, and its configuration, which has a fixed name. */
export const ADMIN_DOCUMENT_PATHS: readonly string[] = ["/admin", "/admin/", "/admin/index.html"];
export const ADMIN_CONFIG_PATH = "/admin/config.yml";

/**
 * gatsby-plugin-manifest's files at the root, under names that never change: the links in the HTML
 * and the manifest add ?v=<hash of the source image>, which a path rule cannot see, so they revalidate.
 */
export const ICON_FILES: readonly string[] = ["/favicon.svg", "/favicon-32x32.png", "/manifest.webmanifest"];

/**
 * Cache rules by path. Patterns never overlap on Cache-Control, because Netlify and Cloudflare
 * Pages join the values of a header set by several matching rules.
 */
export const CACHE_RULES: readonly (readonly [string, string])[] = [
  ["/*.js", IMMUTABLE], // webpack names every bundle after its content hash
  ["/*.css", IMMUTABLE],
  ["/static/*", IMMUTABLE], // gatsby-plugin-image output, hashed folder names
  ["/og/*", IMMUTABLE], // the social cards (src/node/createPages/shareCards.ts), named after their bytes
  ["/page-data/*", REVALIDATE],
  // The careers filters' openings files (src/node/createPages/openingsData.ts): fixed names, so never immutable.
  ["/data/*", REVALIDATE],
  // The build's date and upcoming events (src/node/postBuild/writeSiteDateFile.ts): the scheduled rebuild must read the live one.
  [`/${SITE_DATE_FILE}`, REVALIDATE],
  // Decap's WebAssembly sits in a folder named after its version (src/cms/build/adminBundle.ts).
  ["/*.wasm", IMMUTABLE],
  ["/icons/*", REVALIDATE], // gatsby-plugin-manifest's icons, fixed names as ICON_FILES
  ...ICON_FILES.map((file) => [file, REVALIDATE] as const),
  // The news feeds (/en/rss.xml, /es/rss.xml) and the calendar files (/en/events.ics,
  // /en/events/<key>.ics, src/node/postBuild/eventCalendars.ts) revalidate under their language's document rule.
  ...DOCUMENT_PATHS.map((pattern) => [pattern, REVALIDATE] as const),
  ...[...ADMIN_DOCUMENT_PATHS, ADMIN_CONFIG_PATH].map((pattern) => [pattern, REVALIDATE] as const),
];

/** iCalendar (RFC 5545), in UTF-8: what calendar apps and browsers expect of an .ics file. */
export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/**
 * Types set by path, for files whose extension does not say what they are to every host: a feed is
 * XML, but readers and browsers look for RSS; .webmanifest is missing from older type tables, and
 * .ics from nginx's. Each language's calendar feed has its own path, its events' files one pattern
 * (a `*` stands for an event's key): no two rules match one file, so no host joins two values.
 */
export const CONTENT_TYPES: readonly (readonly [string, string])[] = [
  ["/manifest.webmanifest", "application/manifest+json"],
  ...LANGUAGES.map((lang) => [feedPath(lang), "application/rss+xml; charset=utf-8"] as const),
  ...LANGUAGES.flatMap((lang) => [[calendarPath(lang), CALENDAR_TYPE] as const, [eventCalendarPath(lang, "*"), CALENDAR_TYPE] as const]),
];

export const documentHeaders = (csp: string) => [...DOCUMENT_HEADERS, ["Content-Security-Policy", csp] as const];

/** The search pages (src/components/search/): the only documents that run WebAssembly, Pagefind's. */
export const SEARCH_PATHS: readonly string[] = LANGUAGES.map((lang) => pathFor("search", lang));

/**
 * The search pages' policy: the pages' own, and WebAssembly compiled from what the page loads from its
 * own origin ('wasm-unsafe-eval': no eval of scripts). No other page gets it.
 */
export function searchContentSecurityPolicy(csp: string): string {
  if (/(^|; )script-src /.test(csp)) return csp.replace(/(^|; )script-src ([^;]*)/, "$1script-src $2 'wasm-unsafe-eval'");
  // No script-src: scripts fall back to default-src, which the new directive keeps.
  const fallback = /(?:^|; )default-src ([^;]*)/.exec(csp)?.[1] ?? "'self'";
  return `${csp}; script-src ${fallback} 'wasm-unsafe-eval'`;
}

/**
 * The search index and its scripts (src/node/postBuild/searchIndex.ts): fixed names, so they revalidate,
 * though its two scripts end in .js like the content-hashed bundles (a later rule replaces the earlier).
 */
export const SEARCH_FILES = "/pagefind/*";

/**
 * What Decap CMS needs and nothing more: its own scripts, GitHub's API and the sign-in service
 * (the origin of settings.cms.authBaseUrl), GitHub avatars, and inline styles (it styles with
 * emotion). Its preview is an about:blank frame of this page. No public page gets this policy.
 */
export function adminContentSecurityPolicy(authBaseUrl: string | undefined = settings.cms.authBaseUrl): string {
  const auth = authBaseUrl ? [new URL(authBaseUrl).origin] : [];
  return [
    "default-src 'self'",
    // Decap validates its configuration with ajv, which compiles validators with new Function.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${["'self'", "https://api.github.com", ...auth].join(" ")}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The admin page's headers: the site's document headers with its own policy, out of search
 * engines, and an opener policy that lets the GitHub sign-in window report back (same-origin
 * would cut it off from the page that opened it).
 */
export const adminHeaders = (adminCsp: string): readonly (readonly [string, string])[] => [
  ...DOCUMENT_HEADERS.map(([name, value]) => [name, name === "Cross-Origin-Opener-Policy" ? "same-origin-allow-popups" : value] as const),
  ["Content-Security-Policy", adminCsp],
  ["X-Robots-Tag", "noindex, nofollow"],
];

/** Sent with every response of a deploy preview (src/node/deployContext.ts), never in production. */
export const PREVIEW_HEADERS: readonly (readonly [string, string])[] = [["X-Robots-Tag", "noindex"]];
