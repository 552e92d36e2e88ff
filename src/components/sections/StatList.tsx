import React from "react";
import type { Stat } from "../../types/content";
import * as styles from "./StatList.module.scss";

interface StatListProps {
  stats: readonly Stat[];
  label: string;
  tone?: "light" | "dark";
  /** Compact: smaller figures, for stats inside a card. */
  size?: "large" | "compact";
}

/** Figures as a description list: the label names each value for assistive technology. */
export function StatList({ stats, label, tone = "light", size = "large" }: StatListProps) {
  return (
    <dl className={`${styles.list} ${styles[tone] ?? ""} ${styles[size] ?? ""}`} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.stat} data-stat={stat.key}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
