// The rules of definitions.ts as a check on submitted values: what the browser's own validation
// enforces on the inputs (required, type="email", type="url", a select's options, maxlength), for the
// form receiver, which cannot trust that a browser made the request.
import { FORMS, type FieldRule } from "./definitions";
import type { FormFields, FormKind } from "./types";

/** The HTML standard's "valid e-mail address", which is what an input of type="email" accepts. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Control characters and line separators: a single-line input cannot hold them (the browser strips line breaks). */
// eslint-disable-next-line no-control-regex -- these control characters are what the rule refuses
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A textarea keeps tabs and line breaks; other control characters are never typed. */
// eslint-disable-next-line no-control-regex -- these control characters are what the rule refuses
const NOT_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isEmail = (value: string) => EMAIL.test(value);

/** What an input of type="url" accepts: an absolute URL. */
export function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export type Problem = "missing" | "not-text" | "too-long" | "control-character" | "format" | "not-an-option" | "unknown-field";
/** Field names and what is wrong with them; never the values, which must not be echoed or logged. */
export type Problems = Record<string, Problem>;
export const UNKNOWN_FIELDS = "(other fields)";

function problemWith(rule: FieldRule, value: unknown): Problem | undefined {
  if (value === undefined || value === "") return rule.required ? "missing" : undefined;
  if (typeof value !== "string") return "not-text";
  if (value.length > rule.maxLength) return "too-long";
  if ((rule.kind === "multiline" ? NOT_IN_TEXT : NOT_IN_A_LINE).test(value)) return "control-character";
  if (rule.kind === "email" && !isEmail(value)) return "format";
  if (rule.kind === "url" && !isUrl(value)) return "format";
  if (rule.kind === "choice" && !rule.options?.includes(value)) return "not-an-option";
  return undefined;
}

/**
 * The form's fields, in order, when every value follows its rule (an optional field left out counts
 * as empty); otherwise the problems. Fields the form does not have are a problem too.
 */
export function checkFields(form: FormKind, fields: Record<string, unknown>): { fields: FormFields } | { problems: Problems } {
  const problems: Problems = {};
  const checked: FormFields = {};
  for (const rule of FORMS[form].rules) {
    const value = fields[rule.name];
    const problem = problemWith(rule, value);
    if (problem) problems[rule.name] = problem;
    else checked[rule.name] = typeof value === "string" ? value : "";
  }
  // Under one fixed key: the unknown names are the sender's words, not to be repeated back.
  if (Object.keys(fields).some((name) => !FORMS[form].fields.includes(name))) problems[UNKNOWN_FIELDS] = "unknown-field";
  return Object.keys(problems).length > 0 ? { problems } : { fields: checked };
}
