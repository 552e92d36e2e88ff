import React from "react";
import { useTranslation } from "react-i18next";
import { PARTNERSHIP_CATEGORIES } from "../../forms/definitions";
import { useFormSubmission } from "../../forms/useFormSubmission";
import type { Lang } from "../../i18n/routes";
import { Button } from "../ui/Button";
import { Honeypot } from "./Honeypot";
import { NoScriptNote } from "./NoScriptNote";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";
import * as styles from "./Form.module.scss";

const FORM = "partnership";

/** The partnership inquiry (§3, §5): company, website, region, category and message, all required. */
export function PartnershipForm({ lang, labelledBy }: { lang: Lang; labelledBy?: string }) {
  const { t } = useTranslation("partnerships");
  const { submitting, onSubmit } = useFormSubmission(FORM, lang, "partnerships");
  const required = { required: t("form.errors.required") };
  const categories = PARTNERSHIP_CATEGORIES.map((value) => ({ value, label: t(`form.category.options.${value}`) }));

  return (
    // method="dialog" outside a <dialog> submits nowhere: before hydration or without JavaScript the
    // browser still validates, but nothing typed ends up in a URL or a request (§7).
    <form method="dialog" className={styles.form} aria-labelledby={labelledBy} aria-busy={submitting} onSubmit={(e) => void onSubmit(e)}>
      <div className={styles.row}>
        <TextField form={FORM} name="company" label={t("form.company.label")} autoComplete="organization" required messages={required} />
        <TextField
          form={FORM}
          name="website"
          type="url"
          label={t("form.website.label")}
          hint={t("form.website.hint")}
          autoComplete="url"
          required
          messages={{ ...required, mismatch: t("form.errors.url") }}
        />
      </div>
      <div className={styles.row}>
        <TextField form={FORM} name="region" label={t("form.region.label")} hint={t("form.region.hint")} required messages={required} />
        <SelectField
          form={FORM}
          name="category"
          label={t("form.category.label")}
          placeholder={t("form.category.placeholder")}
          options={categories}
          messages={{ required: t("form.errors.choose") }}
        />
      </div>
      <TextField form={FORM} name="message" label={t("form.message.label")} multiline required messages={required} />
      <Honeypot form={FORM} label={t("form.honeypot")} />
      <div className={styles.actions}>
        <Button type="submit" variant="violet" className={styles.submit} disabled={submitting}>
          {submitting ? t("form.submitting") : t("form.submit")}
        </Button>
        <NoScriptNote text={t("form.noScript")} />
      </div>
    </form>
  );
}
