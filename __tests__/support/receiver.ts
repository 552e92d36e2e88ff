// For the form receiver's browser tests: the real receiver as a Node process (src/receiver/run.mjs's
// bundle), on localhost. The SMTP server it delivers to is mailServer.ts; the webhook's listener,
// webhookCapture.ts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEST_FORM_ENDPOINT } from "../../playwright.config";

const ROOT = path.resolve(__dirname, "../..");
/**
 * The content folder public-endpoint/ was built from: the content manager test's copy with an
 * editor's day of changes (__tests__/cms/cms.spec.ts), or content/ for a build made by hand
 * (docs/forms.md); ENDPOINT_CONTENT_DIR names another. The receiver is bundled from the same folder.
 */
export const ENDPOINT_CONTENT_DIR = path.resolve(
  process.env.ENDPOINT_CONTENT_DIR ??
    (fs.existsSync(path.join(ROOT, ".edited", "content")) ? path.join(ROOT, ".edited", "content") : path.join(ROOT, "content")),
);
const addresses = () => JSON.parse(fs.readFileSync(path.join(ENDPOINT_CONTENT_DIR, "settings.json"), "utf8")) as Record<string, string>;

/** Where a submission should go (docs/forms.md), from the addresses editors keep in that folder's settings. */
export function expectedRecipient(form: string, fields: Record<string, string>): string {
  const settings = addresses();
  if (form === "partnership") return settings.partnershipsEmail!;
  const byTopic: Record<string, string | undefined> = {
    partnerships: settings.partnershipsEmail,
    press: settings.pressEmail,
    careers: settings.careersEmail,
  };
  return byTopic[fields.topic ?? ""] ?? settings.email!;
}

/** Bundles the receiver once from the endpoint build's content folder, as `npm run receiver -- --build` does for a server. */
export function buildReceiver(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mythforge-receiver-")), "receiver.mjs");
  const built = spawnSync("node", ["src/receiver/run.mjs", "--build", "--out", file], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: ENDPOINT_CONTENT_DIR },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`src/receiver/run.mjs --build failed: ${built.stderr}`);
  return file;
}

/**
 * Runs the bundled receiver where the site's server passes /api/inquiry (TEST_FORM_ENDPOINT), or on
 * the RECEIVER_PORT `env` names (0: any free one), with SMTP and the webhook as a deployer would set
 * them; resolves once it listens, with the port it listens on. Its log is kept.
 */
export async function startReceiver(file: string, env: Record<string, string>) {
  const port = new URL(TEST_FORM_ENDPOINT).port;
  let listening = 0;
  const log: string[] = [];
  const child: ChildProcess = spawn("node", [file], {
    env: { PATH: process.env.PATH ?? "", RECEIVER_PORT: port, RECEIVER_HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      const line = log.find((l) => l.includes('"listening"'));
      if (line) {
        listening = (JSON.parse(line) as { port: number }).port;
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the receiver exited (${code}): ${log.join("\n")}`)));
  });
  return {
    log,
    port: listening,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
