// The receiver as a plain Node process, behind nginx (docs/forms.md): `npm run receiver` builds this
// into deploy/generated/receiver.mjs and runs it. Configured by environment variables only.
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { consoleLog, createReceiver } from "./app";
import { delivery } from "./delivery";
import { memoryLimiter } from "./rateLimit";
import { smtpSender } from "./smtp";

const env = process.env;
const port = Number(env.RECEIVER_PORT || 8787);
// Loopback by default: nginx on the same machine is the only client it should have.
const hostname = env.RECEIVER_HOST || "127.0.0.1";
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const deliver = delivery(env, { smtp: smtpSender, log: consoleLog });
const limiter = memoryLimiter();

/** nginx's X-Real-IP when the request came through it (from loopback); the peer's address otherwise. */
function visitor(c: Context): string {
  const peer = getConnInfo(c).remote.address ?? "unknown";
  return LOOPBACK.test(peer) ? c.req.header("X-Real-IP") || peer : peer;
}

const app = createReceiver((c) => ({ deliver, limiter, visitor: visitor(c), allowedOrigin: env.FORM_ALLOWED_ORIGIN || undefined, log: consoleLog }));

if (!deliver) consoleLog("not-configured", { hint: "set SMTP_URL and MAIL_FROM (or FORM_WEBHOOK_URL); every submission gets 503 until then" });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => consoleLog("listening", { address: info.address, port: info.port }));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
