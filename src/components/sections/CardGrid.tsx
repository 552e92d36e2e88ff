import React, { Children, type ReactNode } from "react";
import * as styles from "./CardGrid.module.scss";

/** Columns on wide screens; phones get one, tablets two. */
export type CardGridColumns = 2 | 3 | 4 | 5;

interface CardGridProps {
  columns: CardGridColumns;
  children: ReactNode;
  label?: string;
}

/** A list of cards: one per row on phones, `columns` per row from 1024 px. */
export function CardGrid({ columns, children, label }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`] ?? ""}`} aria-label={label}>
      {Children.map(children, (child) => (child ? <li className={styles.item}>{child}</li> : null))}
    </ul>
  );
}
