import React from "react";
import * as styles from "./StatList.module.scss";

/** A key figure as its GraphQL node gives it (the content model's "stats" collection). */
export type Stat = Pick<Queries.Stat, "key" | "value" | "label">;

interface StatListProps {
  stats: readonly Stat[];
  /** Names the figures for assistive technology (a visually hidden h3). */
  label: string;
  tone?: "light" | "dark";
  /** Compact: smaller figures, for stats inside a card. */
  size?: "large" | "compact";
}

/** Figures as a description list: each label names its value for assistive technology. */
export function StatList({ stats, label, tone = "light", size = "large" }: StatListProps) {
  return (
    <>
      <h3 className="visually-hidden">{label}</h3>
      <dl className={`${styles.list} ${styles[tone] ?? ""} ${styles[size] ?? ""}`}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-stat={stat.key}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
