import React from "react";
import { useFieldError, type ValidityMessages } from "../../forms/useFieldError";
import { describedBy, FieldShell } from "./FieldShell";
import * as styles from "./Form.module.scss";

interface SelectFieldProps {
  form: string;
  name: string;
  label: string;
  /** The empty first option: with `required`, the browser refuses it (requirements.md#validation "chosen from the list"). */
  placeholder: string;
  /** The option values come from the form's definition, so the receiver accepts exactly these. */
  options: readonly { value: string; label: string }[];
  messages: ValidityMessages;
}

/** A required, uncontrolled select with its label. */
export function SelectField({ form, name, label, placeholder, options, messages }: SelectFieldProps) {
  const id = `${form}-${name}`;
  const { error, onInvalid, onChange } = useFieldError(messages);
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        required
        defaultValue=""
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onInvalid={onInvalid}
        onChange={onChange}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
