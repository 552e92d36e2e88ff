// Netlify Function for the form receiver (docs/forms.md): the app is src/receiver/app.ts. Netlify
// reads `config` from this file when it deploys: the path, and its rate limit per visitor.
import { consoleLog, createReceiver } from "../../src/receiver/app";
import { delivery } from "../../src/receiver/delivery";
import { memoryLimiter, rateCeiling } from "../../src/receiver/rateLimit";
import { smtpSender } from "../../src/receiver/smtp";
import { turnstileFromEnv } from "../../src/receiver/turnstile";
import { settings } from "../../src/config/settings";

const log = consoleLog;
const deliver = delivery(process.env, { smtp: smtpSender, log });
// Within one warm instance; Netlify's own limit below holds across instances.
const limiter = memoryLimiter();
const verify = turnstileFromEnv(process.env);
// A FORM_RATE_CEILING that is no number is logged and the site's default kept: a function cannot refuse to start.
let ceilingPerMinute = settings.forms.rateCeilingPerMinute;
try {
  ceilingPerMinute = rateCeiling(process.env.FORM_RATE_CEILING, ceilingPerMinute);
} catch {
  log("not-configured", { invalid: "FORM_RATE_CEILING" });
}

const app = createReceiver((c) => {
  const context = (c.env as { context?: { ip?: string } } | undefined)?.context;
  return {
    deliver,
    limiter,
    visitor: context?.ip ?? "unknown",
    allowedOrigin: process.env.FORM_ALLOWED_ORIGIN || undefined,
    log,
    ceilingPerMinute,
    verify,
  };
});

export default (request: Request, context: { ip?: string }) => app.fetch(request, { context });

// Written out, as Netlify reads it without running the file. windowSize is at most 180 seconds there, so
// this stops bursts (two requests a minute per visitor: one of each form); the cooldowns of
// src/config/site.json are kept by the browser and by the in-memory limit above.
export const config = {
  path: "/api/inquiry",
  rateLimit: { windowLimit: 2, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
