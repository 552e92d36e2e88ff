#!/usr/bin/env node
// The performance benchmark (npm run bench): builds the site, serves it with the production headers,
// runs Lighthouse 12.8 (mobile, simulated throttling: its defaults) on every page of the slug map,
// and prints one table of medians plus the build time. It measures; it never fails on a figure.
//
// Usage: npm run bench -- [--scale N] [--runs 3] [--only /en,/es/acerca] [--skip-build] [--requests] [--content-only]
//   --scale N  multiplies the news items, events and job openings N times in a temporary copy of
//              content/ (never committed) and builds from it, to show how cost grows.
//   --requests lists each page's script and page-data requests (last run), to see what loads.
//   --content-only  with --scale: only write the scaled copy, print its folder and exit (build it
//              yourself with CONTENT_DIR=<folder> npx gatsby build; remove the folder afterwards).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const scale = Math.max(1, Number(arg("scale", 1)));
const runs = Math.max(1, Number(arg("runs", 3)));
const only = arg("only", "")?.split(",").filter(Boolean) ?? [];
const skipBuild = args.includes("--skip-build");
// --requests lists every script and page-data request of each page's last run, to see what loads.
const listRequests = args.includes("--requests");
const contentOnly = args.includes("--content-only");
const port = Number(arg("port", 9600));
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const routes = JSON.parse(fs.readFileSync(path.join(root, "src/config/routes.json"), "utf8"));

/**
 * A copy of content/ whose collections hold every item `factor` times (new keys, one file each, as
 * the CMS writes them). News copies are older, so "the newest three" stay the originals; event
 * copies are later (a calendar growing into the future), so "the next three" stay the originals;
 * job copies get higher order numbers, so page 1 keeps the originals.
 */
function scaledContent(factor) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `content-x${factor}-`));
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  for (const collection of ["news", "events", "jobs"]) {
    for (const lang of ["en", "es"]) {
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

function build(contentDir) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...(contentDir ? { CONTENT_DIR: contentDir } : {}) };
  spawnSync("npx", ["gatsby", "clean"], { cwd: root, env, stdio: "ignore" });
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("gatsby build failed");
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

function bytesByKind(lhr, origin) {
  const totals = { js: 0, css: 0, images: 0, fonts: 0, pageData: 0, other: 0, external: 0 };
  for (const item of lhr.audits["network-requests"].details.items) {
    if (!item.url.startsWith(origin)) totals.external += 1;
    const size = item.transferSize ?? 0;
    if (item.url.includes("/page-data/")) totals.pageData += size;
    else if (item.resourceType === "Script") totals.js += size;
    else if (item.resourceType === "Stylesheet") totals.css += size;
    else if (item.resourceType === "Image") totals.images += size;
    else if (item.resourceType === "Font") totals.fonts += size;
    else totals.other += size;
  }
  return totals;
}

async function measure(url, chrome, origin) {
  const samples = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
    const missing = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].filter(
      (id) => typeof lhr.audits[id]?.numericValue !== "number",
    );
    // Lighthouse now and then loses a metric in a run (a trace it cannot read); that run is redone, said.
    if (missing.length > 0) {
      process.stderr.write(`  ${url}: run ${i + 1} has no ${missing.join(", ")} (${lhr.runtimeError?.code ?? "no error code"}); running it again\n`);
      if (++failures > 3) throw new Error(`Lighthouse could not measure ${url}`);
      i--;
      continue;
    }
    samples.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      ...bytesByKind(lhr, origin),
    });
    if (listRequests && i === runs - 1) {
      for (const item of lhr.audits["network-requests"].details.items) {
        process.stderr.write(`  ${String(item.transferSize ?? 0).padStart(7)} ${item.resourceType} ${item.url.replace(origin, "")}\n`);
      }
    }
  }
  const keys = Object.keys(samples[0]);
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
}

function pageDataSize(route) {
  const file = path.join(root, "public", "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  const raw = fs.readFileSync(file);
  return { raw: raw.length, gzip: zlib.gzipSync(raw).length };
}

const contentDir = scale > 1 ? scaledContent(scale) : undefined;
if (contentOnly) {
  console.log(contentDir ?? path.join(root, "content"));
  process.exit(0);
}
const buildSeconds = skipBuild ? undefined : build(contentDir);
const pagesBuilt = fs.readdirSync(path.join(root, "public", "page-data"), { recursive: true }).filter((f) => String(f).endsWith("page-data.json")).length;
const server = spawn("node", [path.join(root, "scripts/serve.mjs"), "--port", String(port)], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 800));
const origin = `http://localhost:${port}`;

/**
 * Every page and script once before measuring, so the server has compressed them (as a CDN's cache
 * would have) and no Lighthouse run shares the CPU with the server's first brotli pass.
 */
async function warmUp() {
  const seen = new Set();
  const get = async (url) => {
    if (seen.has(url)) return "";
    seen.add(url);
    const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    return response.text();
  };
  for (const route of routes) {
    for (const lang of ["en", "es"]) {
      const html = await get(`${origin}${route.paths[lang]}`);
      for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) await get(`${origin}${src}`);
    }
  }
  for (const file of fs.readdirSync(path.join(root, "public")).filter((f) => f.endsWith(".js"))) await get(`${origin}/${file}`);
}
await warmUp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const rows = [];
try {
  // The 26 slug-map pages; a paged list also gets its page 2 measured when the content has one.
  const pages = routes.flatMap((route) =>
    ["en", "es"].flatMap((lang) => [route.paths[lang], ...(route.paged ? [`${route.paths[lang]}/2`] : [])]),
  );
  for (const page of pages) {
    if (!fs.existsSync(path.join(root, "public", page, "index.html"))) continue;
    if (only.length && !only.includes(page)) continue;
    const m = await measure(`${origin}${page}`, chrome, origin);
    const data = pageDataSize(page);
    rows.push([page, m.score, (m.lcp / 1000).toFixed(2), Math.round(m.tbt), m.cls.toFixed(3), kb(m.js), kb(m.css), kb(m.images), kb(m.fonts), kb(m.pageData), kb(data.raw), m.external]);
    process.stderr.write(`measured ${page}\n`);
  }
} finally {
  await chrome.kill();
  server.kill();
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
}

const head = ["page", "perf", "LCP s", "TBT ms", "CLS", "JS KB", "CSS KB", "img KB", "font KB", "page-data KB", "page-data raw KB", "other hosts"];
console.log(`\nLighthouse 12.8 mobile (simulated throttling), median of ${runs} run(s); transfer sizes compressed; scale ×${scale}\n`);
console.log(`| ${head.join(" | ")} |`);
console.log(`| ${head.map((h, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
const home = pageDataSize("/en");
console.log(`\nHome (/en) page data: ${home.raw} bytes raw, ${home.gzip} bytes gzip`);
console.log(buildSeconds === undefined ? "Build skipped" : `Build: ${buildSeconds.toFixed(1)} s for ${pagesBuilt} pages (clean cache)`);
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
