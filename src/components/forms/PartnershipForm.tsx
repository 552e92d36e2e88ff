import React from "react";
import { useTranslation } from "react-i18next";
import { fieldRule, PARTNERSHIP_CATEGORIES } from "../../forms/definitions";
import type { Lang } from "../../i18n/routes";
import { FormShell } from "./FormShell";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";
import * as styles from "./Form.module.scss";

const FORM = "partnership";
const rule = (name: string) => fieldRule(FORM, name);

/** The partnership inquiry (requirements.md#content-items, requirements.md#validation): company, website, region, category and message, all required. */
export function PartnershipForm({ lang, labelledBy }: { lang: Lang; labelledBy?: string }) {
  const { t } = useTranslation("partnerships");
  const required = { required: t("form.errors.required") };
  const categories = PARTNERSHIP_CATEGORIES.map((value) => ({ value, label: t(`form.category.options.${value}`) }));

  return (
    <FormShell form={FORM} lang={lang} ns="partnerships" labelledBy={labelledBy}>
      <div className={styles.row}>
        <TextField form={FORM} rule={rule("company")} label={t("form.company.label")} autoComplete="organization" messages={required} />
        <TextField
          form={FORM}
          rule={rule("website")}
          label={t("form.website.label")}
          hint={t("form.website.hint")}
          autoComplete="url"
          messages={{ ...required, mismatch: t("form.errors.url") }}
        />
      </div>
      <div className={styles.row}>
        <TextField form={FORM} rule={rule("region")} label={t("form.region.label")} hint={t("form.region.hint")} messages={required} />
        <SelectField
          form={FORM}
          name="category"
          label={t("form.category.label")}
          placeholder={t("form.category.placeholder")}
          options={categories}
          messages={{ required: t("form.errors.choose") }}
        />
      </div>
      <TextField form={FORM} rule={rule("message")} label={t("form.message.label")} messages={required} />
    </FormShell>
  );
}
