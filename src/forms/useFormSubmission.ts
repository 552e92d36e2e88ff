import { useCallback, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { browserStorage } from "../lib/storage";
import { FORMS, HONEYPOT_FIELD } from "./definitions";
import { transportFor } from "./endpoint";
import { feedbackFor } from "./feedback";
import { submissionIdFor, type PendingSubmission } from "./payload";
import { isTrapped, submit } from "./submission";
import { useTurnstile } from "./turnstile";
import type { FormFields, FormKind } from "./types";
import type { Lang } from "../i18n/languages";
import type { ToastInput } from "../types/toast";

/**
 * Wires a form element to `submit` (requirements.md#forms): idle → submitting → idle after every attempt; a second
 * submit while one is running does nothing; a filled honeypot changes nothing at all; fields are
 * cleared on success only. The fields are uncontrolled and read with FormData, so whatever was
 * typed before hydration is kept. `notify` shows the outcome's toast: the form component hands it
 * the toast API, so these rules, which the receiver shares, never import what draws a toast.
 */
export function useFormSubmission(form: FormKind, lang: Lang, notify: (toast: ToastInput) => unknown) {
  const { t } = useTranslation(FORMS[form].ns);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  // The submission not yet delivered: pressing send again with the same text is a retry, with its id.
  const pending = useRef<PendingSubmission | undefined>(undefined);
  const turnstile = useTurnstile(lang, form);
  const { token: turnstileToken, reset: resetTurnstile } = turnstile;

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      const element = event.currentTarget;
      const data = new FormData(element);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === "string" ? value : "";
      };
      const honeypot = text(HONEYPOT_FIELD);
      // requirements.md#forms says a bot gets no feedback at all: dropped before the busy state, which would otherwise
      // show "Submitting..." and a disabled button for a frame and tell it the submit was noticed.
      if (isTrapped(honeypot)) return;
      running.current = true;
      setSubmitting(true);
      const fields: FormFields = Object.fromEntries(FORMS[form].fields.map((name) => [name, text(name)]));
      pending.current = submissionIdFor(pending.current, fields);
      try {
        const outcome = await submit(
          { form, language: lang, fields, honeypot, id: pending.current.id, turnstileToken: await turnstileToken() },
          { now: () => Date.now(), store: browserStorage(), transport: transportFor() },
        );
        if (outcome === "sent") {
          element.reset();
          pending.current = undefined;
          resetTurnstile();
        }
        const toast = feedbackFor(outcome, form, (key, options) => t(key, { ...options }));
        if (toast) void notify(toast);
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [form, lang, t, turnstileToken, resetTurnstile, notify],
  );

  return { submitting, onSubmit, turnstile };
}
