// For the form receiver's browser tests: the real receiver as a Node process (src/receiver/run.mjs's
// bundle), a real SMTP server that parses what it is given, and a webhook listener, all on localhost.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { TEST_FORM_ENDPOINT } from "../../playwright.config";

const ROOT = path.resolve(__dirname, "../..");
/**
 * The content folder public-endpoint/ was built from: the content manager test's copy with an
 * editor's day of changes (__tests__/cms/cms.spec.ts), or content/ for a build made by hand
 * (docs/forms.md); ENDPOINT_CONTENT_DIR names another. The receiver is bundled from the same folder.
 */
export const ENDPOINT_CONTENT_DIR = path.resolve(
  process.env.ENDPOINT_CONTENT_DIR ?? (fs.existsSync(path.join(ROOT, ".edited", "content")) ? path.join(ROOT, ".edited", "content") : path.join(ROOT, "content")),
);
const addresses = () => JSON.parse(fs.readFileSync(path.join(ENDPOINT_CONTENT_DIR, "settings.json"), "utf8")) as Record<string, string>;

/** Where a submission should go (docs/forms.md), from the addresses editors keep in that folder's settings. */
export function expectedRecipient(form: string, fields: Record<string, string>): string {
  const settings = addresses();
  if (form === "partnership") return settings.partnershipsEmail!;
  const byTopic: Record<string, string | undefined> = { partnerships: settings.partnershipsEmail, press: settings.pressEmail, careers: settings.careersEmail };
  return byTopic[fields.topic ?? ""] ?? settings.email!;
}

export interface Delivered {
  mail: ParsedMail;
  recipients: string[];
}

/** A local SMTP server: accepts and parses every message, refuses recipients, or is stopped and started again. */
export class MailServer {
  readonly delivered: Delivered[] = [];
  refuse = false;
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        this.refuse ? callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })) : callback(),
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.delivered.push({ mail, recipients: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A webhook listener: keeps every JSON body it is sent. */
export async function webhookListener() {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push(JSON.parse(raw));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { received, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Bundles the receiver once from the endpoint build's content folder, as `npm run receiver -- --build` does for a server. */
export function buildReceiver(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mythforge-receiver-")), "receiver.mjs");
  const built = spawnSync("node", ["src/receiver/run.mjs", "--build", "--out", file], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: ENDPOINT_CONTENT_DIR }, encoding: "utf8" });
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
