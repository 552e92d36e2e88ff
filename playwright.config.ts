import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./src/config/chromium";

// Browser tests run against the built site in public/, served by the same script as `npm run serve`,
// in Debian's Chromium (src/config/chromium.ts; Playwright's own browser downloads are not available to CI).
const PORT = Number(process.env.E2E_PORT ?? 9400);
// The "endpoint" project runs against a second build, public-endpoint/: the site built with
// GATSBY_FORM_RECEIVER=1, whose forms post to /api/inquiry on their own host (docs/forms.md), served on
// the next port. The content manager's test makes it (__tests__/cms/cms.spec.ts), since it has to
// build the site anyway. The server passes /api/inquiry on to this address, as nginx does to the
// receiver; there each spec of the project runs its own: a test endpoint, or the real receiver.
export const TEST_FORM_ENDPOINT = `http://127.0.0.1:${PORT + 99}/api/inquiry`;
const ENDPOINT_SITE_PORT = PORT + 1;
const ENDPOINT_SPEC = /form-(endpoint|receiver[\w-]*)\.spec\.ts$/;
// The "nginx" project runs the routing, 404, redirect and header tests (the admin's too) against Debian's nginx with
// the build's deploy/generated/nginx.conf (__tests__/support/nginx.mjs), on the port after that.
const NGINX_PORT = PORT + 2;
// Taps before the scripts run (taps-before-scripts.spec.ts) are checked as each engine serves the
// page too: nginx's and Cloudflare Pages' (whose scripts arrived latest when the issue was measured).
// What an engine changes is the page's bytes and headers (the policy that lets its inline scripts
// run), the same at any width: an engine's project runs them at the phone's width, where the notice
// covers most, and the desktop project at both (the engines' second width took 85 s of the run).
const EARLY_TAPS_SPEC = /taps-before-scripts\.spec\.ts$/;
const EARLY_TAPS_WIDE = "taps before the scripts have run, at 1280 px";
// And on an engine only those tagged @every-engine (the spec says which and why): the others repeat
// them with other controls, at about 3 s a test (32 tests in all).
const EARLY_TAPS_NOT_ON_ENGINES = "taps before the scripts have run(?!.*@every-engine)";
const NGINX_SPECS = [
  EARLY_TAPS_SPEC,
  /every-page\.spec\.ts$/,
  /routing\.spec\.ts$/,
  /security-headers\.spec\.ts$/,
  /nginx\.spec\.ts$/,
  /admin\.spec\.ts$/,
  /hosts\.spec\.ts$/,
];
const NGINX_ONLY_SPEC = /nginx\.spec\.ts$/;
// The "cloudflare" and "netlify" projects serve the same build with each host's own engine, offline
// (__tests__/support/hostEngines.mjs: wrangler pages dev, netlify dev), on the two ports after nginx's,
// and run what a host decides: the addresses, redirects, not-found pages, headers and functions.
const CLOUDFLARE_PORT = PORT + 3;
const NETLIFY_PORT = PORT + 4;
const HOST_SPECS = [/hosts\.spec\.ts$/, /routing\.spec\.ts$/, /security-headers\.spec\.ts$/];
const HOSTS_ONLY_SPEC = /hosts\.spec\.ts$/;
const HOSTS = [
  ["nginx", NGINX_PORT],
  ["cloudflare", CLOUDFLARE_PORT],
  ["netlify", NETLIFY_PORT],
] as const;
/**
 * The host checks a host's project leaves out, by tag: nginx runs no function (@host-function; the
 * receiver is a Node process behind it, form-receiver.spec.ts), and Netlify's engine sends its own
 * Cache-Control (@cache-rules; NOT_MODELLED in __tests__/support/documentHeaders.ts). Chosen here, not
 * skipped in the test: the summary counts a skipped test as one that did not pass.
 */
const HOST_LEAVES_OUT: Readonly<Record<(typeof HOSTS)[number][0], RegExp>> = {
  nginx: /@host-function/,
  cloudflare: /^$/,
  netlify: /@cache-rules/,
};

/**
 * Each host's engine serving one build: Debian's nginx on the build's own server block
 * (__tests__/support/nginx.mjs), and Cloudflare's and Netlify's engines (hostEngines.mjs). Each waits
 * for its port, not a page: an engine that cannot start answers 503 there with its own words, so its
 * project's tests fail and say why while every other project runs.
 */
function hostServers(dir: string, nginxConf: string) {
  return HOSTS.map(([host, port]) => ({
    command:
      host === "nginx"
        ? `node __tests__/support/nginx.mjs --port ${port} --dir ${dir} --conf ${nginxConf}`
        : `node __tests__/support/hostEngines.mjs ${host} --port ${port} --dir ${dir}`,
    port,
    reuseExistingServer: false,
    timeout: 90_000,
    // TERM lets nginx stop its worker, and each script remove its temporary folder.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  }));
}
// With CONTENT_DIR set (scripts/test-all.sh: CONTENT_DIR=.edited/content), the routing and page tests
// run instead on public-endpoint/, which the content manager's test built from that folder: an
// editor's day of changes (__tests__/fixtures/editorDay.ts). The tests read what to expect from it.
const EDITED_CONTENT = Boolean(process.env.CONTENT_DIR);
// The tests that read the built files (hosts.spec.ts) read that build (__tests__/support/siteUnderTest.ts).
if (EDITED_CONTENT && !process.env.CHECK_PAGES_FILE) process.env.BUILD_DIR ??= "public-endpoint";
const EDITED_SPECS = [/routing\.spec\.ts$/, /pages-[a-z]+\.spec\.ts$/, /frame\.spec\.ts$/, /policies\.spec\.ts$/, /uploads\.spec\.ts$/];
// What every page owes a visitor, on the pages the editor's day makes different in kind (its uploads
// in place, its items' own pages: CHECKED_PAGES in __tests__/support/browserTest.ts), at both widths.
const EDITED_EVERY_PAGE_SPECS = [/every-page\.spec\.ts$/, /no-javascript\.spec\.ts$/];
// The content lane (scripts/test-content.sh) sets CHECK_PAGES_FILE: what every page owes a visitor,
// on the pages the site diff lists as changed or added (CHECKED_PAGES in browserTest.ts), at both
// widths, on public/. What a content change cannot alter (the forms' receiver, nginx, the
// behaviours of each page kind) is the full lane's.
const CONTENT_LANE = Boolean(process.env.CHECK_PAGES_FILE);
const CONTENT_LANE_SPECS = [/every-page\.spec\.ts$/, /no-javascript\.spec\.ts$/];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false };
const publicSite = {
  command: `node scripts/serve.mjs --port ${PORT}`,
  url: `http://localhost:${PORT}/en`,
  reuseExistingServer: false,
  timeout: 30_000,
};
const endpointSite = {
  // Waits for the port, not a page: a missing public-endpoint/ then fails the endpoint tests
  // (404s) instead of stopping every other project from starting.
  command: `node scripts/serve.mjs --port ${ENDPOINT_SITE_PORT} --dir public-endpoint --proxy ${new URL(TEST_FORM_ENDPOINT).pathname}=${new URL(TEST_FORM_ENDPOINT).origin}`,
  port: ENDPOINT_SITE_PORT,
  reuseExistingServer: false,
  timeout: 30_000,
};

export default defineConfig({
  testDir: "__tests__/browser",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: EDITED_CONTENT && !CONTENT_LANE ? "reports/browser-edited.json" : "reports/browser.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: CONTENT_LANE
    ? [
        { name: "phone", testMatch: CONTENT_LANE_SPECS, grepInvert: /@any-width|@wide-screen/, use: PHONE },
        { name: "desktop", testMatch: CONTENT_LANE_SPECS, grepInvert: /@small-screen/, use: { viewport: DESKTOP } },
      ]
    : EDITED_CONTENT
      ? [
          // It is built as a deploy preview (SITE_PREVIEW=1): robots.txt keeps crawlers out there (preview.test.ts).
          {
            name: "edited",
            testMatch: [...EDITED_SPECS, ...EDITED_EVERY_PAGE_SPECS],
            grepInvert: /@small-screen|robots\.txt allows crawling/,
            use: { viewport: DESKTOP, baseURL: `http://localhost:${ENDPOINT_SITE_PORT}` },
          },
          {
            name: "edited-phone",
            testMatch: EDITED_EVERY_PAGE_SPECS,
            grepInvert: /@any-width|@wide-screen/,
            use: { ...PHONE, baseURL: `http://localhost:${ENDPOINT_SITE_PORT}` },
          },
          // The host checks on its build too: its items come down and close, and its list moves addresses.
          ...HOSTS.map(([host, port]) => ({
            name: `${host}-edited`,
            testMatch: HOSTS_ONLY_SPEC,
            grepInvert: HOST_LEAVES_OUT[host],
            use: { viewport: DESKTOP, baseURL: `http://127.0.0.1:${port}` },
          })),
        ]
      : [
          // Tags (__tests__/support/browserTest.ts): @any-width runs once, at desktop width; @small-screen and @wide-screen only there.
          {
            name: "phone",
            testIgnore: [ENDPOINT_SPEC, NGINX_ONLY_SPEC, HOSTS_ONLY_SPEC],
            grepInvert: /@any-width|@wide-screen/,
            use: PHONE,
          },
          {
            name: "desktop",
            testIgnore: [ENDPOINT_SPEC, NGINX_ONLY_SPEC, HOSTS_ONLY_SPEC],
            grepInvert: /@small-screen/,
            use: { viewport: { width: 1280, height: 800 } },
          },
          // One worker: its specs take turns at the one address the site passes /api/inquiry to.
          {
            name: "endpoint",
            testMatch: ENDPOINT_SPEC,
            workers: 1,
            use: { viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${ENDPOINT_SITE_PORT}` },
          },
          // The admin's previews do not depend on the server: nginx runs its header tests only.
          {
            name: "nginx",
            testMatch: NGINX_SPECS,
            grepInvert: new RegExp(
              `editing under the deployed policy|removing an entry under|${EARLY_TAPS_WIDE}|${EARLY_TAPS_NOT_ON_ENGINES}|@small-screen|${HOST_LEAVES_OUT.nginx.source}`,
            ),
            use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
          },
          ...HOSTS.filter(([host]) => host !== "nginx").map(([name, port]) => ({
            name,
            testMatch: name === "cloudflare" ? [...HOST_SPECS, EARLY_TAPS_SPEC] : HOST_SPECS,
            grepInvert: new RegExp(`${EARLY_TAPS_WIDE}|${EARLY_TAPS_NOT_ON_ENGINES}|@small-screen|${HOST_LEAVES_OUT[name].source}`),
            use: { viewport: DESKTOP, baseURL: `http://127.0.0.1:${port}` },
          })),
        ],
  webServer: CONTENT_LANE
    ? [publicSite]
    : EDITED_CONTENT
      ? [endpointSite, ...hostServers("public-endpoint", ".edited/deploy/nginx.conf")]
      : [publicSite, endpointSite, ...hostServers("public", "deploy/generated/nginx.conf")],
});
