import React from "react";
import { HONEYPOT_FIELD } from "../../forms/definitions";
import * as styles from "./Form.module.scss";

/**
 * The trap field of requirements.md#language: off-screen, out of the tab order, hidden from assistive technology and from
 * autofill. People leave it empty; a bot that fills it has its submission dropped without a word.
 */
export function Honeypot({ form, label }: { form: string; label: string }) {
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
