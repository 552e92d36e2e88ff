#!/usr/bin/env node
// Serves the built site (public/) the way the static hosts in docs/deploying.md do: each page file
// <path>.html at <path>, the per-language 404 page with HTTP 404, the headers of public/_headers, and
// gzip/brotli. The hosts' own engines serve it in the test command too (__tests__/support/hostEngines.mjs).
// Usage: node scripts/serve.mjs [--port 9000] [--dir public] [--proxy /api/inquiry=http://127.0.0.1:8787]
// --proxy passes one path to another server, as nginx does for the form receiver (docs/forms.md).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = path.resolve(arg("dir", "public"));
const port = Number(arg("port", process.env.PORT ?? 9000));
const [proxyPath, proxyTarget] = (arg("proxy", "") || "=").split(/=(.*)/s);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".pagefind": "application/octet-stream",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest|wasm)|image\/svg)/;

/** The Netlify/Cloudflare `_headers` format: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules() {
  const file = path.join(root, "_headers");
  if (!fs.existsSync(file)) return [];
  const rules = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: [] });
    } else if (rules.length > 0 && line.trim().startsWith("!")) {
      // "! Name": detach what an earlier rule set (Cloudflare Pages' syntax), as a null.
      rules.at(-1).headers.push([line.trim().slice(1).trim(), null]);
    } else if (rules.length > 0) {
      const at = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
// Re-read when the file changes: a rebuild under a running server rewrites the CSP hashes, and stale
// ones would block the new inline loader.
let rules = [];
let rulesMtime = -1;
function headerRules() {
  const file = path.join(root, "_headers");
  const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  if (mtime !== rulesMtime) [rules, rulesMtime] = [readHeaderRules(), mtime];
  return rules;
}

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, "index.html")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function notFoundFile(urlPath) {
  const localized = /^\/es(\/|$)/.test(urlPath) ? resolveFile("/es/404") : undefined;
  return localized ?? resolveFile("/404.html");
}

/**
 * Compressed once per file version and kept, as a CDN does: compressing on every request would
 * spend the CPU that the browser under measurement needs (npm run bench runs on the same cores).
 * Brotli's best quality for the site's own files (the largest is about 150 KB); above 1 MB, which
 * is only the content manager's Decap bundle (5 MB), the quality CDNs use on the fly: at 11 it took
 * 14 s, while every other request waited, and 0.35 s at 5, for 16 % more bytes.
 */
const compressedCache = new Map();
const BROTLI_LARGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
function compressed(file, body, encoding) {
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  let result = compressedCache.get(key);
  if (!result) {
    if (encoding === "br") result = zlib.brotliCompressSync(body, body.length > 1_000_000 ? BROTLI_LARGE : undefined);
    else result = zlib.gzipSync(body);
    compressedCache.set(key, result);
  }
  return result;
}

/**
 * Forwards the request with the visitor's address in X-Real-IP, as the generated nginx.conf does. No
 * server there answers 502, like nginx; a connection dropped there drops the visitor's too.
 */
function proxy(req, res, target) {
  const upstream = http.request(new URL(req.url ?? "/", target), {
    method: req.method,
    headers: { ...req.headers, "x-real-ip": req.socket.remoteAddress ?? "" },
  });
  upstream.on("response", (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", (error) => {
    if (error.code === "ECONNREFUSED" && !res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" }).end("Bad Gateway");
    else req.socket.destroy();
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let pathname = url.pathname;
  if (proxyPath && pathname === proxyPath) {
    proxy(req, res, proxyTarget);
    return;
  }
  // One address per page, as Cloudflare Pages serves a page file <path>.html (docs/deploying.md#page-addresses):
  // the address with a slash and the file's own name forward to the page's address.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    res.writeHead(301, { Location: pathname.replace(/\/+$/, "") + url.search }).end();
    return;
  }
  if (pathname.endsWith(".html") && !pathname.startsWith("/admin/") && resolveFile(pathname)) {
    res.writeHead(301, { Location: (pathname.replace(/(\/index)?\.html$/, "") || "/") + url.search }).end();
    return;
  }
  let file = resolveFile(pathname);
  let status = 200;
  if (!file) {
    file = notFoundFile(pathname);
    status = 404;
  }
  if (!file) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  const headers = { "Content-Type": type };
  for (const rule of headerRules())
    if (rule.pattern.test(pathname))
      for (const [k, v] of rule.headers) {
        if (v === null) delete headers[k];
        else headers[k] = v;
      }
  let body = fs.readFileSync(file);
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (COMPRESSIBLE.test(type) && body.length > 256) {
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    if (encoding) {
      body = compressed(file, body, encoding);
      headers["Content-Encoding"] = encoding;
    }
    headers["Vary"] = "Accept-Encoding";
  }
  headers["Content-Length"] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
});

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}`));
