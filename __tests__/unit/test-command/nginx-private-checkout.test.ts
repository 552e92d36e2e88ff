// The nginx that the browser tests start (__tests__/support/nginx.mjs) must read the build as the user who
// runs the tests. Started as root, nginx's worker would otherwise run as `nobody`, and a clone in a
// folder only its owner may enter (/root/…, mktemp -d) answered every page with nginx's
// "stat() … failed (13: Permission denied)".
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

test("nginx serves a build inside a checkout folder that only its owner can enter", async () => {
  expect(fs.existsSync(NGINX)).toBe(true);
  // mkdtemp makes the folder 0700, as a home folder or a fresh temporary checkout is.
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "private-checkout-"));
  expect(fs.statSync(checkout).mode & 0o077).toBe(0);
  const build = path.join(checkout, "public");
  fs.mkdirSync(path.join(build, "en"), { recursive: true });
  fs.writeFileSync(path.join(build, "en", "index.html"), "<!doctype html><title>private checkout</title>");
  const conf = path.join(checkout, "nginx.conf");
  // The three lines __tests__/support/nginx.mjs rewrites (listen, root, the addresses' include), around the lookup the site's server block does.
  fs.writeFileSync(
    conf,
    "server {\n  listen 443 ssl;\n  root /srv/site;\n  include /srv/site/addresses.conf;\n  location / { try_files $uri $uri/index.html =404; }\n}\n",
  );
  fs.writeFileSync(path.join(checkout, "addresses.conf"), "location = /old { return 301 /en/; }\n");
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["__tests__/support/nginx.mjs", "--conf", conf, "--dir", build, "--port", String(port)], {
    cwd: ROOT,
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  try {
    let status = 0;
    let body = "";
    // Bounded: 50 tries, 100 ms apart, for nginx to start listening.
    for (let attempt = 0; attempt < 50 && status === 0; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/en/`);
        status = response.status;
        body = await response.text();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect({ status, log: status === 200 ? "" : log }).toEqual({ status: 200, log: "" });
    expect(body).toContain("private checkout");
  } finally {
    child.kill("SIGTERM");
    await exited(child);
    fs.rmSync(checkout, { recursive: true, force: true });
  }
}, 20_000);
