import React from "react";
import type { Stat } from "../sections/StatList";
import { StatList } from "../sections/StatList";
import { PresenceMap, type Region } from "./PresenceMap";
import { PresenceRegions } from "./PresenceRegions";
import * as styles from "./GlobalPresence.module.scss";

interface GlobalPresenceProps {
  regions: readonly Region[];
  figures: readonly Stat[];
  mapLabel: string;
  figuresLabel: string;
}

/** requirements.md#shared-frame Home: the map of our markets, its numbered legend, and the four headline figures. */
export function GlobalPresence({ regions, figures, mapLabel, figuresLabel }: GlobalPresenceProps) {
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.mapCard}>
          <PresenceMap label={mapLabel} regions={regions} />
        </div>
        <PresenceRegions regions={regions} />
      </div>
      <StatList stats={figures} label={figuresLabel} tone="dark" />
    </>
  );
}
