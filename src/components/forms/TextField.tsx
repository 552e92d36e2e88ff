import React from "react";
import type { FieldRule } from "../../forms/definitions";
import { useFieldError, type ValidityMessages } from "../../forms/useFieldError";
import { describedBy, FieldShell } from "./FieldShell";
import * as styles from "./Form.module.scss";

interface TextFieldProps {
  form: string;
  /** Name, type, required, maximum length and autofill hint, from the form's definition (src/forms/definitions.ts). */
  rule: FieldRule;
  label: string;
  messages: ValidityMessages;
  optionalLabel?: string;
  hint?: string;
}

/** An uncontrolled text input or textarea (a multiline rule) with its label; the browser checks the rule. */
export function TextField({ form, rule, label, messages, optionalLabel, hint }: TextFieldProps) {
  const { name, required, maxLength, autoComplete } = rule;
  const id = `${form}-${name}`;
  const { error, onInvalid, onChange } = useFieldError(messages);
  const common = {
    id,
    name,
    required,
    maxLength,
    autoComplete,
    className: styles.control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    onInvalid,
    onChange,
  };
  return (
    <FieldShell id={id} label={label} optionalLabel={required ? undefined : optionalLabel} hint={hint} error={error}>
      {rule.kind === "multiline" ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={rule.kind === "choice" ? "text" : rule.kind} {...common} />
      )}
    </FieldShell>
  );
}
