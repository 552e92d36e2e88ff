import React from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./PointList.module.scss";

/** A short list of ticked points inside a card. */
export function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {points.map((point) => (
        <li key={point} className={styles.point}>
          <span className={styles.check}>
            <Icon name="check" size={16} />
          </span>
          {point}
        </li>
      ))}
    </ul>
  );
}
