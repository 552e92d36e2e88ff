// Security and cache headers for the static hosts the README names. The Content-Security-Policy
// allows inline scripts only by hash, so the hashes are taken from the HTML the build wrote.
import { createHash } from "crypto";

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

/** Origins the page may send requests to: its own, plus the form endpoint when one is configured. */
export function connectSources(formEndpoint: string | undefined): string[] {
  if (!formEndpoint) return ["'self'"];
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

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Cache rules by path. Patterns never overlap on Cache-Control, because Netlify and Cloudflare
 * Pages join the values of a header set by several matching rules.
 */
export const CACHE_RULES: readonly (readonly [string, string])[] = [
  ["/*.js", IMMUTABLE], // webpack names every bundle after its content hash
  ["/*.css", IMMUTABLE],
  ["/static/*", IMMUTABLE], // gatsby-plugin-image output, hashed folder names
  ["/page-data/*", REVALIDATE],
  // The careers filters' openings files (src/node/createPages.ts): fixed names, so never immutable.
  ["/data/*", REVALIDATE],
  ["/", REVALIDATE],
  ["/en", REVALIDATE],
  ["/en/*", REVALIDATE],
  ["/es", REVALIDATE],
  ["/es/*", REVALIDATE],
  ["/404.html", REVALIDATE],
];

/** The `_headers` file that Netlify and Cloudflare Pages read from the publish folder. */
export function headersFile(csp: string): string {
  const lines = ["# Written by the build (src/node/postBuild.ts); edit src/lib/securityHeaders.ts instead.", "/*"];
  for (const [name, value] of [...SECURITY_HEADERS, ["Content-Security-Policy", csp] as const]) lines.push(`  ${name}: ${value}`);
  for (const [pattern, value] of CACHE_RULES) lines.push("", pattern, `  Cache-Control: ${value}`);
  return `${lines.join("\n")}\n`;
}

/**
 * An example nginx server with the same headers. add_header in a location replaces the server's,
 * so every location repeats the security headers.
 */
export function nginxConf(csp: string, root = "/srv/mythforge/public"): string {
  const security = [...SECURITY_HEADERS, ["Content-Security-Policy", csp] as const]
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join("\n");
  const location = (match: string, cache: string, extra: string[] = []) =>
    [`  location ${match} {`, security, `    add_header Cache-Control "${cache}" always;`, ...extra.map((l) => `    ${l}`), "  }"].join("\n");
  const pages = (notFound: string) => ["try_files $uri $uri.html $uri/index.html =404;", `error_page 404 ${notFound};`];
  return [
    "# Written by the build (src/node/postBuild.ts) with this build's CSP hashes; edit src/lib/securityHeaders.ts instead.",
    "server {",
    "  listen 443 ssl;",
    "  http2 on;",
    "  server_name www.example.com;",
    "  # ssl_certificate and ssl_certificate_key go here.",
    `  root ${root};`,
    "  charset utf-8;",
    "  gzip on;",
    "  gzip_types text/css application/javascript application/json image/svg+xml application/xml;",
    location("~* \\.(js|css)$", IMMUTABLE),
    location("/static/", IMMUTABLE),
    location("/page-data/", REVALIDATE),
    location("/data/", REVALIDATE),
    // Unknown Spanish paths get the Spanish error page, everything else the English one (HTTP 404).
    location("/es/", REVALIDATE, pages("/es/404/index.html")),
    location("/", REVALIDATE, pages("/404.html")),
    "}",
    "",
  ].join("\n");
}
