import React, { type ReactNode } from "react";
import * as styles from "./Form.module.scss";

export interface FieldShellProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "optional", for fields that are not required. */
  optionalLabel?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** The ids a control's aria-describedby names: its hint and its error, when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A visible label, an optional hint and the field's error message around one control. */
export function FieldShell({ id, label, optionalLabel, hint, error, children }: FieldShellProps) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ""}`.trim()}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children}
      {/* The hint follows the control, so controls side by side line up under their labels. */}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
