import React from "react";
import { useTranslation } from "react-i18next";
import { Band } from "./Band";
import * as styles from "./BenefitCards.module.scss";

// Each card wears a card suit in its corner (text presentation, not emoji).
const BENEFITS = [
  { key: "reach", suit: "\u2660\uFE0E" },
  { key: "supply", suit: "\u2666\uFE0E" },
  { key: "marketing", suit: "\u2665\uFE0E" },
  { key: "community", suit: "\u2663\uFE0E" },
] as const;

/** requirements.md#pages Partnerships: what a partner gets. */
export function BenefitCards() {
  const { t } = useTranslation("partnerships");
  return (
    <Band headingId="benefits-title" title={t("benefits.title")} classNames={styles}>
      <p className={styles.lead}>{t("benefits.lead")}</p>
      <ul className={styles.cards}>
        {BENEFITS.map(({ key, suit }) => (
          <li key={key} className={styles.card}>
            <span className={styles.suit} aria-hidden="true">
              {suit}
            </span>
            <h3 className={styles.cardTitle}>{t(`benefits.${key}.title`)}</h3>
            <p className={styles.cardText}>{t(`benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
