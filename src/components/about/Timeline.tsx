import React from "react";
import type { TimelineEntry } from "../../types/content";
import * as styles from "./Timeline.module.scss";

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
