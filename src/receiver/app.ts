// The form receiver (docs/forms.md): one Hono app, a web-standard Request in and a Response out, run
// by each host's thin entry point (node.ts behind nginx, netlify/functions/inquiry.ts,
// functions/api/inquiry.ts on Cloudflare Pages). Answers never repeat what was sent, and logs name
// the form, the language and the outcome, never what a visitor typed or who they are.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { settings } from "../config/settings";
import { FORMS } from "../forms/definitions";
import { rateKey } from "./address";
import { codeOf, withDeadline, type Deliver } from "./delivery";
import type { Log } from "../types/log";
import { readInquiry } from "./inquiry";
import { composeMail } from "./mail";
import { ceilingLimiter, memoryDeliveries, type Deliveries, type Limiter, type Release } from "./rateLimit";
import type { Verify } from "./turnstile";

/** What a host gives the app for one request: built from its environment and bindings. */
export interface Services {
  deliver: Deliver | undefined;
  limiter: Limiter;
  /** Who is asking, for the rate limit: the visitor's IP address as the host knows it (never logged). */
  visitor: string;
  /** The site's origin when the site is elsewhere (GATSBY_FORM_ENDPOINT); unset on the same origin. */
  allowedOrigin?: string;
  log: Log;
  /** Deliveries a minute per form for all visitors together: FORM_RATE_CEILING, else forms.rateCeilingPerMinute. */
  ceilingPerMinute?: number;
  /** Turnstile's check (TURNSTILE_SECRET_KEY): with it, a submission without a good token is refused. */
  verify?: Verify;
  /** The whole delivery's deadline; forms.receiverDeadlineMs unless a test sets another. */
  deadlineMs?: number;
}

/** What the one log line of an answer says besides its status: the event and safe details. */
type Outcome = { event: string; details?: Record<string, string | number> };

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** application/json, with or without parameters (charset=utf-8); nothing else. */
const isJson = (type: string | undefined) => type?.split(";")[0]?.trim().toLowerCase() === "application/json";

// From the settings, not src/forms/endpoint.ts, which reads the build's process.env: a Worker has none.
export function createReceiver(
  servicesFor: (c: Context) => Services,
  path: string = settings.forms.receiverPath,
  options: { now?: () => number } = {},
): Hono {
  const app = new Hono();
  const services = new WeakMap<Request, Services>();
  const outcomes = new WeakMap<Request, Outcome>();
  const get = (c: Context) => {
    let s = services.get(c.req.raw);
    if (!s) services.set(c.req.raw, (s = servicesFor(c)));
    return s;
  };
  /** Every answer goes through here, so each is logged once, with its status (the middleware below). */
  const answer = (c: Context, status: number, body: object, outcome: Outcome, headers: Record<string, string> = {}) => {
    outcomes.set(c.req.raw, outcome);
    return c.json(body, status as never, { ...HEADERS, ...headers });
  };
  // Per process or isolate, as the rate limit: the ids delivered, and the ceiling per form.
  const deliveries: Deliveries = memoryDeliveries();
  const ceilings = new Map<number, (form: string) => Release | undefined>();
  const ceiling = (perMinute: number) => {
    let limiter = ceilings.get(perMinute);
    if (!limiter) ceilings.set(perMinute, (limiter = ceilingLimiter(perMinute, options.now)));
    return limiter;
  };

  // One log line per answer, whatever answered: the route, the CORS preflight, not-found, an error.
  app.use("*", async (c, next) => {
    await next();
    const { event, details } = outcomes.get(c.req.raw) ?? { event: c.req.method === "OPTIONS" ? "preflight" : "answered" };
    get(c).log(event, { status: c.res.status, ...details });
  });

  app.use(path, async (c, next) => {
    const origin = get(c).allowedOrigin;
    return origin ? cors({ origin, allowMethods: ["POST"], allowHeaders: ["Content-Type"] })(c, next) : next();
  });

  app.post(
    path,
    async (c, next) =>
      isJson(c.req.header("Content-Type"))
        ? next()
        : answer(c, 415, { error: "json-only" }, { event: "refused", details: { reason: "json-only" } }),
    bodyLimit({
      maxSize: settings.forms.receiverMaxBodyBytes,
      onError: (c) => answer(c, 413, { error: "too-large" }, { event: "refused", details: { reason: "too-large" } }),
    }),
    async (c) => {
      const { deliver, limiter, visitor, verify } = get(c);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return answer(c, 400, { error: "not-json" }, { event: "refused", details: { reason: "not-json" } });
      }
      const reading = readInquiry(body);
      if ("trapped" in reading) {
        // Looks like success, so a bot learns nothing.
        return answer(c, 200, { ok: true }, { event: "dropped", details: { reason: "honeypot" } });
      }
      if ("problems" in reading) {
        return answer(
          c,
          400,
          { error: "invalid", fields: reading.problems },
          { event: "refused", details: { fields: Object.keys(reading.problems).join(" ") } },
        );
      }
      const { inquiry, token } = reading;
      const details = { form: inquiry.form, language: inquiry.language };
      if (!deliver) return answer(c, 503, { error: "not-configured" }, { event: "not-configured", details });
      const deadlineMs = get(c).deadlineMs ?? settings.forms.receiverDeadlineMs;

      // The visitor's retry of a submission that arrived, or is arriving: nothing is sent again.
      const earlier = inquiry.id ? deliveries.get(inquiry.id) : undefined;
      if (earlier) {
        try {
          await withDeadline(deadlineMs, () => earlier);
          return answer(c, 200, { ok: true }, { event: "duplicate", details });
        } catch (error) {
          return answer(c, 502, { error: "delivery-failed" }, { event: "delivery-failed", details: { ...details, code: codeOf(error) } });
        }
      }

      // Spam check first: a bot without a token uses up no one's turn.
      if (verify) {
        if (!token)
          return answer(c, 400, { error: "challenge-failed" }, { event: "challenge-failed", details: { ...details, reason: "no-token" } });
        let passed: boolean;
        try {
          passed = await withDeadline(deadlineMs, (signal) => verify(token, visitor, inquiry.id, signal));
        } catch (error) {
          return answer(c, 502, { error: "delivery-failed" }, { event: "delivery-failed", details: { ...details, code: codeOf(error) } });
        }
        if (!passed)
          return answer(c, 400, { error: "challenge-failed" }, { event: "challenge-failed", details: { ...details, reason: "rejected" } });
      }

      const cooldownMs = FORMS[inquiry.form].cooldownMs;
      const release = await limiter(`${inquiry.form} ${rateKey(visitor)}`, cooldownMs);
      if (!release) {
        return answer(
          c,
          429,
          { error: "rate-limited" },
          { event: "rate-limited", details: { ...details, scope: "visitor" } },
          { "Retry-After": String(Math.ceil(cooldownMs / 1000)) },
        );
      }
      const releaseCeiling = ceiling(get(c).ceilingPerMinute ?? settings.forms.rateCeilingPerMinute)(inquiry.form);
      if (!releaseCeiling) {
        release();
        return answer(
          c,
          429,
          { error: "rate-limited" },
          { event: "rate-limited", details: { ...details, scope: "form" } },
          { "Retry-After": "60" },
        );
      }
      const delivery = withDeadline(deadlineMs, (signal) => deliver(composeMail(inquiry), inquiry, signal));
      if (inquiry.id) deliveries.track(inquiry.id, delivery);
      try {
        await delivery;
      } catch (error) {
        release();
        releaseCeiling();
        return answer(c, 502, { error: "delivery-failed" }, { event: "delivery-failed", details: { ...details, code: codeOf(error) } });
      }
      return answer(c, 200, { ok: true }, { event: "delivered", details });
    },
  );

  app.all(path, (c) =>
    answer(c, 405, { error: "method-not-allowed" }, { event: "refused", details: { reason: "method" } }, { Allow: "POST" }),
  );
  app.notFound((c) => answer(c, 404, { error: "not-found" }, { event: "refused", details: { reason: "not-found" } }));
  app.onError((error, c) => answer(c, 500, { error: "internal" }, { event: "error", details: { code: codeOf(error) } }));
  return app;
}

/** One JSON line per event on standard output, where every host collects it. */
export const consoleLog: Log = (event, details = {}) => console.log(JSON.stringify({ receiver: event, ...details }));
