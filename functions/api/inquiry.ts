// Cloudflare Pages Function for the form receiver (docs/forms.md): this file's path is the URL,
// /api/inquiry; the app is src/receiver/app.ts. Workers cannot open SMTP connections, so e-mail goes
// through Resend's HTTP API. Variables and the rate-limit binding come with each request.
import { consoleLog, createReceiver } from "../../src/receiver/app";
import { delivery, type DeliveryEnv } from "../../src/receiver/delivery";
import { memoryLimiter, rateCeiling, type Limiter } from "../../src/receiver/rateLimit";
import { turnstileFromEnv } from "../../src/receiver/turnstile";
import { settings } from "../../src/config/settings";

interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
export interface Env extends DeliveryEnv {
  /** The rate-limiting binding (wrangler.toml [[ratelimits]]): its period is 10 or 60 seconds. */
  INQUIRY_LIMITER?: RateLimitBinding;
  FORM_ALLOWED_ORIGIN?: string;
  FORM_RATE_CEILING?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
}

/** FORM_RATE_CEILING, or the site's default when it is unset or no number (logged). */
function ceilingOf(env: Env): number {
  try {
    return rateCeiling(env.FORM_RATE_CEILING, settings.forms.rateCeilingPerMinute);
  } catch {
    log("not-configured", { invalid: "FORM_RATE_CEILING" });
    return settings.forms.rateCeilingPerMinute;
  }
}

const log = consoleLog;
// Without the binding: within one isolate only.
const fallback = memoryLimiter();
const bindingLimiter =
  (binding: RateLimitBinding): Limiter =>
  async (key) =>
    (await binding.limit({ key })).success ? () => undefined : undefined;

const app = createReceiver((c) => {
  const env = (c.env ?? {}) as Env;
  return {
    deliver: delivery({ MAIL_FROM: env.MAIL_FROM, RESEND_API_KEY: env.RESEND_API_KEY, FORM_WEBHOOK_URL: env.FORM_WEBHOOK_URL }, { log }),
    limiter: env.INQUIRY_LIMITER ? bindingLimiter(env.INQUIRY_LIMITER) : fallback,
    visitor: c.req.header("CF-Connecting-IP") ?? "unknown",
    allowedOrigin: env.FORM_ALLOWED_ORIGIN || undefined,
    log,
    ceilingPerMinute: ceilingOf(env),
    verify: turnstileFromEnv(env),
  };
});

export const onRequest = (context: { request: Request; env: Env; waitUntil(promise: Promise<unknown>): void }) =>
  app.fetch(context.request, context.env, {
    waitUntil: (p: Promise<unknown>) => context.waitUntil(p),
    passThroughOnException: () => undefined,
    props: undefined,
  });
