// The two forms of requirements.md#content-items and requirements.md#validation, each described once:
// their fields in the order and rows the page shows them, the rules each field follows, where the
// last submission time is kept and for how long it blocks another one. The page draws its inputs from
// these (src/components/forms/Form.tsx) and the form receiver (src/receiver/) checks them again.
// Every constant comes from the site settings.
import { settings } from "../config/settings";
import type { ToastVariant } from "../types/toast";
import type { FormKind } from "./types";

/** text, email, url: a single-line input of that type; multiline: a textarea; choice: a select. */
export type FieldKind = "text" | "email" | "url" | "multiline" | "choice";

export interface FieldRule {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** The longest value accepted, in UTF-16 code units (the browser's maxlength counts the same way). */
  maxLength: number;
  /** For a choice: the option values, in the order shown. */
  options?: readonly string[];
  /** The browser's autofill hint (the autocomplete attribute). */
  autoComplete?: string;
  /** The page strings give the field a line of help under it (form.<name>.hint). */
  hint?: boolean;
}

export interface FormDefinition {
  /** The page-strings namespace (content/locales/<lang>/<ns>.json) that holds the form's words under "form". */
  ns: string;
  /** The fields as the page lays them out: the fields of one row stand side by side on wide screens. */
  rows: readonly (readonly FieldRule[])[];
  /** The fields sent, in order; anything else in the form (the honeypot) is never sent. */
  fields: readonly string[];
  rules: readonly FieldRule[];
  storageKey: string;
  cooldownMs: number;
  /** requirements.md#fixed-error-texts marks the partnership rate-limit toast destructive and not the contact one. */
  rateLimitVariant: ToastVariant;
}

export const PARTNERSHIP_CATEGORIES = ["distribution", "retail", "licensing", "events", "technology", "other"] as const;
export const CONTACT_TOPICS = ["partnerships", "wholesale", "press", "careers", "other"] as const;

/** The honeypot's field name: plausible to a bot, never shown to people (requirements.md#forms). */
export const HONEYPOT_FIELD = "fax";

// Generous for a name or an address, and for a message of several pages; the receiver's body limit
// (forms.receiverMaxBodyBytes in src/config/site.json) holds the longest possible submission.
const LINE = 300;
const TEXT = 20_000;
type LineOptions = Partial<Pick<FieldRule, "required" | "autoComplete" | "hint">> & { kind?: "text" | "email" | "url" };
const line = (name: string, { kind = "text", required = true, ...rest }: LineOptions = {}): FieldRule => ({
  name,
  kind,
  required,
  maxLength: LINE,
  ...rest,
});
const choice = (name: string, options: readonly string[]): FieldRule => ({
  name,
  kind: "choice",
  required: true,
  maxLength: LINE,
  options,
});
const message: FieldRule = { name: "message", kind: "multiline", required: true, maxLength: TEXT };

function definition(ns: string, rows: FieldRule[][], rest: Omit<FormDefinition, "ns" | "rows" | "fields" | "rules">): FormDefinition {
  const rules = rows.flat();
  return { ns, rows, fields: rules.map((rule) => rule.name), rules, ...rest };
}

export const FORMS: Record<FormKind, FormDefinition> = {
  partnership: definition(
    "partnerships",
    [
      [line("company", { autoComplete: "organization" }), line("website", { kind: "url", autoComplete: "url", hint: true })],
      [line("region", { hint: true }), choice("category", PARTNERSHIP_CATEGORIES)],
      [message],
    ],
    {
      storageKey: settings.storageKeys.lastPartnershipSubmission,
      cooldownMs: settings.forms.partnershipCooldownMs,
      rateLimitVariant: "destructive",
    },
  ),
  contact: definition(
    "contact",
    [
      [line("name", { autoComplete: "name" }), line("email", { kind: "email", autoComplete: "email" })],
      [
        line("company", { required: false, autoComplete: "organization" }),
        line("country", { required: false, autoComplete: "country-name" }),
      ],
      [choice("topic", CONTACT_TOPICS)],
      [message],
    ],
    { storageKey: settings.storageKeys.lastContactSubmission, cooldownMs: settings.forms.contactCooldownMs, rateLimitVariant: "default" },
  ),
};

export const FORM_KINDS = Object.keys(FORMS) as FormKind[];

/** Whole minutes of a cooldown, for the rate-limit message ("5 minutes", "a minute"). */
export function cooldownMinutes(form: FormKind): number {
  return Math.max(1, Math.round(FORMS[form].cooldownMs / 60_000));
}
