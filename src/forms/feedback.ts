// What the visitor is told after each outcome (requirements.md#fixed-error-texts), in the page's language.
import { settings } from "../config/settings";
import type { ToastInput } from "../types/toast";
import { cooldownMinutes, FORMS } from "./definitions";
import type { FormKind, SubmitOutcome } from "./types";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The toast for an outcome, or undefined for the silent honeypot drop. Keys live in the page's namespace. */
export function feedbackFor(outcome: SubmitOutcome, form: FormKind, t: Translate): ToastInput | undefined {
  const id = `${form}-form`;
  switch (outcome) {
    case "sent":
      return {
        id,
        variant: "success",
        title: t("toast.sent.title"),
        description: t("toast.sent.description", { hours: settings.forms.responseTimeHours }),
      };
    case "rate-limited":
      return {
        id,
        variant: FORMS[form].rateLimitVariant,
        title: t("toast.rateLimited.title"),
        description: t("toast.rateLimited.description", { count: cooldownMinutes(form) }),
      };
    case "failed":
      return { id, variant: "destructive", title: t("toast.failed.title"), description: t("toast.failed.description") };
    default:
      return undefined;
  }
}
