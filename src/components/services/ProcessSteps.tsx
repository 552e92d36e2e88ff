import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import * as styles from "./ProcessSteps.module.scss";

export type Step = LocaleItem<"number" | "title" | "text">;

/** The four steps of working with us, numbered 01-04 as in requirements.md#pages. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.number} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {step.number}
          </span>
          <h3 className={styles.title}>
            <span className="visually-hidden">{step.number} </span>
            {step.title}
          </h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
