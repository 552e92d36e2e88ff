import React, { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FORMS } from "../../forms/definitions";
import type { FormKind } from "../../forms/types";
import { useFormSubmission } from "../../forms/useFormSubmission";
import { REPLAY_ATTRIBUTE } from "../../inline-scripts/earlyTaps";
import { showToast } from "../toast/toastApi";
import { Button } from "../ui/Button";
import { FormField } from "./FormField";
import { Honeypot } from "./Honeypot";
import { NoScriptNote } from "./NoScriptNote";
import * as styles from "./Form.module.scss";
import type { Lang } from "../../i18n/languages";

interface FormProps {
  form: FormKind;
  lang: Lang;
  labelledBy?: string;
}

/**
 * One of the site's forms, drawn from its definition (src/forms/definitions.ts): its fields in their
 * rows, the honeypot, the submit cycle (requirements.md#forms) and the note for visitors without JavaScript.
 */
export function Form({ form, lang, labelledBy }: FormProps) {
  const { t } = useTranslation(FORMS[form].ns);
  const { submitting, onSubmit, turnstile } = useFormSubmission(form, lang, showToast);
  const element = useRef<HTMLFormElement>(null);
  const { enabled: challenged, start: startChallenge } = turnstile;
  useEffect(() => {
    // Filled in or focused before hydration, when no focus or input could start Turnstile: it starts
    // now, so that a submit kept since (replayed just after this) waits for its token.
    const node = element.current;
    if (!challenged || !node) return;
    const typed = Array.from(new FormData(node).values()).some((value) => value !== "");
    if (typed || node.contains(document.activeElement)) startChallenge();
  }, [challenged, startChallenge]);
  return (
    // method="dialog" outside a <dialog> submits nowhere: before hydration or without JavaScript the
    // browser still validates, but nothing typed ends up in a URL or a request (requirements.md#calls).
    // A submit before hydration is kept, and made once the form can send (src/inline-scripts/earlyTaps.ts).
    <form
      ref={element}
      method="dialog"
      {...{ [REPLAY_ATTRIBUTE]: "" }}
      className={styles.form}
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      onSubmit={(e) => void onSubmit(e)}
      // Turnstile's script loads on the first focus or input (only in a build with its key).
      // eslint-disable-next-line react-hooks/refs -- start is a callback that runs on focus, not during render
      {...(turnstile.enabled ? { onFocus: turnstile.start, onInput: turnstile.start } : {})}
    >
      {FORMS[form].rows.map((row) => {
        const fields = row.map((rule) => <FormField key={rule.name} form={form} rule={rule} />);
        const key = row.map((rule) => rule.name).join();
        // A row of several fields sets them side by side on wide screens; a lone field needs no row.
        return row.length > 1 ? (
          <div key={key} className={styles.row}>
            {fields}
          </div>
        ) : (
          <Fragment key={key}>{fields}</Fragment>
        );
      })}
      <Honeypot form={form} label={t("form.honeypot")} />
      {/* eslint-disable-next-line react-hooks/refs -- the ref is handed to ref=, not read during render */}
      {turnstile.enabled && <div ref={turnstile.container} />}
      <div className={styles.actions}>
        <Button type="submit" variant="violet" className={styles.submit} disabled={submitting}>
          {submitting ? t("form.submitting") : t("form.submit")}
        </Button>
        <NoScriptNote text={t("form.noScript")} />
      </div>
    </form>
  );
}
