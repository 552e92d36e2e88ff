// Security and cache headers for the static hosts the README names. The Content-Security-Policy
// allows inline scripts only by hash, so the hashes are taken from the HTML the build wrote.
import { createHash } from "crypto";
import { settings } from "../config/settings";
import { feedPath, LANGUAGES } from "../i18n/routes";

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
    hashes.push(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
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

export function contentSecurityPolicy(scriptHashes: Iterable<string>, connect: string[]): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
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
export const DOCUMENT_PATHS: readonly string[] = [
  "/",
  ...settings.languages.flatMap((lang) => [`/${lang}`, `/${lang}/*`]),
  "/404.html",
];

/** The content manager (src/node/admin.ts): its page, and its configuration, which has a fixed name. */
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
  ["/og/*", IMMUTABLE], // the social cards (src/node/shareCards.ts), named after their bytes
  ["/page-data/*", REVALIDATE],
  // The careers filters' openings files (src/node/createPages.ts): fixed names, so never immutable.
  ["/data/*", REVALIDATE],
  // Decap's WebAssembly sits in a folder named after its version (src/node/admin.ts).
  ["/*.wasm", IMMUTABLE],
  ["/icons/*", REVALIDATE], // gatsby-plugin-manifest's icons, fixed names as ICON_FILES
  ...ICON_FILES.map((file) => [file, REVALIDATE] as const),
  // The news feeds (/en/rss.xml, /es/rss.xml) revalidate under their language's document rule.
  ...DOCUMENT_PATHS.map((pattern) => [pattern, REVALIDATE] as const),
  ...[...ADMIN_DOCUMENT_PATHS, ADMIN_CONFIG_PATH].map((pattern) => [pattern, REVALIDATE] as const),
];

/**
 * Types set by path, for files whose extension does not say what they are to every host: a feed is
 * XML, but readers and browsers look for RSS; .webmanifest is missing from older type tables.
 */
export const CONTENT_TYPES: readonly (readonly [string, string])[] = [
  ["/manifest.webmanifest", "application/manifest+json"],
  ...LANGUAGES.map((lang) => [feedPath(lang), "application/rss+xml; charset=utf-8"] as const),
];

const documentHeaders = (csp: string) => [...DOCUMENT_HEADERS, ["Content-Security-Policy", csp] as const];

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
const adminHeaders = (adminCsp: string): readonly (readonly [string, string])[] => [
  ...DOCUMENT_HEADERS.map(([name, value]) => [name, name === "Cross-Origin-Opener-Policy" ? "same-origin-allow-popups" : value] as const),
  ["Content-Security-Policy", adminCsp],
  ["X-Robots-Tag", "noindex, nofollow"],
];

/** Sent with every response of a deploy preview (src/node/deployContext.ts), never in production. */
export const PREVIEW_HEADERS: readonly (readonly [string, string])[] = [["X-Robots-Tag", "noindex"]];

/** The `_headers` file that Netlify and Cloudflare Pages read from the publish folder. */
export function headersFile(csp: string, adminCsp: string = adminContentSecurityPolicy(), options: { preview?: boolean } = {}): string {
  const lines = ["# Written by the build (src/node/postBuild.ts); edit src/lib/securityHeaders.ts instead.", "/*"];
  for (const [name, value] of [...COMMON_HEADERS, ...(options.preview ? PREVIEW_HEADERS : [])]) lines.push(`  ${name}: ${value}`);
  for (const [pattern, value] of CACHE_RULES) {
    lines.push("", pattern, `  Cache-Control: ${value}`);
    if (DOCUMENT_PATHS.includes(pattern)) for (const [name, v] of documentHeaders(csp)) lines.push(`  ${name}: ${v}`);
    if (ADMIN_DOCUMENT_PATHS.includes(pattern)) for (const [name, v] of adminHeaders(adminCsp)) lines.push(`  ${name}: ${v}`);
  }
  // Every other admin file (scripts, styles) is out of search engines too; its cache rule is above.
  lines.push("", "/admin/*", "  X-Robots-Tag: noindex, nofollow");
  // Separate rules: joined with the cache rules above, they would repeat Cache-Control.
  for (const [pattern, type] of CONTENT_TYPES) lines.push("", pattern, `  Content-Type: ${type}`);
  return `${lines.join("\n")}\n`;
}

/** Where nginx finds the form receiver's Node process (npm run receiver) unless told otherwise. */
export const RECEIVER_UPSTREAM = "http://127.0.0.1:8787";

/**
 * The form receiver behind nginx (docs/forms.md): the path goes to the Node process, with the
 * visitor's address for its rate limit. Its answers carry their own headers (src/receiver/app.ts).
 * The body limit is nginx's, a little above the receiver's, so the receiver answers oversize itself.
 */
function receiverLocation(path: string, upstream: string, maxBodyBytes: number): string {
  return [
    `  location = ${path} {`,
    `    proxy_pass ${upstream};`,
    "    proxy_set_header Host $host;",
    "    proxy_set_header X-Real-IP $remote_addr;",
    "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    `    client_max_body_size ${Math.ceil((maxBodyBytes * 2) / 1024)}k;`,
    "  }",
  ].join("\n");
}

export interface NginxReceiver {
  path: string;
  upstream: string;
  maxBodyBytes: number;
}

/**
 * An nginx server with the same headers. add_header in a location replaces the server's, so every
 * location repeats the headers it needs. scripts/nginx.mjs loads it in the test command; only its
 * `listen` and `root` lines may change there. With `receiver`, the form receiver's path
 * is proxied to its Node process; without it (the default build) there is no such location.
 */
export function nginxConf(csp: string, root = "/srv/mythforge/public", adminCsp: string = adminContentSecurityPolicy(), receiver?: NginxReceiver): string {
  const addHeaders = (headers: readonly (readonly [string, string])[]) =>
    headers.map(([name, value]) => `    add_header ${name} "${value}" always;`);
  // `types {}` empties nginx's extension table inside the location, so default_type applies.
  const typed = (file: string) => {
    const type = CONTENT_TYPES.find(([pattern]) => pattern === file)?.[1];
    return type ? ["types { }", `default_type ${type.split(";")[0]};`] : [];
  };
  const location = (match: string, cache: string, document: boolean | "admin", extra: string[] = []) =>
    [
      `  location ${match} {`,
      ...addHeaders([...COMMON_HEADERS, ...(document === "admin" ? adminHeaders(adminCsp) : document ? documentHeaders(csp) : [])]),
      `    add_header Cache-Control "${cache}" always;`,
      ...extra.map((l) => `    ${l}`),
      "  }",
    ].join("\n");
  const pages = (notFound: string) => ["try_files $uri $uri.html $uri/index.html =404;", `error_page 404 ${notFound};`];
  return [
    "# Written by the build (src/node/postBuild.ts) with this build's CSP hashes; edit src/lib/securityHeaders.ts instead.",
    "server {",
    // HTTP/2 as a listen parameter: the `http2 on;` directive needs nginx 1.25.1+, and Debian 12
    // ships 1.22.1 (Ubuntu 24.04 1.24). Newer releases still accept this form, with a deprecation
    // warning from `nginx -t`.
    "  # `listen ... http2` loads on nginx 1.22 (Debian 12); 1.25.1+ warns that `http2 on;` is the new form.",
    "  listen 443 ssl http2;",
    "  server_name www.example.com;",
    "  # ssl_certificate and ssl_certificate_key go here.",
    `  root ${root};`,
    "  charset utf-8;",
    "  gzip on;",
    "  gzip_types text/css application/javascript application/json image/svg+xml application/xml application/rss+xml application/manifest+json;",
    // A missing bundle, image or data file gets the error page and the HTML's headers too, not
    // nginx's own page with the year-long cache of the location it was looked for in.
    "  error_page 404 /404.html;",
    location("~* \\.(js|css|wasm)$", IMMUTABLE, false),
    location("/static/", IMMUTABLE, false),
    location("/og/", IMMUTABLE, false),
    location("/page-data/", REVALIDATE, false),
    location("/data/", REVALIDATE, false),
    location("/icons/", REVALIDATE, false),
    // Exact matches win over the prefix locations below; the server's `charset utf-8` applies to RSS.
    ...ICON_FILES.map((file) => location(`= ${file}`, REVALIDATE, false, typed(file))),
    ...LANGUAGES.map((lang) => location(`= ${feedPath(lang)}`, REVALIDATE, false, typed(feedPath(lang)))),
    // Unknown Spanish paths get the Spanish error page, everything else the English one (HTTP 404).
    location("/es/", REVALIDATE, true, pages("/es/404/index.html")),
    location("/", REVALIDATE, true, pages("/404.html")),
    // The content manager: its own policy; its scripts take the hashed-file rule above.
    location("= /admin", REVALIDATE, "admin", ["try_files /admin/index.html =404;"]),
    location("/admin/", REVALIDATE, "admin", ["try_files $uri $uri/index.html =404;", "types { text/yaml yml; text/html html; }"]),
    ...(receiver ? [receiverLocation(receiver.path, receiver.upstream, receiver.maxBodyBytes)] : []),
    "}",
    "",
  ].join("\n");
}
