// One form submission (requirements.md#forms, requirements.md#validation, requirements.md#calls), free of React, the clock and the network: the caller injects
// them, so the rules are unit-tested without waiting.
import { readItem, writeItem, type KeyValueStore } from "../lib/storage";
import { FORMS } from "./definitions";
import { buildPayload } from "./payload";
import { isRateLimited } from "./browserRateLimit";
import { RateLimitedError } from "./transport";
import type { FormFields, FormKind, SubmitOutcome, Transport } from "./types";
import type { Lang } from "../i18n/languages";

export interface SubmitRequest {
  form: FormKind;
  language: Lang;
  fields: FormFields;
  /** The honeypot's value: anything in it drops the submission silently. */
  honeypot: string;
  /** The submission's id, the same for the visitor's retries of the same text (payload.ts). */
  id?: string;
  /** Turnstile's token, in a build with a site key. */
  turnstileToken?: string;
}

export interface SubmitDeps {
  now: () => number;
  /** Local storage, or undefined where there is none; a store that throws is treated as empty. */
  store: KeyValueStore | undefined;
  transport: Transport;
}

/** requirements.md#forms, requirements.md#validation: anything in the honeypot, even a space, marks the submission as a bot's. */
export function isTrapped(honeypot: string): boolean {
  return honeypot !== "";
}

/**
 * Honeypot, then the rate limit (before any waiting), then the send; the time is stored only on
 * success. An endpoint that answers 429 gives the same outcome as the browser's own limit.
 */
export async function submit(request: SubmitRequest, deps: SubmitDeps): Promise<SubmitOutcome> {
  if (isTrapped(request.honeypot)) return "dropped";
  const definition = FORMS[request.form];
  const { store } = deps;
  if (isRateLimited(store ? readItem(definition.storageKey, store) : null, deps.now(), definition.cooldownMs)) return "rate-limited";
  try {
    await deps.transport(
      buildPayload(request.form, definition, request.language, request.fields, deps.now(), {
        id: request.id,
        turnstileToken: request.turnstileToken,
      }),
    );
  } catch (error) {
    // The receiver's limit (per visitor, on the server) says the same as the browser's own.
    return error instanceof RateLimitedError ? "rate-limited" : "failed";
  }
  if (store) writeItem(definition.storageKey, String(deps.now()), store);
  return "sent";
}
