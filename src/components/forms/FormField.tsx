import React from "react";
import { useTranslation } from "react-i18next";
import { FORMS, type FieldRule } from "../../forms/definitions";
import type { FormKind } from "../../forms/types";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";

/** The words of one field, from the form's page strings: form.<name>.label (.hint, .placeholder, .options.<value>) and form.errors. */
export function FormField({ form, rule }: { form: FormKind; rule: FieldRule }) {
  const { t } = useTranslation(FORMS[form].ns);
  const { name } = rule;
  const label = t(`form.${name}.label`);
  if (rule.kind === "choice") {
    const options = (rule.options ?? []).map((value) => ({ value, label: t(`form.${name}.options.${value}`) }));
    return (
      <SelectField
        form={form}
        name={name}
        label={label}
        placeholder={t(`form.${name}.placeholder`)}
        options={options}
        messages={{ required: t("form.errors.choose") }}
      />
    );
  }
  // The browser's own check of an e-mail or web address gets the page's words for it.
  const mismatch = rule.kind === "email" || rule.kind === "url" ? t(`form.errors.${rule.kind}`) : undefined;
  return (
    <TextField
      form={form}
      rule={rule}
      label={label}
      hint={rule.hint ? t(`form.${name}.hint`) : undefined}
      optionalLabel={rule.required ? undefined : t("form.optional")}
      messages={{ required: t("form.errors.required"), ...(mismatch && { mismatch }) }}
    />
  );
}
