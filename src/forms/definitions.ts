// The two forms of requirements.md#content-items and requirements.md#validation: their fields and the rules each one follows, where the last submission
// time is kept and for how long it blocks another one. The browser's inputs take their attributes
// from these rules and the form receiver (src/receiver/) checks them again: one definition for both.
// Every constant comes from the site settings.
import { settings } from "../config/settings";
import type { ToastVariant } from "../toast/toastApi";
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
}

export interface FormDefinition {
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
const line = (name: string, kind: "text" | "email" | "url" = "text", required = true): FieldRule => ({ name, kind, required, maxLength: LINE });
const choice = (name: string, options: readonly string[]): FieldRule => ({ name, kind: "choice", required: true, maxLength: LINE, options });
const message: FieldRule = { name: "message", kind: "multiline", required: true, maxLength: TEXT };

function definition(rules: FieldRule[], rest: Omit<FormDefinition, "fields" | "rules">): FormDefinition {
  return { fields: rules.map((rule) => rule.name), rules, ...rest };
}

export const FORMS: Record<FormKind, FormDefinition> = {
  partnership: definition(
    [line("company"), line("website", "url"), line("region"), choice("category", PARTNERSHIP_CATEGORIES), message],
    { storageKey: settings.storageKeys.lastPartnershipSubmission, cooldownMs: settings.forms.partnershipCooldownMs, rateLimitVariant: "destructive" },
  ),
  contact: definition(
    [line("name"), line("email", "email"), line("company", "text", false), line("country", "text", false), choice("topic", CONTACT_TOPICS), message],
    { storageKey: settings.storageKeys.lastContactSubmission, cooldownMs: settings.forms.contactCooldownMs, rateLimitVariant: "default" },
  ),
};

export const FORM_KINDS = Object.keys(FORMS) as FormKind[];

/** The rule for one field of a form; a name the form does not have is a programming error. */
export function fieldRule(form: FormKind, name: string): FieldRule {
  const rule = FORMS[form].rules.find((r) => r.name === name);
  if (!rule) throw new Error(`The ${form} form has no field "${name}"`);
  return rule;
}

/** Whole minutes of a cooldown, for the rate-limit message ("5 minutes", "a minute"). */
export function cooldownMinutes(form: FormKind): number {
  return Math.max(1, Math.round(FORMS[form].cooldownMs / 60_000));
}
