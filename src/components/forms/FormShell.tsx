import React, { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FormKind } from "../../forms/types";
import { useFormSubmission } from "../../forms/useFormSubmission";
import type { Lang } from "../../i18n/routes";
import { Button } from "../ui/Button";
import { Honeypot } from "./Honeypot";
import { NoScriptNote } from "./NoScriptNote";
import * as styles from "./Form.module.scss";

interface FormShellProps {
  form: FormKind;
  lang: Lang;
  /** The page namespace that holds the form's strings (form.submit, form.submitting, ...). */
  ns: string;
  labelledBy?: string;
  children: ReactNode;
}

/** What both forms share around their fields: the submit cycle (requirements.md#forms), the honeypot and the no-JS note. */
export function FormShell({ form, lang, ns, labelledBy, children }: FormShellProps) {
  const { t } = useTranslation(ns);
  const { submitting, onSubmit } = useFormSubmission(form, lang, ns);
  return (
    // method="dialog" outside a <dialog> submits nowhere: before hydration or without JavaScript the
    // browser still validates, but nothing typed ends up in a URL or a request (requirements.md#calls).
    <form method="dialog" className={styles.form} aria-labelledby={labelledBy} aria-busy={submitting} onSubmit={(e) => void onSubmit(e)}>
      {children}
      <Honeypot form={form} label={t("form.honeypot")} />
      <div className={styles.actions}>
        <Button type="submit" variant="violet" className={styles.submit} disabled={submitting}>
          {submitting ? t("form.submitting") : t("form.submit")}
        </Button>
        <NoScriptNote text={t("form.noScript")} />
      </div>
    </form>
  );
}
