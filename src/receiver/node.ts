// The receiver as a plain Node process, behind nginx (docs/forms.md): `npm run receiver` builds this
// into deploy/generated/receiver.mjs and runs it. Configured by environment variables only. The same
// process answers the content manager's GitHub sign-in (src/cms/signin/app.ts) under its path.
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { consoleLog, createReceiver } from "./app";
import { trustedProxies, visitorAddress } from "./address";
import { delivery } from "./delivery";
import { memoryLimiter, rateCeiling } from "./rateLimit";
import { smtpSender } from "./smtp";
import { smtpUrlProblem } from "./smtpUrl";
import { turnstileFromEnv } from "./turnstile";
import { settings } from "../config/settings";
import { createSignIn } from "../cms/signin/app";

const env = process.env;
const port = Number(env.RECEIVER_PORT || 8787);
// Loopback by default: nginx on the same machine is the only client it should have.
const hostname = env.RECEIVER_HOST || "127.0.0.1";

/** A setting that cannot be right stops the process, saying what to set, before it takes a request. */
function refuse(message: string): never {
  console.error(`Form receiver not started: ${message}`);
  process.exit(1);
}
const problem = env.SMTP_URL ? smtpUrlProblem(env.SMTP_URL, env) : undefined;
if (problem) refuse(problem);
let trusted: string[] = [];
let ceilingPerMinute = settings.forms.rateCeilingPerMinute;
try {
  trusted = trustedProxies(env.TRUSTED_PROXIES);
  ceilingPerMinute = rateCeiling(env.FORM_RATE_CEILING, settings.forms.rateCeilingPerMinute);
} catch (error) {
  refuse((error as Error).message);
}

const deliver = delivery(env, { smtp: smtpSender, log: consoleLog });
const limiter = memoryLimiter();
const verify = turnstileFromEnv(env);

/** nginx's X-Real-IP when the request came through a trusted proxy (TRUSTED_PROXIES, loopback by default); the peer's address otherwise. */
const visitor = (c: Context) => visitorAddress(getConnInfo(c).remote.address, c.req.header("X-Real-IP"), trusted);

const app = createReceiver((c) => ({
  deliver,
  limiter,
  visitor: visitor(c),
  allowedOrigin: env.FORM_ALLOWED_ORIGIN || undefined,
  log: consoleLog,
  ceilingPerMinute,
  verify,
}));

if (!deliver)
  consoleLog("not-configured", { hint: "set SMTP_URL and MAIL_FROM (or FORM_WEBHOOK_URL); every submission gets 503 until then" });
const signIn = createSignIn(() => env, consoleLog);
const signInPath = settings.cms.signInPath;
const fetch = (request: Request, bindings: unknown) => {
  const { pathname } = new URL(request.url);
  return (pathname === signInPath || pathname.startsWith(`${signInPath}/`) ? signIn : app).fetch(request, bindings);
};
const server = serve({ fetch, port, hostname }, (info) => consoleLog("listening", { address: info.address, port: info.port }));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
