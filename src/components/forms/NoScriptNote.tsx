import React from "react";
import { mailto, settings } from "../../config/settings";
import * as styles from "./Form.module.scss";

/**
 * Shown only without JavaScript (the head script marks <html class="js">, which hides it): the form
 * cannot send then, so the visitor gets the e-mail address instead.
 */
export function NoScriptNote({ text }: { text: string }) {
  return (
    <p className={styles.noScript}>
      {text} <a href={mailto(settings.email)}>{settings.email}</a>
    </p>
  );
}
