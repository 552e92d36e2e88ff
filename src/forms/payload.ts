import type { FormDefinition } from "./definitions";
import type { FormFields, FormKind, FormPayload } from "./types";
import type { Lang } from "../i18n/languages";

/** The JSON an endpoint receives: only the form's declared fields, so never the honeypot. */
export function buildPayload(
  form: FormKind,
  definition: FormDefinition,
  language: Lang,
  fields: FormFields,
  now: number,
  extra: Pick<FormPayload, "id" | "turnstileToken"> = {},
): FormPayload {
  const picked: FormFields = {};
  for (const name of definition.fields) picked[name] = fields[name] ?? "";
  return {
    form,
    language,
    submittedAt: new Date(now).toISOString(),
    ...(extra.id ? { id: extra.id } : {}),
    ...(extra.turnstileToken ? { turnstileToken: extra.turnstileToken } : {}),
    fields: picked,
  };
}

/** A random UUID (version 4), the submission's id; crypto.randomUUID wants a secure context, getRandomValues does not. */
export function newSubmissionId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const b = random(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(b, (n) => n.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The last submission that did not go through: its text and id, so that sending the same text again reuses the id. */
export interface PendingSubmission {
  text: string;
  id: string;
}

/**
 * The id for pressing send with these fields: the pending one's when the text is the same (a retry,
 * which the receiver then delivers at most once), a new one otherwise.
 */
export function submissionIdFor(
  pending: PendingSubmission | undefined,
  fields: FormFields,
  newId: () => string = newSubmissionId,
): PendingSubmission {
  const text = JSON.stringify(fields);
  return pending?.text === text ? pending : { text, id: newId() };
}
