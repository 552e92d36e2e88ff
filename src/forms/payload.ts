import type { FormDefinition } from "./definitions";
import type { FormFields, FormKind, FormPayload } from "./types";
import type { Lang } from "../i18n/routes";

/** The JSON an endpoint receives: only the form's declared fields, so never the honeypot. */
export function buildPayload(form: FormKind, definition: FormDefinition, language: Lang, fields: FormFields, now: number): FormPayload {
  const picked: FormFields = {};
  for (const name of definition.fields) picked[name] = fields[name] ?? "";
  return { form, language, submittedAt: new Date(now).toISOString(), fields: picked };
}
