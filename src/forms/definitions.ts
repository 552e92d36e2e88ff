// The two forms of §3 and §5: their fields, where the last submission time is kept and for how long
// it blocks another one. Every constant comes from the site settings.
import { settings } from "../config/settings";
import type { ToastVariant } from "../toast/toastApi";
import type { FormKind } from "./types";

export interface FormDefinition {
  /** The fields sent, in order; anything else in the form (the honeypot) is never sent. */
  fields: readonly string[];
  storageKey: string;
  cooldownMs: number;
  /** §8 marks the partnership rate-limit toast destructive and not the contact one. */
  rateLimitVariant: ToastVariant;
}

export const PARTNERSHIP_CATEGORIES = ["distribution", "retail", "licensing", "events", "technology", "other"] as const;
export const CONTACT_TOPICS = ["partnerships", "wholesale", "press", "careers", "other"] as const;

/** The honeypot's field name: plausible to a bot, never shown to people (§4). */
export const HONEYPOT_FIELD = "fax";

export const FORMS: Record<FormKind, FormDefinition> = {
  partnership: {
    fields: ["company", "website", "region", "category", "message"],
    storageKey: settings.storageKeys.lastPartnershipSubmission,
    cooldownMs: settings.forms.partnershipCooldownMs,
    rateLimitVariant: "destructive",
  },
  contact: {
    fields: ["name", "email", "company", "country", "topic", "message"],
    storageKey: settings.storageKeys.lastContactSubmission,
    cooldownMs: settings.forms.contactCooldownMs,
    rateLimitVariant: "default",
  },
};

/** Whole minutes of a cooldown, for the rate-limit message ("5 minutes", "a minute"). */
export function cooldownMinutes(form: FormKind): number {
  return Math.max(1, Math.round(FORMS[form].cooldownMs / 60_000));
}
