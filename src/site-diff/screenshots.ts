// Before and after screenshots of the pages whose visible content changed, at the browser tests'
// two widths, in Debian's Chromium: each build served the way the hosts serve it (scripts/serve.mjs).
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import path from "path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../config/chromium";
import { shotFolder } from "./report";

export const WIDTHS = [375, 1280] as const;
/** Enough to show a redesign; a change to every page is summarised by its first pages. */
export const MAX_PAGES = 20;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function serve(repo: string, dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(repo, "scripts/serve.mjs"), "--port", String(port), "--dir", path.resolve(dir)], {
    stdio: "ignore",
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      // Read to the end, so the connection is done with, not left open in fetch's pool for seconds
      // (a jest worker running this waited on it and was force-exited).
      await (await fetch(url)).arrayBuffer();
      return { url, server };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error(`scripts/serve.mjs did not start for ${dir}`);
}

/**
 * Writes <out>/<page>/{before,after}-{375,1280}.png; a page only one build has gets only that side.
 * Returns the routes it took.
 */
export async function screenshots(
  repo: string,
  builds: { before: string; after: string },
  routes: string[],
  out: string,
): Promise<string[]> {
  const taken = routes.slice(0, MAX_PAGES);
  const servers = await Promise.all([serve(repo, builds.before), serve(repo, builds.after)]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const route of taken) {
        const folder = path.join(out, shotFolder(route));
        fs.mkdirSync(folder, { recursive: true });
        for (const [side, { url }] of [
          ["before", servers[0]],
          ["after", servers[1]],
        ] as const) {
          const response = await page.goto(`${url}${route.replace(/\.html$/, "")}`, { waitUntil: "load" });
          if (!response || response.status() >= 400) continue;
          await page.screenshot({ path: path.join(folder, `${side}-${width}.png`), fullPage: true });
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
    // Until each server has exited, its process keeps the caller's event loop alive: waited for, not left behind.
    await Promise.all(
      servers.map(
        ({ server }) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once("exit", () => resolve());
            server.kill();
          }),
      ),
    );
  }
  return taken;
}
