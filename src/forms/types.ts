import type { Lang } from "../i18n/languages";
// The shapes shared by the two forms (requirements.md#content-items) and their submission logic.

export type FormKind = "partnership" | "contact";

/** Field name → the text the visitor entered (selects give their option value). */
export type FormFields = Record<string, string>;

/** What an endpoint receives (docs/forms.md). Never carries the honeypot. */
export interface FormPayload {
  form: FormKind;
  language: Lang;
  /** ISO 8601, UTC. */
  submittedAt: string;
  /**
   * Made by the browser when the visitor presses send and kept across their retries of the same text,
   * so the receiver delivers it at most once. Absent from pages built before it existed.
   */
  id?: string;
  /** Cloudflare Turnstile's token, in a build with a site key (docs/forms.md). */
  turnstileToken?: string;
  fields: FormFields;
}

/** Sends a payload; resolves on success, rejects on any failure. */
export type Transport = (payload: FormPayload) => Promise<void>;

/**
 * dropped: the honeypot was filled (no feedback, requirements.md#forms); rate-limited: too soon after the last one (requirements.md#validation);
 * sent: delivered (or simulated) and the time stored; failed: the transport rejected.
 */
export type SubmitOutcome = "dropped" | "rate-limited" | "sent" | "failed";
