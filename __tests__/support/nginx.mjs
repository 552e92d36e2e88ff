#!/usr/bin/env node
// Runs Debian's nginx on the build's own server block (deploy/generated/nginx.conf), so the browser
// tests of the "nginx" Playwright project check the configuration we ship, not a stand-in.
//
//   node __tests__/support/nginx.mjs --port 9402 [--dir public]   serve: nginx in the foreground, over plain HTTP
//   node __tests__/support/nginx.mjs --check                      nginx -t on the file as deployed, and as served
//
// Served, the server block is the generated one with three lines changed: `listen` (a local port, no
// TLS), `root` (the build folder) and the `include` of the addresses file (the one the build wrote beside it). Around it goes the smallest http {} that a packaged nginx.conf
// would give it: mime.types, and pid, log and temp paths in a temporary folder, so nothing needs
// root-owned paths. If nginx is missing or refuses the configuration, the port answers 503 with
// nginx's own words, so the nginx project's tests fail and say why while the other projects run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? "/etc/nginx/mime.types";
const CONF = path.resolve(arg("conf", "deploy/generated/nginx.conf"));

const LISTEN = /^(\s*)listen\s[^;]*;[^\n]*$/m;
const ROOT = /^(\s*)root\s[^;]*;[^\n]*$/m;
// The moved and gone addresses: a file of their own beside the server block, which includes it.
const ADDRESSES = /^(\s*)include\s[^;]*addresses\.conf;$/m;
const ADDRESSES_FILE = path.join(path.dirname(CONF), "addresses.conf");
const CERT_SLOT = /^(\s*)# ssl_certificate and ssl_certificate_key go here\.$/m;

/** The generated server block, or an error that names the line the scripts expect and did not find. */
function serverBlock() {
  if (!fs.existsSync(CONF)) throw new Error(`${path.relative(".", CONF)} is missing: run npm run build first`);
  const text = fs.readFileSync(CONF, "utf8");
  for (const [name, pattern] of [
    ["one listen line", LISTEN],
    ["one root line", ROOT],
    ["one include line of addresses.conf", ADDRESSES],
  ]) {
    const matches = text.match(new RegExp(pattern.source, "gm")) ?? [];
    if (matches.length !== 1) throw new Error(`${path.relative(".", CONF)} should have ${name}, found ${matches.length}`);
  }
  if (!fs.existsSync(ADDRESSES_FILE)) throw new Error(`${path.relative(".", ADDRESSES_FILE)} is missing: run npm run build first`);
  return text.replace(ADDRESSES, `$1include ${ADDRESSES_FILE};`);
}

/** The minimal main and http contexts around a server block, with every path under `dir`. */
function wrap(server, dir) {
  return [
    "daemon off;",
    // Started as root, nginx would run its worker as `nobody`, which cannot read a build inside a
    // checkout only its owner may enter (a clone under /root, a mktemp -d folder): every page would
    // be 403/404 with "stat() ... (13: Permission denied)". The worker reads as whoever runs the tests.
    // (Not as root, nginx cannot switch users and warns about the directive, so it is left out.)
    ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    "error_log stderr warn;",
    "events { worker_connections 256; }",
    "http {",
    `  include ${MIME_TYPES};`,
    "  default_type application/octet-stream;",
    "  access_log off;",
    // A 404 is an answer here, not a server fault: keep it out of the error log.
    "  log_not_found off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    server,
    "}",
    "",
  ].join("\n");
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mythforge-nginx-"));
  // The worker writes request bodies here.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** nginx -t on a configuration file; nginx reports on stderr. */
function nginxTest(confFile, dir) {
  const result = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-e", "stderr", "-c", confFile], { encoding: "utf8" });
  if (result.error) return { ok: false, output: `${NGINX}: ${result.error.message}` };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** The server block as served: a local port without TLS, and the build folder as root. */
function servedConf(port, root, dir) {
  const server = serverBlock().replace(LISTEN, `$1listen 127.0.0.1:${port};`).replace(ROOT, `$1root ${root};`);
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, wrap(server, dir));
  return file;
}

/** The server block exactly as deployed (TLS and HTTP/2), with a throwaway certificate in its slot. */
function deployedConf(dir) {
  const text = serverBlock();
  if (!CERT_SLOT.test(text))
    throw new Error(`${path.relative(".", CONF)} has no "# ssl_certificate and ssl_certificate_key go here." line`);
  const [cert, key] = [path.join(dir, "test.crt"), path.join(dir, "test.key")];
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=www.example.com", "-keyout", key, "-out", cert],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error?.message}`);
  const file = path.join(dir, "deployed.conf");
  fs.writeFileSync(file, wrap(text.replace(CERT_SLOT, `$1ssl_certificate ${cert};\n$1ssl_certificate_key ${key};`), dir));
  return file;
}

function check() {
  const dir = tempDir();
  let failed = false;
  try {
    for (const [label, file] of [
      ["as deployed (TLS and HTTP/2, with a throwaway certificate)", () => deployedConf(dir)],
      ["as served by the tests (local port, build folder)", () => servedConf(9, path.resolve("public"), dir)],
    ]) {
      let result;
      try {
        result = nginxTest(file(), dir);
      } catch (error) {
        result = { ok: false, output: error.message };
      }
      console.log(`nginx -t, ${label}: ${result.ok ? "ok" : "FAILED"}${result.output ? `\n${result.output}` : ""}`);
      failed ||= !result.ok;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

/** Keeps the port answering, with the reason nginx is not there, so the tests can say it. */
function standIn(port, reason) {
  console.error(`nginx did not start: ${reason}`);
  http
    .createServer((_, res) => res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end(`nginx did not start: ${reason}\n`))
    .listen(port, "127.0.0.1");
}

function serve() {
  const port = Number(arg("port", 9402));
  const root = path.resolve(arg("dir", "public"));
  const dir = tempDir();
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  let conf;
  try {
    conf = servedConf(port, root, dir);
  } catch (error) {
    cleanUp();
    return standIn(port, error.message);
  }
  const tested = nginxTest(conf, dir);
  if (!tested.ok) {
    cleanUp();
    return standIn(port, tested.output);
  }
  const child = spawn(NGINX, ["-p", dir, "-e", "stderr", "-c", conf], { stdio: "inherit" });
  console.log(`nginx ${path.relative(".", CONF)} serving ${root} at http://127.0.0.1:${port}`);
  // TERM is nginx's fast shutdown; it takes its worker with it.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
  child.on("exit", (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 0 : 1));
  });
}

if (args.includes("--check")) process.exit(check());
else serve();
