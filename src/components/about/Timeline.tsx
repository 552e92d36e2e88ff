import React from "react";
import * as styles from "./Timeline.module.scss";

/** A timeline entry as its GraphQL node gives it. */
export type TimelineEntry = Pick<Queries.TimelineEntry, "key" | "year" | "title" | "description">;

/** The milestones in year order, as a vertical line on phones and a two-column line on wide screens. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.entry} data-year={entry.year}>
          <p className={styles.year}>{entry.year}</p>
          <div>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.description}>{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
