import React from "react";
import type { JobOpening } from "../../lib/openings";
import { OpeningCard } from "./OpeningCard";
import * as styles from "./OpeningList.module.scss";

export function OpeningList({ openings }: { openings: readonly JobOpening[] }) {
  return (
    <ul className={styles.list}>
      {openings.map((opening) => (
        <li key={opening.key}>
          <OpeningCard opening={opening} />
        </li>
      ))}
    </ul>
  );
}
