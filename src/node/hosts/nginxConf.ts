// Writes an nginx server block with the same headers as the other hosts (docs/deploying.md).
import { calendarPath, eventCalendarPath, feedPath, pathFor } from "../../i18n/routes";
import {
  COMMON_HEADERS,
  CONTENT_TYPES,
  ICON_FILES,
  IMMUTABLE,
  REVALIDATE,
  adminContentSecurityPolicy,
  adminHeaders,
  documentHeaders,
  SEARCH_FILES,
  SEARCH_PATHS,
  searchContentSecurityPolicy,
} from "./policy";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { notFoundFile, pageFile } from "./pageFiles";
import type { AddressPlan } from "./addresses";

/** The types nginx's `charset` adds its charset to unless told otherwise (charset_types' default). */
const NGINX_CHARSET_TYPES = ["text/html", "text/xml", "text/plain", "text/vnd.wap.wml", "application/javascript", "application/rss+xml"];

/** A path pattern of CONTENT_TYPES with a `*` (an event's key) as a regular expression for a location. */
const patternRegex = (pattern: string) =>
  `^${pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+")}$`;

/** Where nginx finds the form receiver's Node process (npm run receiver) unless told otherwise. */
export const RECEIVER_UPSTREAM = "http://127.0.0.1:8787";

/** The receiver's Node process for this build: FORM_RECEIVER_UPSTREAM, else the default. It answers the sign-in too. */
export const receiverUpstream = (): string => process.env.FORM_RECEIVER_UPSTREAM || RECEIVER_UPSTREAM;

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

/**
 * The content manager's GitHub sign-in (src/cms/signin/app.ts) when the site is its own sign-in service:
 * the path and everything under it go to the same Node process, whose pages carry their own headers.
 */
function signInLocations(path: string, upstream: string): string[] {
  return [`= ${path}`, `^~ ${path}/`].map((match) =>
    [
      `  location ${match} {`,
      `    proxy_pass ${upstream};`,
      "    proxy_set_header Host $host;",
      "    proxy_set_header X-Forwarded-Proto $scheme;",
      "  }",
    ].join("\n"),
  );
}

/**
 * Where the server block includes the addresses file from (nginxAddresses below): set it when you set
 * `root`. The file changes with the content, the server block only with the code, so the rebuild
 * installs the one and reloads nginx without a person (docs/deploying.md#nginx).
 */
export const ADDRESSES_INCLUDE = "/srv/mythforge/addresses.conf";

/**
 * The addresses file: one exact location per moved address (301: the short addresses, then the content
 * manager's list) and per gone one (410 with its page, which the server block's @gone location finds).
 */
export function nginxAddresses(plan: Pick<AddressPlan, "moved" | "gone">): string {
  return [
    "# Written by the build (src/node/postBuild/writeNginxConf.ts) from the slug map and content/addresses.json;",
    "# the server block includes it (its `include` line): install it there and reload nginx after each build.",
    ...plan.moved.map(({ from, to }) => `location = ${from} { return 301 ${to}${to.startsWith("https://") ? "" : "$is_args$args"}; }`),
    ...plan.gone.map(({ path }) => `location = ${path} { error_page 410 @gone; return 410; }`),
    "",
  ].join("\n");
}

export interface NginxSignIn {
  path: string;
  upstream: string;
}

export interface NginxReceiver {
  path: string;
  upstream: string;
  maxBodyBytes: number;
}

export interface NginxOptions {
  /** The pages' Content-Security-Policy, with this build's inline script hashes. */
  csp: string;
  /** Where the server reads the build from; `root` in the block. */
  root?: string;
  /** The content manager's own policy. */
  adminCsp?: string;
  /** The form receiver's path and Node process, when the build uses it. */
  receiver?: NginxReceiver;
  /** The content manager's sign-in, when the site is its own sign-in service. */
  signIn?: NginxSignIn;
}

/**
 * An nginx server with the same headers. add_header in a location replaces the server's, so every
 * location repeats the headers it needs. __tests__/support/nginx.mjs loads it in the test command; only its
 * `listen` and `root` lines may change there. With `receiver`, the form receiver's path
 * is proxied to its Node process; without it (the default build) there is no such location. With
 * `signIn`, the content manager's sign-in is proxied to the same process.
 */
export function nginxConf({
  csp,
  root = "/srv/mythforge/public",
  adminCsp = adminContentSecurityPolicy(),
  receiver,
  signIn,
}: NginxOptions): string {
  const addHeaders = (headers: readonly (readonly [string, string])[]) =>
    headers.map(([name, value]) => `    add_header ${name} "${value}" always;`);
  // `types {}` empties nginx's extension table inside the location, so default_type applies. The
  // server's `charset utf-8` reaches a type only through charset_types, whose default list has RSS
  // but not iCalendar.
  const typed = (file: string) => {
    const type = CONTENT_TYPES.find(([pattern]) => pattern === file)?.[1];
    if (!type) return [];
    const base = type.split(";")[0]!;
    const charset = type.includes("charset=") && !NGINX_CHARSET_TYPES.includes(base) ? [`charset_types ${base};`] : [];
    return ["types { }", `default_type ${base};`, ...charset];
  };
  const location = (match: string, cache: string, document: boolean | "admin", extra: string[] = []) =>
    [
      `  location ${match} {`,
      ...addHeaders([...COMMON_HEADERS, ...(document === "admin" ? adminHeaders(adminCsp) : document ? documentHeaders(csp) : [])]),
      `    add_header Cache-Control "${cache}" always;`,
      ...extra.map((l) => `    ${l}`),
      "  }",
    ].join("\n");
  // Each page is a file <path>.html (pageFiles.ts), served at its own address. The address with a
  // slash and the file's own name forward there, as on Cloudflare Pages, so a page has one address:
  // $request_uri is the address asked for, never the error page an error_page sends a miss to.
  const pages = (notFound: string) => [
    "rewrite ^(/.+)/$ $1 permanent;",
    'if ($request_uri ~ "^([^?]*?)(?:/index)?\\.html(\\?.*)?$") { return 301 $1$2; }',
    "try_files $uri $uri.html =404;",
    `error_page 404 ${notFound};`,
  ];
  return [
    "# Written by the build (src/node/postBuild/writeNginxConf.ts) with this build's CSP hashes; edit src/node/hosts/ instead.",
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
    "  gzip_types text/css application/javascript application/json image/svg+xml application/xml application/rss+xml application/manifest+json text/calendar;",
    // A missing bundle, image or data file gets the error page and the HTML's headers too, not
    // nginx's own page with the year-long cache of the location it was looked for in.
    `  error_page 404 ${notFoundFile(DEFAULT_LANGUAGE)};`,
    location("~* \\.(js|css|wasm)$", IMMUTABLE, false),
    location("/static/", IMMUTABLE, false),
    location("/og/", IMMUTABLE, false),
    location("/page-data/", REVALIDATE, false),
    location("/data/", REVALIDATE, false),
    location("/icons/", REVALIDATE, false),
    // Exact matches win over the prefix locations below; the server's `charset utf-8` applies to RSS.
    ...ICON_FILES.map((file) => location(`= ${file}`, REVALIDATE, false, typed(file))),
    ...LANGUAGES.map((lang) => location(`= ${feedPath(lang)}`, REVALIDATE, false, typed(feedPath(lang)))),
    // The calendar files (src/node/postBuild/eventCalendars.ts): each language's feed, and its events'
    // files by a pattern, since the events change with every nightly build and this file must not.
    // A missing event's file gets its language's error page, as HTML.
    ...LANGUAGES.flatMap((lang) => [
      location(`= ${calendarPath(lang)}`, REVALIDATE, false, typed(calendarPath(lang))),
      location(`~ "${patternRegex(eventCalendarPath(lang, "*"))}"`, REVALIDATE, false, [
        ...typed(eventCalendarPath(lang, "*")),
        `error_page 404 ${notFoundFile(lang)};`,
      ]),
    ]),
    // Unknown paths under a language's prefix get that language's error page, everything else the
    // default language's (HTTP 404).
    ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) =>
      location(`${pathFor("home", lang)}/`, REVALIDATE, true, pages(notFoundFile(lang))),
    ),
    // The moved and gone addresses (nginxAddresses above), and where a gone address finds its page.
    `  include ${ADDRESSES_INCLUDE};`,
    location("@gone", REVALIDATE, true, ["try_files $uri/404.html =404;"]),
    // The search pages: the pages' headers with the policy that lets them run Pagefind's WebAssembly.
    ...SEARCH_PATHS.map((page) =>
      [
        `  location = ${page} {`,
        ...addHeaders([...COMMON_HEADERS, ...documentHeaders(searchContentSecurityPolicy(csp))]),
        `    add_header Cache-Control "${REVALIDATE}" always;`,
        `    try_files /${pageFile(page)} =404;`,
        "  }",
      ].join("\n"),
    ),
    // The search index: before the scripts' year-long rule, which would match its two fixed-name scripts.
    location(`^~ ${SEARCH_FILES.replace(/\*$/, "")}`, REVALIDATE, false),
    // The root's page forwards to a home (src/templates/redirect.tsx).
    location("= /", REVALIDATE, true, [`try_files /${pageFile("/")} =404;`]),
    location(`= /${pageFile("/")}`, REVALIDATE, false, ["return 301 /$is_args$args;"]),
    location("/", REVALIDATE, true, pages(notFoundFile(DEFAULT_LANGUAGE))),
    // The content manager: its own policy; its scripts take the hashed-file rule above.
    location("= /admin", REVALIDATE, "admin", ["try_files /admin/index.html =404;"]),
    location("/admin/", REVALIDATE, "admin", ["try_files $uri $uri/index.html =404;", "types { text/yaml yml; text/html html; }"]),
    ...(receiver ? [receiverLocation(receiver.path, receiver.upstream, receiver.maxBodyBytes)] : []),
    ...(signIn ? signInLocations(signIn.path, signIn.upstream) : []),
    "}",
    "",
  ].join("\n");
}
