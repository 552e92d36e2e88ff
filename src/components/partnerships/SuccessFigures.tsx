import React from "react";
import { useTranslation } from "react-i18next";
import { Band } from "./Band";
import * as styles from "./SuccessFigures.module.scss";

const FIGURES = ["revenue", "markets", "success", "speed"] as const;

/** requirements.md#pages/requirements.md#constants: 150% partner revenue growth, 25+ market expansion, 95% success rate, 60% time to market. */
export function SuccessFigures() {
  const { t } = useTranslation("partnerships");
  return (
    <Band headingId="figures-title" title={t("figures.title")} classNames={styles}>
      <dl className={styles.figures}>
        {FIGURES.map((key) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.label}>{t(`figures.${key}.label`)}</dt>
            <dd className={styles.value}>{t(`figures.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </Band>
  );
}
