// The form receiver (docs/forms.md): one Hono app, a web-standard Request in and a Response out, run
// by each host's thin entry point (node.ts behind nginx, netlify/functions/inquiry.ts,
// functions/api/inquiry.ts on Cloudflare Pages). Answers never repeat what was sent, and logs name
// the form, the language and the outcome, never what a visitor typed or who they are.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { settings } from "../config/settings";
import { FORMS } from "../forms/definitions";
import { codeOf, type Deliver, type Log } from "./delivery";
import { readInquiry } from "./inquiry";
import { composeMail } from "./mail";
import type { Limiter } from "./rateLimit";

/** What a host gives the app for one request: built from its environment and bindings. */
export interface Services {
  deliver: Deliver | undefined;
  limiter: Limiter;
  /** Who is asking, for the rate limit: the visitor's IP address as the host knows it. */
  visitor: string;
  /** The site's origin when the site is elsewhere (GATSBY_FORM_ENDPOINT); unset on the same origin. */
  allowedOrigin?: string;
  log: Log;
}

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
const answer = (c: Context, status: number, body: object, headers: Record<string, string> = {}) =>
  c.json(body, status as never, { ...HEADERS, ...headers });

/** application/json, with or without parameters (charset=utf-8); nothing else. */
const isJson = (type: string | undefined) => type?.split(";")[0]?.trim().toLowerCase() === "application/json";

// From the settings, not src/forms/endpoint.ts, which reads the build's process.env: a Worker has none.
export function createReceiver(servicesFor: (c: Context) => Services, path: string = settings.forms.receiverPath): Hono {
  const app = new Hono();
  const services = new WeakMap<Request, Services>();
  const get = (c: Context) => {
    let s = services.get(c.req.raw);
    if (!s) services.set(c.req.raw, (s = servicesFor(c)));
    return s;
  };

  app.use(path, async (c, next) => {
    const origin = get(c).allowedOrigin;
    return origin ? cors({ origin, allowMethods: ["POST"], allowHeaders: ["Content-Type"] })(c, next) : next();
  });

  app.post(
    path,
    async (c, next) => (isJson(c.req.header("Content-Type")) ? next() : answer(c, 415, { error: "json-only" })),
    bodyLimit({ maxSize: settings.forms.receiverMaxBodyBytes, onError: (c) => answer(c, 413, { error: "too-large" }) }),
    async (c) => {
      const { deliver, limiter, visitor, log } = get(c);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return answer(c, 400, { error: "not-json" });
      }
      const reading = readInquiry(body);
      if ("trapped" in reading) {
        // Looks like success, so a bot learns nothing.
        log("dropped", { reason: "honeypot" });
        return answer(c, 200, { ok: true });
      }
      if ("problems" in reading) {
        log("refused", { status: 400, fields: Object.keys(reading.problems).join(" ") });
        return answer(c, 400, { error: "invalid", fields: reading.problems });
      }
      const { inquiry } = reading;
      const details = { form: inquiry.form, language: inquiry.language };
      if (!deliver) {
        log("not-configured", details);
        return answer(c, 503, { error: "not-configured" });
      }
      const cooldownMs = FORMS[inquiry.form].cooldownMs;
      const release = await limiter(`${inquiry.form} ${visitor}`, cooldownMs);
      if (!release) {
        log("rate-limited", details);
        return answer(c, 429, { error: "rate-limited" }, { "Retry-After": String(Math.ceil(cooldownMs / 1000)) });
      }
      try {
        await deliver(composeMail(inquiry), inquiry);
      } catch (error) {
        release();
        log("delivery-failed", { ...details, code: codeOf(error) });
        return answer(c, 502, { error: "delivery-failed" });
      }
      log("delivered", details);
      return answer(c, 200, { ok: true });
    },
  );

  app.all(path, (c) => answer(c, 405, { error: "method-not-allowed" }, { Allow: "POST" }));
  app.notFound((c) => answer(c, 404, { error: "not-found" }));
  app.onError((error, c) => {
    get(c).log("error", { code: codeOf(error) });
    return answer(c, 500, { error: "internal" });
  });
  return app;
}

/** One JSON line per event on standard output, where every host collects it. */
export const consoleLog: Log = (event, details = {}) => console.log(JSON.stringify({ receiver: event, ...details }));
