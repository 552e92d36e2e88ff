import React from "react";
import type { Region } from "./PresenceMap";
import * as styles from "./PresenceRegions.module.scss";

/** The map's legend: numbered like its pins. */
export function PresenceRegions({ regions }: { regions: readonly Region[] }) {
  return (
    <ol className={styles.list}>
      {regions.map((region) => (
        <li key={region.id} className={styles.region}>
          <strong className={styles.name}>{region.name}</strong>
          <span className={styles.detail}>{region.detail}</span>
        </li>
      ))}
    </ol>
  );
}
