import React from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_TOPICS, fieldRule } from "../../forms/definitions";
import type { Lang } from "../../i18n/routes";
import { FormShell } from "./FormShell";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";
import * as styles from "./Form.module.scss";

const FORM = "contact";
const rule = (name: string) => fieldRule(FORM, name);

/** The contact message (requirements.md#content-items, requirements.md#validation): name, e-mail, topic and message required; company and country optional. */
export function ContactForm({ lang, labelledBy }: { lang: Lang; labelledBy?: string }) {
  const { t } = useTranslation("contact");
  const required = { required: t("form.errors.required") };
  const optional = t("form.optional");
  const topics = CONTACT_TOPICS.map((value) => ({ value, label: t(`form.topic.options.${value}`) }));

  return (
    <FormShell form={FORM} lang={lang} ns="contact" labelledBy={labelledBy}>
      <div className={styles.row}>
        <TextField form={FORM} rule={rule("name")} label={t("form.name.label")} autoComplete="name" messages={required} />
        <TextField
          form={FORM}
          rule={rule("email")}
          label={t("form.email.label")}
          autoComplete="email"
          messages={{ ...required, mismatch: t("form.errors.email") }}
        />
      </div>
      <div className={styles.row}>
        <TextField form={FORM} rule={rule("company")} label={t("form.company.label")} optionalLabel={optional} autoComplete="organization" messages={required} />
        <TextField form={FORM} rule={rule("country")} label={t("form.country.label")} optionalLabel={optional} autoComplete="country-name" messages={required} />
      </div>
      <SelectField
        form={FORM}
        name="topic"
        label={t("form.topic.label")}
        placeholder={t("form.topic.placeholder")}
        options={topics}
        messages={{ required: t("form.errors.choose") }}
      />
      <TextField form={FORM} rule={rule("message")} label={t("form.message.label")} messages={required} />
    </FormShell>
  );
}
