#!/usr/bin/env node
// `npm run cms`: the content manager on this machine, for working offline. Starts decap-server
// (Decap's local backend, which reads and writes the files under content/ directly) and
// `gatsby develop` (the site, and /admin pointed at decap-server), then prints the admin's URL.
// Ctrl+C stops both.
//
// Usage: npm run cms [-- --port 8000] [--proxy-port 8081] [--content <folder named content>]
// --content lets the tests work on a copy: its parent folder stands in for the repository root,
// since the CMS configuration names paths like content/collections/news.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const port = Number(arg("port", 8000));
const proxyPort = Number(arg("proxy-port", 8081));
const contentDir = path.resolve(arg("content", path.join(root, "content")));

if (path.basename(contentDir) !== "content" || !fs.existsSync(path.join(contentDir, "settings.json"))) {
  console.error(`--content must be a folder named "content" holding the site's content (got ${contentDir})`);
  process.exit(2);
}

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  // Each child leads its own process group, so this also stops what it started (webpack workers).
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

function start(name, command, commandArgs, env) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code}); stopping the content manager.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

start("decap-server", process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
  GIT_REPO_DIRECTORY: path.dirname(contentDir),
  PORT: String(proxyPort),
  MODE: "fs",
});
start(
  "gatsby",
  process.execPath,
  [path.join(root, "node_modules", "gatsby", "cli.js"), "develop", "--port", String(port), "--host", "localhost"],
  {
    CONTENT_DIR: contentDir,
    CMS_PROXY_URL: `http://localhost:${proxyPort}/api/v1`,
    GATSBY_TELEMETRY_DISABLED: "1",
    // This machine is private: the site shows what is scheduled too, each entry marked with when it
    // goes live (src/node/schedule/privatePreviews.ts), so an editor sees a release before it is public.
    SITE_PREVIEW: "1",
    PRIVATE_PREVIEWS: "1",
  },
);

// Ready when the admin page answers: the dev server then also serves the site.
const adminUrl = `http://localhost:${port}/admin`;
const started = Date.now();
while (!stopping) {
  try {
    const response = await fetch(adminUrl);
    if (response.ok) break;
  } catch {
    /* not listening yet */
  }
  if (Date.now() - started > 300_000) {
    console.error("The site did not start within 5 minutes.");
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!stopping) {
  console.log(`\nContent manager: ${adminUrl}  (editing ${contentDir})`);
  console.log(`Site preview:    http://localhost:${port}/en\nPress Ctrl+C to stop.\n`);
}
