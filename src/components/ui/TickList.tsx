import React from "react";
import { Icon } from "./Icon";

interface TickListProps {
  items: readonly string[];
  /** The caller's look: its list, each item, and the box around each tick. */
  classNames: Record<"list" | "item" | "tick", string | undefined>;
  tickSize: number;
  /** Names the list for assistive technology where no heading does. */
  label?: string;
}

/** A list of short points, each behind a tick; the tick is decoration, the text is the point. */
export function TickList({ items, classNames, tickSize, label }: TickListProps) {
  return (
    <ul className={classNames.list} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={classNames.item}>
          <span className={classNames.tick}>
            <Icon name="check" size={tickSize} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
