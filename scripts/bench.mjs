#!/usr/bin/env node
// The performance benchmark (npm run bench): builds the site, serves it with the production headers,
// runs Lighthouse 12.8 (mobile, simulated throttling: its defaults) on every page of the slug map,
// and prints one table of medians (the four category scores, the metrics, the bytes) plus the build
// time, then which budgets hold. It measures; it never fails on a figure.
//
// Usage: npm run bench -- [--scale N | --lists | --media] [--runs 3] [--only /en,/es/acerca] [--skip-build] [--requests] [--content-only]
//                         [--host serve|cloudflare|netlify|nginx]
//        npm run bench -- --ab [--runs 5] [--only /en,/es/divisiones,/en/careers,/es/politicas/privacidad]
//   --scale N  multiplies the news items, events, job openings and press releases N times in a temporary
//              copy of content/ (never committed), builds from it, and measures the long lists' pages (each
//              list's first page and a page of each of its kinds: a year, a month, a type, a place), to show
//              how cost grows. --scale ten-years writes issue 67's ten-year content instead (tenYearContent:
//              300 releases, 600 news items, 200 events ahead and 400 past, 150 openings with 40 open).
//   --lists    measures the long lists' pages as --scale does, on content/ as it is (the launch content's side).
//   --media    fills a temporary copy of content/ as editors would (__tests__/fixtures/media.ts: a logo for
//              every partner, six gallery photos from 4000 × 3000 originals, the three documents; and
//              __tests__/fixtures/itemPages.ts: a release, an opening and an event with pages of their
//              own), builds from it, and measures the items' pages too.
//   --media-scale N  the cost of editors' photos to the build, not to a page: N photo pages (events and
//              press releases, each with a 2400 px photo, as the content manager's media_processing
//              leaves it, and a page text) in a copy of content/, built as `npm run build` builds (clean)
//              with a fresh build cache (plugins/build-cache): the cold build, the warm build with nothing
//              changed, after a one-line text edit, after one more photo page, and the same copy with no
//              photo pages after the same edit. No Lighthouse runs.
//   --encoding-cost  what encoding one 2400 px photo costs, file by file: each width and format an
//              item's page asks for (src/templates/pressRelease.tsx's EntryPicture) and the events list's
//              1200 px JPEG for search engines, in seconds on one core and in bytes, and AVIF at other
//              efforts than sharp's default 4. No build.
//   --requests lists each page's script and page-data requests (last run), to see what loads.
//   --search   the search page: from the last key press to the first result shown, at 4× CPU slowdown,
//              the first query of a visit (it loads the index) and the next. No Lighthouse.
//   --taps     taps at first paint: each control a visitor can reach before the scripts run (the cookie
//              notice's buttons, the menu, a toast button, the careers filters, the forms, the search box,
//              Add to calendar, a download, the partner row, the carousel's Next), tapped as soon as it
//              shows, at 4× CPU and Lighthouse's mobile network applied by Chrome; whether the tap took
//              effect, how long after the tap and after hydration, and whether it acted twice
//              (scripts/lib/tapsAtFirstPaint.mjs). No Lighthouse.
//   --host     who serves the build: scripts/serve.mjs (the default), or a host's own engine as the test
//              command's host checks run it (cloudflare: wrangler pages dev; netlify: netlify dev; nginx).
//   --content-only  with --scale or --media: only write the copy, print its folder and exit (build it
//              yourself with CONTENT_DIR=<folder> npx gatsby build; remove the folder afterwards).
//   --ab --scale ten-years  the launch content against ten years of it, the same code: the pages both
//              builds have, measured in turns (performance only), with what ten years add to TBT, LCP and
//              the score and its 95% interval, and each page's HTML plus page data in both.
//   --ab       A/B of each of the site's own performance mechanisms (src/node/benchSwitches.ts): one
//              build as shipped and one without each mechanism, everything else equal, measured in
//              turns (performance only), with the difference and its 95% interval per mechanism.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { importTs } from "./lib/importTs.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const ab = args.includes("--ab");
// --scale N multiplies the collections; --scale ten-years writes issue 67's ten-year content (tenYearContent).
const tenYears = arg("scale", "") === "ten-years";
const scale = tenYears ? 1 : Math.max(1, Number(arg("scale", 1)));
const runs = Math.max(1, Number(arg("runs", ab ? 5 : 3)));
const only = arg("only", "")?.split(",").filter(Boolean) ?? [];
const skipBuild = args.includes("--skip-build");
// --requests lists every script and page-data request of each page's last run, to see what loads.
const listRequests = args.includes("--requests");
const contentOnly = args.includes("--content-only");
// --lists measures the long lists' pages of content/ as --scale does: the launch content's side of its table.
const listsOnly = args.includes("--lists");
const withMedia = args.includes("--media");
const mediaScale = args.includes("--media-scale") ? Math.max(0, Number(arg("media-scale", 0))) : undefined;
const port = Number(arg("port", 9600));
// Who serves the build: scripts/serve.mjs, or a host's own engine (cloudflare, netlify, nginx).
const host = arg("host", "serve");
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const routes = JSON.parse(fs.readFileSync(path.join(root, "src/config/routes.json"), "utf8"));
const { LANGUAGES } = await importTs(path.join(root, "src/i18n/languages.ts"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// The mechanisms src/node/benchSwitches.ts can turn off (one list, shared with the build), and the
// pages the A/B measures by default: the heaviest page, a long one, the one with client-side
// filters, and a page of text.
const { MECHANISMS } = await importTs(path.join(root, "src/node/benchSwitches.ts"));
const { CHROMIUM_ARGS } = await importTs(path.join(root, "src/config/chromium.ts"));
const AB_PAGES = ["/en", "/es/divisiones", "/en/careers", "/es/politicas/privacidad"];

/**
 * A copy of content/ whose collections hold every item `factor` times (new keys, one file each, as
 * the CMS writes them). News and press copies are older, so "the newest" stay the originals; event
 * copies are later (a calendar growing into the future), so the originals stay first in the list;
 * job copies get higher order numbers, so the list starts with the originals.
 */
function scaledContent(factor) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `content-x${factor}-`));
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  for (const collection of ["news", "events", "jobs", "press"]) {
    for (const lang of LANGUAGES) {
      const folder = path.join(dir, "collections", collection, lang);
      for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".json"))) {
        const item = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
        for (let i = 1; i < factor; i++) {
          const copy = { ...item };
          const years = collection === "events" ? i : -i;
          if (copy.date) copy.date = `${Number(copy.date.slice(0, 4)) + years}${copy.date.slice(4)}`;
          if (typeof copy.order === "number") copy.order += i * 1000;
          fs.writeFileSync(path.join(folder, name.replace(/\.json$/, `-copy-${i}.json`)), JSON.stringify(copy, null, 2));
        }
      }
    }
  }
  return dir;
}

/**
 * Ten years of a group that runs weekly store leagues and regional qualifiers in a dozen countries and
 * publishes every month (issue 67's target): 300 press releases, 600 news items, 200 events ahead and
 * 400 past, 150 openings of which 40 are open, on top of the launch content, dated from the build's date
 * (SITE_DATE). A third of the releases, a fifth of the events and half the openings have a page of their
 * own, so the closed openings' addresses answer "gone" as they would after ten years.
 */
const TEN_YEARS = { press: 300, news: 600, eventsAhead: 200, eventsPast: 400, openings: 150, openOpenings: 40 };
const PLACES = [
  ["Guadalajara", "Mexico", "México"],
  ["Monterrey", "Mexico", "México"],
  ["Madrid", "Spain", "España"],
  ["Barcelona", "Spain", "España"],
  ["Bogotá", "Colombia", "Colombia"],
  ["Lima", "Peru", "Perú"],
  ["Santiago", "Chile", "Chile"],
  ["Buenos Aires", "Argentina", "Argentina"],
  ["São Paulo", "Brazil", "Brasil"],
  ["Denver", "United States", "Estados Unidos"],
  ["Toronto", "Canada", "Canadá"],
  ["Lisbon", "Portugal", "Portugal"],
];
const EVENT_TYPES = [
  ["Store league", "Liga de tienda"],
  ["Regional qualifier", "Clasificatorio regional"],
  ["Premier tournament", "Torneo premier"],
  ["Convention", "Convención"],
];
const DEPARTMENTS = [
  ["Marketing", "Marketing"],
  ["Operations", "Operaciones"],
  ["Community", "Comunidad"],
  ["Franchises", "Franquicias"],
  ["Retail", "Tiendas"],
];

function tenYearContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-ten-years-"));
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  const day = (offset) => new Date(Date.parse(`${SITE_DATE}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const write = (collection, key, byLang) => {
    for (const lang of LANGUAGES) {
      const file = path.join(dir, "collections", collection, lang, `${key}.json`);
      fs.writeFileSync(file, `${JSON.stringify(byLang(lang), null, 2)}\n`);
    }
  };
  const es = (lang, en, spanish) => (lang === "es" ? spanish : en);
  const body = (lang, what) =>
    es(
      lang,
      `## About ${what}\n\nWhat happened, who took part and what comes next.\n`,
      `## Sobre ${what}\n\nQué pasó, quién participó y qué viene.\n`,
    );
  for (let i = 0; i < TEN_YEARS.press; i++)
    write("press", `release-${i + 1}`, (lang) => ({
      title: es(lang, `Mythforge Group announcement ${i + 1}`, `Anuncio ${i + 1} de Mythforge Group`),
      date: day(-1 - Math.floor((i * 3650) / TEN_YEARS.press)),
      summary: es(
        lang,
        `A short summary of announcement ${i + 1}, as journalists read it.`,
        `Un breve resumen del anuncio ${i + 1}, como lo leen los periodistas.`,
      ),
      ...(i % 3 === 0 && { body: body(lang, es(lang, `announcement ${i + 1}`, `el anuncio ${i + 1}`)) }),
    }));
  for (let i = 0; i < TEN_YEARS.news; i++)
    write("news", `news-${i + 1}`, (lang) => ({
      title: es(lang, `Community news ${i + 1}`, `Noticia de la comunidad ${i + 1}`),
      date: day(-2 - Math.floor((i * 3650) / TEN_YEARS.news)),
      excerpt: es(lang, `What happened in our community, in brief (${i + 1}).`, `Lo que pasó en nuestra comunidad, en breve (${i + 1}).`),
    }));
  const event = (i, offset) => {
    const [city, countryEn, countryEs] = PLACES[i % PLACES.length];
    const [typeEn, typeEs] = EVENT_TYPES[i % EVENT_TYPES.length];
    return (lang) => ({
      title: es(lang, `${typeEn} ${city} #${i + 1}`, `${typeEs} ${city} #${i + 1}`),
      date: day(offset),
      location: `${city}, ${es(lang, countryEn, countryEs)}`,
      type: es(lang, typeEn, typeEs),
      participants: 32 + (i % 8) * 64,
      prizePool: 1000 * (1 + (i % 25)),
      ...(i % 5 === 0 && { body: body(lang, `${typeEn} ${city}`) }),
    });
  };
  for (let i = 0; i < TEN_YEARS.eventsAhead; i++)
    write("events", `event-ahead-${i + 1}`, event(i, 1 + Math.floor((i * 1217) / TEN_YEARS.eventsAhead)));
  for (let i = 0; i < TEN_YEARS.eventsPast; i++)
    write("events", `event-past-${i + 1}`, event(i, -1 - Math.floor((i * 2433) / TEN_YEARS.eventsPast)));
  for (let i = 0; i < TEN_YEARS.openings; i++) {
    const open = i < TEN_YEARS.openOpenings;
    const [city, countryEn, countryEs] = PLACES[i % PLACES.length];
    const [deptEn, deptEs] = DEPARTMENTS[i % DEPARTMENTS.length];
    write("jobs", `opening-${i + 1}`, (lang) => ({
      title: es(lang, `${deptEn} specialist ${i + 1}`, `Especialista de ${deptEs} ${i + 1}`),
      department: es(lang, deptEn, deptEs),
      location: `${city}, ${es(lang, countryEn, countryEs)}`,
      order: 1000 + i,
      workplace: "on-site",
      employmentType: "FULL_TIME",
      datePosted: day(open ? -30 : -60 - i * 20),
      ...(open ? {} : { closingDate: day(-30 - i * 20) }),
      ...(i % 2 === 0 && { body: body(lang, es(lang, `the ${deptEn} role`, `el puesto de ${deptEs}`)) }),
    }));
  }
  return dir;
}

/** The list pages the scaled content makes, in each language: each list's first page, one page of each of its list routes (the middle value). */
function listPagesToMeasure(publicDir) {
  const pages = [];
  for (const lang of LANGUAGES) {
    // The home page is the news list's first page.
    for (const key of ["home", "press", "events", "careers"]) pages.push(routes.find((r) => r.key === key).paths[lang]);
    for (const route of routes.filter((r) => r.by)) {
      const [before, after = ""] = route.paths[lang].split(":value");
      const folder = path.join(publicDir, before.replace(/\/$/, ""));
      if (!fs.existsSync(folder)) continue;
      const values = fs
        .readdirSync(folder)
        .filter((name) => name.endsWith(".html"))
        .map((name) => name.slice(0, -".html".length))
        .filter((value) => (route.by === "month" ? /^\d{4}-\d{2}$/ : route.by === "year" ? /^\d{4}$/ : /[a-z]/).test(value))
        .sort();
      if (values.length > 0) pages.push(`${before}${values[Math.floor(values.length / 2)]}${after}`);
    }
  }
  return pages;
}

/** A copy of content/ with every placeholder filled and items given pages, as editors would (see --media). */
async function filledContent() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-media-")), "content");
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  const { fillMedia } = await importTs(path.join(root, "__tests__/fixtures/media.ts"));
  const { writeItemPages } = await importTs(path.join(root, "__tests__/fixtures/itemPages.ts"));
  await fillMedia(dir, { photoSize: [4000, 3000] });
  await writeItemPages(dir);
  return dir;
}

// The build's date, read once (src/lib/siteDate.ts): every build of a run shows the same events, so
// the A/B's variants differ only by the mechanism. SITE_DATE=YYYY-MM-DD replays an earlier run's day.
const { siteDate } = await importTs(path.join(root, "src/lib/siteDate.ts"));
const SITE_DATE = siteDate();

/** A clean production build into public/; returns the seconds it took. */
function build(env = {}) {
  const fullEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_DATE, ...env };
  spawnSync("npx", ["gatsby", "clean"], { cwd: root, env: fullEnv, stdio: "ignore" });
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: root, env: fullEnv, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("gatsby build failed");
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function bytesByKind(lhr, origin) {
  const totals = { js: 0, css: 0, images: 0, fonts: 0, pageData: 0, html: 0, other: 0, external: 0 };
  for (const item of lhr.audits["network-requests"].details.items) {
    if (!item.url.startsWith(origin)) totals.external += 1;
    const size = item.transferSize ?? 0;
    if (item.url.includes("/page-data/")) totals.pageData += size;
    else if (item.resourceType === "Document") totals.html += size;
    else if (item.resourceType === "Script") totals.js += size;
    else if (item.resourceType === "Stylesheet") totals.css += size;
    else if (item.resourceType === "Image") totals.images += size;
    else if (item.resourceType === "Font") totals.fonts += size;
    else totals.other += size;
  }
  return totals;
}

/**
 * How long, unthrottled, the main-thread task that commits the navigation took: Chromium creates the
 * page's JavaScript context there, with DevTools attached, before the HTML is parsed. No site code
 * runs in it, and Lighthouse's FCP estimate leaves it out, so ×4 it pushes the first layout past
 * FCP and into TBT. Printed beside TBT so a slow machine can be told from a slow page.
 */
function navigationCommitMs(trace) {
  const events = trace?.traceEvents ?? [];
  const start = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!start) return undefined;
  const onMain = (e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts >= start.ts;
  const commit = events.find((e) => onMain(e) && e.name === "DocumentLoader::CommitNavigation");
  if (!commit) return undefined;
  const task = events.find((e) => onMain(e) && e.name === "RunTask" && e.ts <= commit.ts && e.ts + e.dur >= commit.ts + commit.dur);
  return (task ?? commit).dur / 1000;
}

/** One Lighthouse run; a run that loses a metric (a trace it cannot read) is redone, and said. */
async function lighthouseRun(url, chrome, origin, categories) {
  for (let failures = 0; ; failures++) {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, onlyCategories: categories, logLevel: "error", output: "json" });
    const metrics = categories.includes("performance")
      ? ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
      : [];
    const missing = metrics.filter((id) => typeof lhr.audits[id]?.numericValue !== "number");
    if (missing.length === 0) {
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      return {
        lhr,
        sample: {
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
          tbt: lhr.audits["total-blocking-time"]?.numericValue,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
          commit: navigationCommitMs(artifacts?.Trace),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          ...(metrics.length > 0 && bytesByKind(lhr, origin)),
        },
      };
    }
    process.stderr.write(`  ${url}: a run has no ${missing.join(", ")} (${lhr.runtimeError?.code ?? "no error code"}); running it again\n`);
    if (failures >= 3) throw new Error(`Lighthouse could not measure ${url}`);
  }
}

function pageDataSize(dir, route) {
  const file = path.join(dir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  const raw = fs.readFileSync(file);
  return { raw: raw.length, gzip: zlib.gzipSync(raw).length };
}

/** scripts/serve.mjs on `dir`: the production headers and compression, like the hosts. */
/**
 * The build served as `--host` serves it: by default scripts/serve.mjs (npm run serve); `cloudflare`
 * and `netlify` with the host's own engine, `nginx` with the generated server block, as the test
 * command's host checks do (__tests__/support/hostEngines.mjs, nginx.mjs).
 */
async function serve(dir, servePort) {
  const command = {
    serve: [path.join(root, "scripts/serve.mjs"), "--port", String(servePort), "--dir", dir],
    cloudflare: [path.join(root, "__tests__/support/hostEngines.mjs"), "cloudflare", "--port", String(servePort), "--dir", dir],
    netlify: [path.join(root, "__tests__/support/hostEngines.mjs"), "netlify", "--port", String(servePort), "--dir", dir],
    nginx: [path.join(root, "__tests__/support/nginx.mjs"), "--port", String(servePort), "--dir", dir],
  }[host];
  if (!command) throw new Error(`--host ${host}: serve, cloudflare, netlify or nginx`);
  const server = spawn("node", command, { cwd: root, stdio: "ignore" });
  // Bounded: the engines take a few seconds to start; a server that never answers fails the run here.
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://localhost:${servePort}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`${host} did not answer on port ${servePort} within a minute`);
}

/**
 * Every page and script once before measuring, so the server has compressed them (as a CDN's cache
 * would have) and no Lighthouse run shares the CPU with the server's first brotli pass.
 */
async function warmUp(origin, dir) {
  const seen = new Set();
  const get = async (url) => {
    if (seen.has(url)) return "";
    seen.add(url);
    const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    return response.text();
  };
  for (const route of routes.filter((r) => !r.entries && !r.by)) {
    for (const lang of LANGUAGES) {
      const html = await get(`${origin}${route.paths[lang]}`);
      for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) await get(`${origin}${src}`);
    }
  }
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".js"))) await get(`${origin}/${file}`);
}

// Lighthouse measures in the full browser (its new headless mode), not the headless shell the tests use.
const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// --media-scale and --encoding-cost measure builds and sharp only, so they need no browser.
if (!contentOnly && mediaScale === undefined && !args.includes("--encoding-cost") && !fs.existsSync(BENCH_CHROMIUM)) {
  console.error(
    `npm run bench needs Chromium at ${BENCH_CHROMIUM}: install Debian's (apt-get install chromium), or name another with CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: BENCH_CHROMIUM,
    // The tests' flags (src/config/chromium.ts), in the full browser's own headless mode.
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });

const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
const machine = () =>
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * The budgets of the performance issue, and the 100s of the hardening issue, per measured row; with a
 * scaled content, the long lists' own (issue 67): the 100s, TBT ≤ 50 ms, and HTML plus page data ≤ 100 KB compressed.
 */
function budgetProblems(page, m, pageDataKb, scaled = false) {
  if (scaled) {
    const problems = [];
    for (const [name, value] of [
      ["performance", m.perf],
      ["accessibility", m.a11y],
      ["best practices", m.bp],
      ["SEO", m.seo],
    ])
      if (value < 100) problems.push(`${name} ${value}`);
    if (m.tbt > 50) problems.push(`TBT ${Math.round(m.tbt)} ms`);
    if (m.html + m.pageData > 100 * 1024) problems.push(`HTML + page data ${kb(m.html + m.pageData)} KB`);
    return problems.length ? `${page}: ${problems.join(", ")}` : undefined;
  }
  const problems = [];
  for (const [name, value] of [
    ["performance", m.perf],
    ["accessibility", m.a11y],
    ["best practices", m.bp],
    ["SEO", m.seo],
  ])
    if (value < 100) problems.push(`${name} ${value}`);
  if (m.lcp > 1500) problems.push(`LCP ${(m.lcp / 1000).toFixed(2)} s`);
  if (m.tbt > 50) problems.push(`TBT ${Math.round(m.tbt)} ms`);
  if (m.cls > 0.01) problems.push(`CLS ${m.cls.toFixed(3)}`);
  if (m.js > 90 * 1024) problems.push(`JS ${kb(m.js)} KB`);
  if (pageDataKb > 15) problems.push(`page data ${pageDataKb.toFixed(1)} KB`);
  if (m.external > 0) problems.push(`${m.external} requests to other hosts`);
  return problems.length ? `${page}: ${problems.join(", ")}` : undefined;
}

async function benchmark() {
  const contentDir = withMedia ? await filledContent() : tenYears ? tenYearContent() : scale > 1 ? scaledContent(scale) : undefined;
  if (contentOnly) {
    console.log(contentDir ?? path.join(root, "content"));
    return;
  }
  const publicDir = path.join(root, "public");
  const buildSeconds = skipBuild ? undefined : build(contentDir ? { CONTENT_DIR: contentDir } : {});
  const pagesBuilt = fs
    .readdirSync(path.join(publicDir, "page-data"), { recursive: true })
    .filter((f) => String(f).endsWith("page-data.json")).length;
  const server = await serve(publicDir, port);
  const origin = `http://localhost:${port}`;
  await warmUp(origin, publicDir);
  const chrome = await launchChrome();
  const rows = [];
  const problems = [];
  const benchmarkIndexes = [];
  try {
    // The slug-map pages, then whatever items' pages the build made (their routes have ":key"). A scaled
    // content measures the long lists instead: each list's first page and a page of each of its kinds.
    const scaled = tenYears || scale > 1 || listsOnly;
    const pages = scaled
      ? listPagesToMeasure(publicDir)
      : routes.filter((route) => !route.entries && !route.by).flatMap((route) => LANGUAGES.map((lang) => route.paths[lang]));
    for (const route of scaled ? [] : routes.filter((r) => r.entries))
      for (const lang of LANGUAGES) {
        const list = path.join(publicDir, route.paths[lang].replace("/:key", ""));
        if (!fs.existsSync(list)) continue;
        // Each page is <path>.html (src/node/hosts/pageFiles.ts); a number is a later page of a list.
        for (const key of fs
          .readdirSync(list)
          .filter((name) => name.endsWith(".html"))
          .map((name) => name.slice(0, -".html".length))
          .filter((name) => !/^\d+$/.test(name)))
          pages.push(route.paths[lang].replace(":key", key));
      }
    for (const page of pages) {
      if (!fs.existsSync(path.join(publicDir, `${page}.html`))) continue;
      if (only.length && !only.includes(page)) continue;
      // Performance on its own, as its metrics are timings: the other categories' gatherers (source
      // maps, console and issue logging, the debugger) run during the load and slow it. Their scores
      // do not depend on timing, so one run of them follows.
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const { lhr, sample } = await lighthouseRun(`${origin}${page}`, chrome, origin, ["performance"]);
        samples.push(sample);
        if (listRequests && i === runs - 1)
          for (const item of lhr.audits["network-requests"].details.items)
            process.stderr.write(`  ${String(item.transferSize ?? 0).padStart(7)} ${item.resourceType} ${item.url.replace(origin, "")}\n`);
      }
      const m = Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
      const { sample: scores } = await lighthouseRun(
        `${origin}${page}`,
        chrome,
        origin,
        CATEGORIES.filter((c) => c !== "performance"),
      );
      Object.assign(m, { a11y: scores.a11y, bp: scores.bp, seo: scores.seo });
      const data = pageDataSize(publicDir, page);
      benchmarkIndexes.push(...samples.map((x) => x.benchmarkIndex));
      const commit = samples.every((x) => typeof x.commit === "number") ? Math.round(m.commit) : "–";
      rows.push([
        page,
        m.perf,
        m.a11y,
        m.bp,
        m.seo,
        (m.lcp / 1000).toFixed(2),
        Math.round(m.tbt),
        commit,
        m.cls.toFixed(3),
        kb(m.js),
        kb(m.css),
        kb(m.images),
        kb(m.fonts),
        kb(m.pageData),
        kb(data.raw),
        kb(m.html + m.pageData),
        m.external,
      ]);
      const problem = budgetProblems(page, m, m.pageData / 1024, scaled);
      if (problem) problems.push(problem);
      process.stderr.write(`measured ${page}\n`);
    }
  } finally {
    await chrome.kill();
    server.kill();
    if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
  }
  const head = [
    "page",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP s",
    "TBT ms",
    "nav commit ms",
    "CLS",
    "JS KB",
    "CSS KB",
    "img KB",
    "font KB",
    "page-data KB",
    "page-data raw KB",
    "HTML + data KB",
    "other hosts",
  ];
  console.log(
    `\nLighthouse 12.8 mobile (simulated throttling), median of ${runs} run(s); transfer sizes compressed; ${withMedia ? "media filled (--media)" : tenYears ? `ten years (${JSON.stringify(TEN_YEARS)})` : `scale ×${scale}`}\n`,
  );
  console.log(table(head, rows));
  const home = pageDataSize(publicDir, "/en");
  console.log(`\nHome (/en) page data: ${home.raw} bytes raw, ${home.gzip} bytes gzip`);
  const { countRedirects, countHeaderRules, CLOUDFLARE_LIMITS } = await importTs(path.join(root, "src/node/hosts/hostLimits.ts"));
  const redirects = countRedirects(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8"));
  const headers = countHeaderRules(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
  console.log(
    `Host files: _redirects ${redirects.staticRedirects} static rules of ${CLOUDFLARE_LIMITS.staticRedirects} and ${redirects.dynamicRedirects} dynamic of ${CLOUDFLARE_LIMITS.dynamicRedirects}, _headers ${headers.headerRules} rules of ${CLOUDFLARE_LIMITS.headerRules}, longest line ${Math.max(redirects.longestLine, headers.longestLine)} of ${CLOUDFLARE_LIMITS.lineLength} (Cloudflare Pages' limits)`,
  );
  const app = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]+\.js$/.test(f));
  if (app)
    console.log(
      `App bundle (every page's first load): ${fs.statSync(path.join(publicDir, app)).size} bytes, ${zlib.brotliCompressSync(fs.readFileSync(path.join(publicDir, app))).length} brotli`,
    );
  console.log(
    buildSeconds === undefined
      ? "Build skipped"
      : `Build: ${buildSeconds.toFixed(1)} s for ${pagesBuilt} pages (clean cache, SITE_DATE=${SITE_DATE})`,
  );
  console.log(machine());
  // Lighthouse's own measure of the host CPU; its throttling docs place 1000–2000 on desktops, for
  // which the default 4× slowdown is meant.
  console.log(
    `Lighthouse benchmarkIndex: median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))})`,
  );
  console.log(
    problems.length === 0
      ? tenYears || scale > 1
        ? `Budgets: all hold on all ${rows.length} list pages (100 in all four categories, TBT ≤ 50 ms, HTML + page data ≤ 100 KB).`
        : `Budgets: all hold on all ${rows.length} pages (100 in all four categories, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01, JS ≤ 90 KB, page data ≤ 15 KB, no other hosts).`
      : `Budgets missed:\n  ${problems.join("\n  ")}`,
  );
}

/** A 95% interval of the mean of paired differences, by resampling them (10,000 times, fixed seed). */
function bootstrap(diffs) {
  let seed = 12345;
  // mulberry32: small, well spread, and the same draws on every run of the bench.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const means = Array.from({ length: 10000 }, () => mean(diffs.map(() => diffs[Math.floor(random() * diffs.length)])));
  means.sort((a, b) => a - b);
  return [means[249], means[9749]];
}

async function abComparison() {
  // --ab --scale ten-years: the same code on the launch content and on ten years of it, the pages both
  // builds have (each list's first page, and a year's, a month's, a type's and a place's that the
  // launch content has too), to show whether a page costs more as the archive grows.
  const variants = tenYears
    ? [
        { name: "launch content", env: {} },
        { name: "ten years", env: { CONTENT_DIR: tenYearContent() } },
      ]
    : [{ name: "as shipped", env: {} }, ...MECHANISMS.map((m) => ({ name: `without ${m}`, without: m, env: { BENCH_WITHOUT: m } }))];
  let pages = only.length ? only : tenYears ? undefined : AB_PAGES;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ab-"));
  const servers = [];
  const chrome = await launchChrome();
  try {
    for (const [i, variant] of variants.entries()) {
      process.stderr.write(`building ${variant.name}\n`);
      variant.seconds = build(variant.env);
      variant.dir = path.join(work, String(i));
      fs.cpSync(path.join(root, "public"), variant.dir, { recursive: true });
      variant.origin = `http://localhost:${port + i}`;
      servers.push(await serve(variant.dir, port + i));
      await warmUp(variant.origin, variant.dir);
    }
    pages ??= listPagesToMeasure(variants[0].dir).filter((page) => variants.every((v) => fs.existsSync(path.join(v.dir, `${page}.html`))));
    for (const variant of variants) variant.samples = Object.fromEntries(pages.map((p) => [p, []]));
    // In turns: each run measures every page in every variant, the variants in a rotating order,
    // so a slow spell of the machine falls on all of them alike.
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (let k = 0; k < variants.length; k++) {
          const variant = variants[(k + run) % variants.length];
          const { sample } = await lighthouseRun(`${variant.origin}${page}`, chrome, variant.origin, ["performance"]);
          variant.samples[page].push(sample);
        }
      }
      process.stderr.write(`run ${run + 1} of ${runs} done\n`);
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
  }
  const shipped = variants[0];
  const rows = [];
  for (const page of pages)
    for (const variant of variants) {
      const s = variant.samples[page];
      const stat = (k) => median(s.map((x) => x[k]));
      const range = (k, f) => `${f(Math.min(...s.map((x) => x[k])))}–${f(Math.max(...s.map((x) => x[k])))}`;
      rows.push([
        page,
        variant.name,
        stat("perf"),
        `${Math.round(stat("tbt"))} (${range("tbt", Math.round)})`,
        `${(stat("lcp") / 1000).toFixed(2)} (${range("lcp", (v) => (v / 1000).toFixed(2))})`,
        kb(stat("js")),
      ]);
    }
  console.log(
    `\nA/B of ${tenYears ? "the launch content and ten years of it" : "the performance mechanisms"}: Lighthouse 12.8 mobile, ${runs} runs per page and variant, in turns\n`,
  );
  console.log(table(["page", "build", "perf (median)", "TBT ms median (min–max)", "LCP s median (min–max)", "JS KB"], rows));
  if (tenYears) return scaleVerdict(pages, variants);
  const verdicts = [];
  for (const variant of variants.slice(1)) {
    // Paired by page and run: what turning the mechanism off adds (positive: it was helping).
    const diff = (k) => pages.flatMap((p) => variant.samples[p].map((s, i) => s[k] - shipped.samples[p][i][k]));
    const tbt = diff("tbt");
    const lcp = diff("lcp");
    const [tbtLow, tbtHigh] = bootstrap(tbt);
    const [lcpLow, lcpHigh] = bootstrap(lcp);
    const helps = tbtLow > 0 || lcpLow > 0;
    const hurts = tbtHigh < 0 || lcpHigh < 0;
    verdicts.push([
      variant.without,
      `${mean(tbt).toFixed(1)} [${tbtLow.toFixed(1)}, ${tbtHigh.toFixed(1)}]`,
      `${mean(lcp).toFixed(0)} [${lcpLow.toFixed(0)}, ${lcpHigh.toFixed(0)}]`,
      helps && !hurts
        ? "gain beyond noise: keep"
        : hurts && !helps
          ? "worse with it: remove"
          : helps && hurts
            ? "mixed"
            : "within noise: remove",
    ]);
  }
  console.log(
    `\nTurning each mechanism off, against the build as shipped: mean change over ${pages.length} pages × ${runs} runs, [95% interval]\n`,
  );
  console.log(table(["mechanism off", "TBT ms", "LCP ms", "verdict"], verdicts));
  console.log(`\nBuilds: ${variants.map((v) => `${v.name} ${v.seconds.toFixed(1)} s`).join(", ")}`);
  console.log(machine());
  fs.rmSync(work, { recursive: true, force: true });
}

/** What ten years of content add to the same pages, paired by page and run, with the page's compressed HTML plus page data in each build. */
function scaleVerdict(pages, [launch, tenYear]) {
  const diff = (k) => pages.flatMap((p) => tenYear.samples[p].map((s, i) => s[k] - launch.samples[p][i][k]));
  const rows = [];
  for (const [metric, unit] of [
    ["tbt", "ms"],
    ["lcp", "ms"],
    ["perf", "points"],
  ]) {
    const d = diff(metric);
    const [low, high] = bootstrap(d);
    rows.push([
      metric,
      `${mean(d).toFixed(1)} ${unit}`,
      `[${low.toFixed(1)}, ${high.toFixed(1)}]`,
      low > 0 || high < 0 ? "beyond noise" : "within noise",
    ]);
  }
  console.log(`\nTen years against the launch content: mean change over ${pages.length} pages × ${runs} runs, [95% interval]\n`);
  console.log(table(["metric", "ten years minus launch", "95% interval", "verdict"], rows));
  const sizes = pages.map((page) => [page, ...[launch, tenYear].map((v) => kb(median(v.samples[page].map((x) => x.html + x.pageData))))]);
  console.log(`\nHTML plus page data, transferred (compressed), medians\n`);
  console.log(table(["page", "launch KB", "ten years KB"], sizes));
  console.log(`\nBuilds: ${[launch, tenYear].map((v) => `${v.name} ${v.seconds.toFixed(1)} s`).join(", ")}`);
  console.log(machine());
  fs.rmSync(path.dirname(launch.dir), { recursive: true, force: true });
  fs.rmSync(tenYear.env.CONTENT_DIR, { recursive: true, force: true });
}

/** Photo pages as an editor adds them: a copy of the collection's first item, with a photo and a page text, in both languages. */
async function addPhotoPage(content, i) {
  const { photo } = await importTs(path.join(root, "__tests__/fixtures/media.ts"));
  const { serialiseJson, shapeOf } = await importTs(path.join(root, "src/content-model/serialise.ts"));
  const { ITEM_COLLECTIONS } = await importTs(path.join(root, "src/content-model/model.ts"));
  const collection = i % 2 === 0 ? "events" : "press";
  const fields = ITEM_COLLECTIONS.find((c) => c.name === collection).fields;
  const template = fs.readdirSync(path.join(content, "collections", collection, "en")).sort()[0];
  const key = `bench-${collection}-${i + 1}`;
  const media = `media/${key}.jpg`;
  fs.mkdirSync(path.join(content, "media"), { recursive: true });
  fs.writeFileSync(path.join(content, media), await photo(1000 + i, [2400, 1600]));
  for (const lang of LANGUAGES) {
    const data = JSON.parse(fs.readFileSync(path.join(content, "collections", collection, lang, template), "utf8"));
    data.title = `${data.title} (${i + 1})`;
    data.image =
      lang === "en"
        ? { src: media, alt: `Players at table ${i + 1} of the final round` }
        : { alt: `Jugadores en la mesa ${i + 1} de la ronda final` };
    data.body = `Page text ${i + 1} in ${lang}.\n\nA second paragraph, as editors write them.\n`;
    fs.writeFileSync(path.join(content, "collections", collection, lang, `${key}.json`), serialiseJson(data, shapeOf(fields)));
  }
  return path.join(content, "collections", collection, "en", `${key}.json`);
}

/** `npm run build` (clean, then build) on a content folder and a cache folder: seconds, and the cache's log line. */
function cleanBuild(contentDir, cacheDir) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_DATE, CONTENT_DIR: contentDir, SITE_BUILD_CACHE_DIR: cacheDir };
  const started = process.hrtime.bigint();
  spawnSync("npx", ["gatsby", "clean"], { cwd: root, env, stdio: "ignore" });
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`gatsby build failed:\n${result.stderr}\n${result.stdout.slice(-4000)}`);
  const cacheLine = /images reused=\d+ encoded=\d+/.exec(result.stdout)?.[0] ?? "";
  return { seconds, cacheLine };
}

async function mediaScaleBenchmark(n) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `media-scale-${n}-`));
  const withPhotos = path.join(work, "content");
  const without = path.join(work, "content-none");
  const cacheDir = path.join(work, "build-cache");
  fs.cpSync(path.join(root, "content"), withPhotos, { recursive: true });
  fs.cpSync(path.join(root, "content"), without, { recursive: true });
  const pageFiles = [];
  for (let i = 0; i < n; i++) pageFiles.push(await addPhotoPage(withPhotos, i));
  const rows = [];
  const run = (label, dir) => {
    const { seconds, cacheLine } = cleanBuild(dir, cacheDir);
    rows.push([label, seconds.toFixed(1), cacheLine]);
    console.log(`${label}: ${seconds.toFixed(1)} s (${cacheLine})`);
  };
  // A one-line edit of a page text (or, with no photo pages, of a launch event's title).
  const editOneLine = (file) => {
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    if (data.body) data.body = `${data.body}One more line.\n`;
    else data.title = `${data.title}.`;
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  };
  run(`cold, ${n} photo pages`, withPhotos);
  run("warm, nothing changed", withPhotos);
  editOneLine(pageFiles[0] ?? path.join(withPhotos, "collections/events/en/collectors-expo.json"));
  run("warm, one-line text edit", withPhotos);
  await addPhotoPage(withPhotos, n);
  run("warm, one more photo page", withPhotos);
  editOneLine(path.join(without, "collections/events/en/collectors-expo.json"));
  run("warm, no photo pages, one-line text edit", without);
  console.log(`\nnpm run bench -- --media-scale ${n}: clean builds (gatsby clean && gatsby build) with one kept build cache\n`);
  console.log(table(["build", "seconds", "build cache"], rows));
  console.log(machine());
  fs.rmSync(work, { recursive: true, force: true });
}

/** Seconds and bytes of each file one photo page's picture is encoded into, and AVIF at other efforts. */
async function encodingCost() {
  const { default: sharp } = await import("sharp");
  const { photo } = await importTs(path.join(root, "__tests__/fixtures/media.ts"));
  // One thread, as gatsby-plugin-sharp's queue runs one file at a time per core.
  sharp.concurrency(1);
  const source = await photo(7, [2400, 1600]);
  const QUALITY = 60;
  const encode = async (width, format, options = {}) => {
    const started = process.hrtime.bigint();
    let pipeline = sharp(source).rotate().resize(width);
    if (format === "avif") pipeline = pipeline.avif({ quality: QUALITY, ...options });
    else if (format === "webp") pipeline = pipeline.webp({ quality: QUALITY });
    else pipeline = pipeline.jpeg({ quality: QUALITY });
    const bytes = (await pipeline.toBuffer()).length;
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes };
  };
  const rows = [];
  const totals = { jpg: [0, 0], webp: [0, 0], avif: [0, 0] };
  const widths = [384, 576, 768, 960, 1152];
  for (const width of widths)
    for (const format of ["jpg", "webp", "avif"]) {
      const { seconds, bytes } = await encode(width, format);
      totals[format][0] += seconds;
      totals[format][1] += bytes;
      rows.push([`${width} ${format}`, seconds.toFixed(3), (bytes / 1024).toFixed(1)]);
    }
  const jsonLd = await encode(1200, "jpg");
  rows.push(["1200 jpg (events list, search engines)", jsonLd.seconds.toFixed(3), (jsonLd.bytes / 1024).toFixed(1)]);
  for (const [format, [seconds, bytes]] of Object.entries(totals))
    rows.push([`all five widths, ${format}`, seconds.toFixed(3), (bytes / 1024).toFixed(1)]);
  for (const effort of [2, 3, 4, 6]) {
    let seconds = 0;
    let bytes = 0;
    for (const width of widths) {
      const one = await encode(width, "avif", { effort });
      seconds += one.seconds;
      bytes += one.bytes;
    }
    rows.push([
      `all five widths, avif effort ${effort}${effort === 4 ? " (sharp's default)" : ""}`,
      seconds.toFixed(3),
      (bytes / 1024).toFixed(1),
    ]);
  }
  console.log(`\nnpm run bench -- --encoding-cost: one 2400 × 1600 photo at quality ${QUALITY}, one thread\n`);
  console.log(table(["file", "seconds", "KB"], rows));
  console.log(machine());
}

/**
 * --search: how soon a visitor sees results on the search page, at 4× CPU slowdown (Chrome's own
 * throttling, as Lighthouse's mobile run): from the last key press of a query to the first result on
 * screen. The first query of a visit loads Pagefind (its script, WebAssembly and the language's index);
 * the next ones reuse it. Each language, `runs` fresh visits, the query typed a key at a time.
 */
async function searchLatency() {
  const publicDir = path.join(root, "public");
  if (!skipBuild) build({});
  const server = await serve(publicDir, port);
  const origin = `http://localhost:${port}`;
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const lang of LANGUAGES) {
      const searchPath = routes.find((r) => r.key === "search").paths[lang];
      const nav = JSON.parse(fs.readFileSync(path.join(root, "content", "locales", lang, "common.json"), "utf8")).nav;
      // Words every build's pages hold: two menu labels, one after the other.
      const queries = [nav.careers, nav.events].map((q) => q.toLowerCase());
      const samples = { first: [], next: [] };
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${origin}${searchPath}`, { waitUntil: "networkidle" });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        for (const [i, query] of queries.entries()) {
          const field = page.locator("#search-query");
          await field.fill("");
          await page.waitForTimeout(300);
          await page.evaluate(() => {
            globalThis.__lastKey = 0;
            globalThis.document
              .querySelector("#search-query")
              .addEventListener("keydown", () => (globalThis.__lastKey = performance.now()));
          });
          await field.pressSequentially(query, { delay: 60 });
          const ms = await page.evaluate(
            (q) =>
              new Promise((resolve) => {
                const { document } = globalThis;
                const seen = () =>
                  document.querySelector("main ol li mark") && document.querySelector("[role=status]")?.textContent?.includes(q);
                const check = () => (seen() ? resolve(performance.now() - globalThis.__lastKey) : globalThis.requestAnimationFrame(check));
                check();
              }),
            query,
          );
          samples[i === 0 ? "first" : "next"].push(ms);
        }
        await context.close();
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      rows.push([searchPath, `${queries[0]}`, median(samples.first).toFixed(0), Math.max(...samples.first).toFixed(0)]);
      rows.push([searchPath, `${queries[1]} (index loaded)`, median(samples.next).toFixed(0), Math.max(...samples.next).toFixed(0)]);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`\nnpm run bench -- --search: last key press to first result shown, 4× CPU slowdown, ${runs} visit(s) per language\n`);
  console.log(table(["page", "query", "median ms", "max ms"], rows));
  console.log(machine());
}

/**
 * --taps: every control a visitor can reach before the page's scripts run, tapped as soon as it shows
 * on a throttled first visit (scripts/lib/tapsAtFirstPaint.mjs says how), `runs` visits each.
 */
async function tapsBenchmark() {
  const publicDir = path.join(root, "public");
  if (!skipBuild) build({});
  const server = await serve(publicDir, port);
  const origin = `http://localhost:${port}`;
  await warmUp(origin, publicDir);
  const { chromium } = await import("@playwright/test");
  const { tapScenarios, tapsAtFirstPaint } = await import("./lib/tapsAtFirstPaint.mjs");
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: CHROMIUM_ARGS });
  const strings = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(
        ["common", "home"].map((ns) => [
          ns,
          JSON.parse(fs.readFileSync(path.join(root, "content", "locales", lang, `${ns}.json`), "utf8")),
        ]),
      ),
    ]),
  );
  const pathFor = (key, lang) => routes.find((r) => r.key === key).paths[lang];
  const scenarios = tapScenarios({ pathFor, strings }).filter((s) => only.length === 0 || only.includes(s.path));
  let rows;
  try {
    rows = await tapsAtFirstPaint({ browser, origin, scenarios, runs, log: (line) => process.stderr.write(`${line}\n`) });
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(
    `\nnpm run bench -- --taps: each control tapped as soon as it shows on a first visit, 4× CPU and Lighthouse's mobile network (Chrome's own throttling), ${runs} visit(s) each\n`,
  );
  console.log(
    table(
      ["page", "control", "width", "took effect", "ms after tap", "ms after hydration", "tapped before hydration", "acted twice or undone"],
      rows,
    ),
  );
  console.log(machine());
}

await (args.includes("--encoding-cost")
  ? encodingCost()
  : args.includes("--taps")
    ? tapsBenchmark()
    : args.includes("--search")
      ? searchLatency()
      : mediaScale !== undefined
        ? mediaScaleBenchmark(mediaScale)
        : ab
          ? abComparison()
          : benchmark());
