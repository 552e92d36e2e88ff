#!/usr/bin/env node
// Serves a build the way Cloudflare Pages or Netlify would, with the host's own engine, offline, so
// the "cloudflare" and "netlify" Playwright projects check what those hosts answer (status codes,
// redirects, headers, not-found pages, functions), not a stand-in of ours (docs/deploying.md#the-hosts-own-engines).
//
//   node __tests__/support/hostEngines.mjs cloudflare --port 9403 [--dir public]
//   node __tests__/support/hostEngines.mjs netlify --port 9404 [--dir public]
//
// Cloudflare Pages: `wrangler pages dev` (workerd, the runtime of Cloudflare's edge), which applies
// _headers, _redirects, the 404.html lookup and the trailing-slash rules, and runs functions/.
// Netlify: `netlify dev --offline` with its static server (`--dir`), which applies _redirects (through
// netlify-redirector, Netlify's own rule engine), _headers and the 404.html fallback, and runs
// netlify/functions/. Wrangler runs from the checkout's root, where functions/ is. Netlify runs from a
// project folder of its own whose netlify.toml publishes the folder served: it reads the headers of
// the publish folder that netlify.toml names as well as those of --dir, so serving public-endpoint/
// from the checkout gave its pages public/'s policy (seen: every page's CSP named the other build's
// script hashes). The checkout's netlify.toml holds build settings only; the rules are the build's
// files in the publish folder.
//
// If the engine cannot start, the port answers 503 with the engine's own words, so that project's
// tests fail and say why while the other projects run (as __tests__/support/nginx.mjs does for nginx).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const host = args[0];
const port = Number(arg("port", host === "netlify" ? 9404 : 9403));
const dir = path.resolve(arg("dir", "public"));
const bin = (name) => path.resolve("node_modules", ".bin", name);

/**
 * The compatibility date the Pages project's Functions run with. wrangler 4.86.0's workerd supports
 * dates up to 2026-05-03; without one it refuses to start. Set the same on the Pages project
 * (Settings → Runtime) when it is created, so the function runs there as it does here.
 */
const CLOUDFLARE_COMPATIBILITY_DATE = "2026-04-01";

/** Each engine's command, and the environment that keeps it offline and quiet. */
function engine(state) {
  const quiet = { CI: "1", BROWSER: "none", NO_UPDATE_NOTIFIER: "1" };
  if (host === "cloudflare")
    return {
      command: bin("wrangler"),
      args: [
        ...["pages", "dev", dir, "--ip", "127.0.0.1", "--port", String(port)],
        ...["--compatibility-date", CLOUDFLARE_COMPATIBILITY_DATE],
        // Its inspector would take port 9229 for every instance.
        ...["--inspector-port", String(port + 10)],
        ...["--persist-to", state, "--log-level", "warn", "--show-interactive-dev-session=false"],
      ],
      // Request.cf is fetched from Cloudflare unless told not to; metrics likewise.
      env: { ...quiet, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    };
  if (host === "netlify")
    return {
      cwd: netlifyProject(),
      command: bin("netlify"),
      args: [
        ...["dev", "--offline", "--dir", dir, "--port", String(port)],
        // Its internal servers: the static files, and the functions.
        ...["--staticServerPort", String(port + 20), "--functions-port", String(port + 21)],
        // Edge functions need Deno, which it would download; the site has none.
        "--internal-disable-edge-functions",
      ],
      env: quiet,
    };
  throw new Error(`Unknown host "${host}": cloudflare or netlify`);
}

/**
 * A folder for `netlify dev` to run in, inside the checkout (under .netlify/, which git ignores): its
 * netlify.toml publishes `dir`, and names the checkout's functions from the repository's root, as
 * Netlify resolves them (it refuses a functions folder outside the repository).
 */
function netlifyProject() {
  const project = path.resolve(".netlify", `engine-${port}`);
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  fs.writeFileSync(path.join(project, "netlify.toml"), `[build]\n  publish = ${JSON.stringify(dir)}\n  functions = "netlify/functions"\n`);
  return project;
}

/** Keeps the port answering, with the reason the engine is not there, so the tests can say it. */
function standIn(reason) {
  console.error(`${host} did not start: ${reason}`);
  http
    .createServer((_, res) => res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end(`${host} did not start: ${reason}\n`))
    .listen(port, "127.0.0.1");
}

/** Whether the engine answers on its port yet. */
const answers = () =>
  new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/robots.txt", timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => request.destroy());
  });

async function serve() {
  if (!fs.existsSync(path.join(dir, "index.html")))
    return standIn(`${path.relative(".", dir) || dir} holds no build: run npm run build first`);
  const state = fs.mkdtempSync(path.join(os.tmpdir(), `mythforge-${host}-`));
  const { command, args: engineArgs, env, cwd } = engine(state);
  // Its own process group: wrangler runs workerd, netlify its functions, as children of their own.
  const child = spawn(command, engineArgs, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk) => {
      output = `${output}${chunk}`.slice(-4_000);
      process.stdout.write(chunk);
    });
  let ready = false;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
  child.on("exit", (code, signal) => {
    fs.rmSync(state, { recursive: true, force: true });
    if (!ready) return standIn(`${path.basename(command)} exited (${signal ?? code}) before it answered:\n${output}`);
    process.exit(code ?? 0);
  });
  // Bounded: an engine that neither answers nor exits within a minute is stopped and reported.
  for (let i = 0; i < 120 && child.exitCode === null; i++) {
    if (await answers()) {
      ready = true;
      console.log(`${host} (${path.basename(command)}) serving ${dir} at http://127.0.0.1:${port}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready && child.exitCode === null) {
    child.removeAllListeners("exit");
    stop();
    fs.rmSync(state, { recursive: true, force: true });
    standIn(`${path.basename(command)} did not answer within a minute:\n${output}`);
  }
}

await serve();
