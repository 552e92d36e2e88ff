import React from "react";
import { TickList } from "../ui/TickList";
import * as styles from "./PointList.module.scss";

/** A short list of ticked points inside a card. */
export function PointList({ points }: { points: readonly string[] }) {
  return <TickList items={points} classNames={{ list: styles.list, item: styles.point, tick: styles.check }} tickSize={16} />;
}
