// A submission as the receiver reads it: the JSON the forms send (docs/forms.md), checked against the
// same definitions the browser's inputs come from (src/forms/definitions.ts, src/forms/validation.ts).
import { FORM_KINDS, HONEYPOT_FIELD } from "../forms/definitions";
import { checkFields, type Problems } from "../forms/validation";
import type { FormPayload } from "../forms/types";
import { isLang, type Lang } from "../i18n/languages";

/** The inquiry, with the Turnstile token it came with (checked, when the receiver asks for one, by app.ts). */
export type Reading = { inquiry: FormPayload; token?: string } | { trapped: true } | { problems: Problems };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** ISO 8601 in UTC as Date#toISOString writes it, which is what the forms send. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** The submission id: a UUID as crypto.randomUUID writes it (Turnstile's idempotency key is one too). */
export const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Turnstile's tokens are at most 2048 characters (Cloudflare's server-side validation guide). */
export const TOKEN_MAX_LENGTH = 2048;
const TOKEN = /^[\x21-\x7e]+$/;
/** The keys a submission may have; `id` and `turnstileToken` are optional (older pages send neither). */
export const SUBMISSION_KEYS = ["form", "language", "submittedAt", "id", "turnstileToken", "fields"];

/**
 * The inquiry, when the body is one; `trapped` when the honeypot came filled (a bot posting directly:
 * the forms drop those before sending); otherwise what is wrong, by field name.
 */
export function readInquiry(body: unknown): Reading {
  if (!isRecord(body)) return { problems: { body: "not-text" } };
  const { form, language, submittedAt, id, turnstileToken, fields } = body;
  const problems: Problems = {};
  if (typeof form !== "string" || !(FORM_KINDS as string[]).includes(form)) problems.form = "not-an-option";
  if (typeof language !== "string" || !isLang(language)) problems.language = "not-an-option";
  if (typeof submittedAt !== "string" || !ISO_UTC.test(submittedAt) || Number.isNaN(Date.parse(submittedAt)))
    problems.submittedAt = "format";
  if (id !== undefined && (typeof id !== "string" || !SUBMISSION_ID.test(id))) problems.id = "format";
  if (
    turnstileToken !== undefined &&
    (typeof turnstileToken !== "string" || turnstileToken.length > TOKEN_MAX_LENGTH || !TOKEN.test(turnstileToken))
  )
    problems.turnstileToken = "format";
  if (!isRecord(fields)) problems.fields = "missing";
  if (Object.keys(body).some((key) => !SUBMISSION_KEYS.includes(key))) problems["(other keys)"] = "unknown-field";
  if (isRecord(fields) && HONEYPOT_FIELD in fields && fields[HONEYPOT_FIELD] !== "") return { trapped: true };
  if (Object.keys(problems).length > 0 || !isRecord(fields)) return { problems };

  const { [HONEYPOT_FIELD]: _empty, ...rest } = fields;
  const checked = checkFields(form as FormPayload["form"], rest);
  if ("problems" in checked) return checked;
  const inquiry: FormPayload = {
    form: form as FormPayload["form"],
    language: language as Lang,
    submittedAt: submittedAt as string,
    fields: checked.fields,
  };
  if (typeof id === "string") inquiry.id = id;
  return typeof turnstileToken === "string" ? { inquiry, token: turnstileToken } : { inquiry };
}
