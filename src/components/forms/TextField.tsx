import React from "react";
import { useFieldError, type ValidityMessages } from "../../forms/useFieldError";
import { describedBy, FieldShell } from "./FieldShell";
import * as styles from "./Form.module.scss";

interface TextFieldProps {
  form: string;
  name: string;
  label: string;
  messages: ValidityMessages;
  type?: "text" | "email" | "url";
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  autoComplete?: string;
  /** A textarea for longer text. */
  multiline?: boolean;
}

/** An uncontrolled text input or textarea with its label; the browser checks required and type. */
export function TextField({ form, name, label, messages, type = "text", required = false, optionalLabel, hint, autoComplete, multiline }: TextFieldProps) {
  const id = `${form}-${name}`;
  const { error, onInvalid, onChange } = useFieldError(messages);
  const common = {
    id,
    name,
    required,
    autoComplete,
    className: styles.control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    onInvalid,
    onChange,
  };
  return (
    <FieldShell id={id} label={label} optionalLabel={required ? undefined : optionalLabel} hint={hint} error={error}>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
    </FieldShell>
  );
}
