// The form receiver against real SMTP servers on 127.0.0.1 (docs/forms.md): one that offers no
// STARTTLS never sees a password, because the receiver will not start with such a URL; a slow one
// (greeting after 2.5 s, then 4 s per reply) and a trickling one (its EHLO reply one byte at a time)
// are given up at the deadline, before the form's timeout, and the visitor's retry is delivered
// once; and the bundled Node process keeps FORM_RATE_CEILING and TRUSTED_PROXIES.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { createReceiver } from "../app";
import { delivery } from "../delivery";
import { memoryLimiter } from "../rateLimit";
import { smtpSender } from "../smtp";
import { contactInquiry } from "../../../__tests__/fixtures/inquiry";
import { MailServer } from "../../../__tests__/support/mailServer";
import { RECEIVER_PATH } from "../../forms/endpoint";
import { newSubmissionId } from "../../forms/payload";
import { settings } from "../../config/settings";

const ROOT = path.resolve(__dirname, "../../..");
const SECRET = "Qx9-password";
const listen = async (server: net.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};

/** An SMTP server written by hand, so that it can be slow where smtp-server cannot: its greeting, each reply, or EHLO's reply byte by byte. */
function handMadeSmtp() {
  const state = { greetingMs: 0, replyMs: 0, trickleEhlo: false, delivered: [] as string[], sawData: 0 };
  const sockets = new Set<net.Socket>();
  // Every reply it has yet to send: closing the server cancels them, so none outlives the test.
  const timers = new Set<NodeJS.Timeout>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const { greetingMs, replyMs, trickleEhlo } = state;
    const later = (ms: number, text: string) => {
      const timer = setTimeout(() => (timers.delete(timer), !socket.destroyed && socket.write(text)), ms);
      timers.add(timer);
    };
    let buffer = "";
    let inData = false;
    later(greetingMs, "220 slow.test ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        state.delivered.push(message);
        later(replyMs, "250 queued\r\n");
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf("\r\n")) >= 0) {
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith("EHLO") && trickleEhlo) {
          // A byte every 300 ms: each step's own timeout sees a live server.
          const reply = `250-slow.test${" ".repeat(400)}\r\n250 8BITMIME\r\n`;
          let i = 0;
          const timer = setInterval(() => (socket.destroyed || i >= reply.length ? clearInterval(timer) : socket.write(reply[i++]!)), 300);
          timers.add(timer);
        } else if (command.startsWith("EHLO")) later(replyMs, "250-slow.test\r\n250 8BITMIME\r\n");
        else if (command.startsWith("DATA")) {
          state.sawData++;
          inData = true;
          later(replyMs, "354 go ahead\r\n");
        } else if (command.startsWith("QUIT")) later(0, "221 bye\r\n");
        else later(replyMs, "250 ok\r\n");
      }
    });
  });
  const close = () => {
    timers.forEach((timer) => clearTimeout(timer));
    sockets.forEach((s) => s.destroy());
    return new Promise((resolve) => server.close(resolve));
  };
  return { server, state, close };
}

/** The receiver as the Node process that nginx runs, bundled as `npm run receiver -- --build` does. */
let bundle = "";
beforeAll(() => {
  bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "receiver-smtp-")), "receiver.mjs");
  const built = spawnSync("node", ["src/receiver/run.mjs", "--build", "--out", bundle], { cwd: ROOT, encoding: "utf8" });
  if (built.status !== 0) throw new Error(built.stderr);
});

function runReceiver(env: Record<string, string>) {
  const output: string[] = [];
  const child = spawn("node", [bundle], {
    env: { PATH: process.env.PATH ?? "", RECEIVER_HOST: "127.0.0.1", RECEIVER_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout.on("data", () => {
      const line = output.find((l) => l.includes('"listening"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${output.join("\n")}`)));
  });
  listening.catch(() => undefined);
  return { output, exited, listening, stop: () => (child.exitCode === null ? (child.kill("SIGTERM"), exited) : exited) };
}

describe("a password never crosses the network in clear", () => {
  it("with smtp://user:password@…:587 and no requireTLS the receiver does not start, and says what to set; the server sees nothing", async () => {
    const auths: string[] = [];
    let connections = 0;
    const smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onConnect: (_s, cb) => (connections++, cb()),
      onAuth: (auth, _s, cb) => (auths.push(auth.password ?? ""), cb(null, { user: auth.username })),
    });
    const port = await listen(smtp.server);
    try {
      // The same server under each spelling a deployer might use; 587 is where the guide said STARTTLS would come.
      for (const url of [`smtp://website:${SECRET}@127.0.0.1:${port}`, `smtp://website:${SECRET}@localhost:${port}?requireTLS=false`]) {
        const run = runReceiver({ SMTP_URL: url, MAIL_FROM: "website@example.com" });
        // Listening would be the failure: then it is stopped, and the assertion says so.
        const outcome = await Promise.race([run.exited.then((code) => `exited ${code}`), run.listening.then(() => "listening")]);
        await run.stop();
        expect(outcome).toMatch(/^exited [1-9]/);
        const said = run.output.join("\n");
        expect(said).toContain("smtps://");
        expect(said).toContain("requireTLS=true");
        expect(said).not.toContain(SECRET);
      }
      expect(connections).toBe(0);
      expect(auths).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("with requireTLS=true, a server that offers no STARTTLS gets no password: the send fails", async () => {
    const auths: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _s, cb) => (auths.push(auth.password ?? ""), cb(null, { user: auth.username })),
    });
    const port = await listen(smtp.server);
    try {
      const send = smtpSender(`smtp://website:${SECRET}@127.0.0.1:${port}?requireTLS=true`);
      await expect(send({ from: "website@example.com", to: "team@example.com", subject: "s", text: "t" })).rejects.toMatchObject({
        code: expect.any(String),
      });
      expect(auths).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe("the codes the log names are the mail library's, as the guide lists them", () => {
  it("a refused connection is logged ESOCKET ECONNREFUSED, a refused recipient EENVELOPE 550", async () => {
    const closed = net.createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const refusing = new MailServer();
    refusing.refuse = true;
    await refusing.start();
    const lines: Record<string, unknown>[] = [];
    try {
      for (const port of [closedPort, refusing.port]) {
        const app = createReceiver(() => ({
          deliver: delivery(
            { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "website@example.com" },
            { smtp: smtpSender, log: () => undefined },
          ),
          limiter: memoryLimiter(),
          visitor: "203.0.113.9",
          log: (event, details) => lines.push({ event, ...details }),
        }));
        await app.request(RECEIVER_PATH, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(contactInquiry()),
        });
      }
      expect(lines.map((l) => [l.event, l.status, l.code])).toEqual([
        ["delivery-failed", 502, "ESOCKET ECONNREFUSED"],
        ["delivery-failed", 502, "EENVELOPE 550"],
      ]);
    } finally {
      await refusing.stop();
    }
  });
});

describe("one deadline for the whole delivery, shorter than the form's patience", () => {
  it("a slow server and a trickling one are answered 502 before the form gives up; the retry of the same submission is delivered once", async () => {
    const slow = handMadeSmtp();
    const trickling = handMadeSmtp();
    Object.assign(slow.state, { greetingMs: 2500, replyMs: 4000 });
    trickling.state.trickleEhlo = true;
    const ports = [await listen(slow.server), await listen(trickling.server)];
    const logs: string[] = [];
    const apps = ports.map((port) =>
      createReceiver(() => ({
        deliver: delivery(
          { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "website@example.com" },
          { smtp: smtpSender, log: () => undefined },
        ),
        limiter: memoryLimiter(),
        visitor: "203.0.113.9",
        log: (event, details) => logs.push(`${event} ${JSON.stringify(details)}`),
      })),
    );
    const id = newSubmissionId();
    const post = (app: (typeof apps)[number]) =>
      app.request(RECEIVER_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(contactInquiry({ id })),
      });
    try {
      const started = Date.now();
      const answers = await Promise.all(apps.map(async (app) => ({ status: (await post(app)).status, ms: Date.now() - started })));
      expect(answers.map((a) => a.status)).toEqual([502, 502]);
      // The form waits forms.endpointTimeoutMs: its visitor hears the outcome, which is the point.
      for (const { ms } of answers) expect(ms).toBeLessThan(settings.forms.endpointTimeoutMs);
      expect(logs.every((line) => line.includes('"code":"deadline"'))).toBe(true);
      expect(slow.state.delivered).toEqual([]);
      expect(trickling.state.delivered).toEqual([]);

      // The server recovers; the visitor presses send again (same text, same id), and again.
      Object.assign(slow.state, { greetingMs: 0, replyMs: 0 });
      expect((await post(apps[0]!)).status).toBe(200);
      expect((await post(apps[0]!)).status).toBe(200);
      expect(slow.state.delivered).toHaveLength(1);
      expect(slow.state.delivered[0]).toMatch(new RegExp(`^X-Submission-Id: ${id}\r?$`, "im"));
    } finally {
      await Promise.all([slow.close(), trickling.close()]);
    }
  }, 30_000);
});

describe("the Node process's rate limits and proxies, from its environment", () => {
  const smtp = new MailServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => void (smtp.delivered.length = 0));

  const send = (port: number, realIp: string) =>
    fetch(`http://127.0.0.1:${port}${RECEIVER_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Real-IP": realIp },
      body: JSON.stringify(contactInquiry()),
    }).then((r) => r.status);

  it("FORM_RATE_CEILING=5: a burst of 50 from 50 visitors (X-Real-IP from nginx on loopback) delivers 5, the rest get 429", async () => {
    const run = runReceiver({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "website@example.com", FORM_RATE_CEILING: "5" });
    try {
      const port = await run.listening;
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => send(port, `198.51.100.${i + 1}`)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      expect(smtp.delivered).toHaveLength(5);
      // One log line per answer, and none names a visitor.
      const answers = run.output.filter((l) => l.includes('"status"'));
      expect(answers).toHaveLength(50);
      expect(answers.join("\n")).not.toContain("198.51.100.");
    } finally {
      await run.stop();
    }
  });

  it("X-Real-IP from a peer that is not in TRUSTED_PROXIES is ignored: the peer is the visitor", async () => {
    const run = runReceiver({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "website@example.com", TRUSTED_PROXIES: "10.9.9.9" });
    try {
      const port = await run.listening;
      expect(await send(port, "198.51.100.1")).toBe(200);
      expect(await send(port, "198.51.100.2")).toBe(429);
      expect(smtp.delivered).toHaveLength(1);
    } finally {
      await run.stop();
    }
  });

  it("a FORM_RATE_CEILING or TRUSTED_PROXIES that cannot be right stops it, naming the variable", async () => {
    for (const env of [{ FORM_RATE_CEILING: "lots" }, { TRUSTED_PROXIES: "nginx.internal" }] as Record<string, string>[]) {
      const run = runReceiver({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "website@example.com", ...env });
      expect(await run.exited).not.toBe(0);
      expect(run.output.join("\n")).toContain(Object.keys(env)[0]);
    }
  });
});
