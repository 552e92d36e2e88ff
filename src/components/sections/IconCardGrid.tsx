import React, { type ReactNode } from "react";
import { CardGrid, type CardGridColumns } from "./CardGrid";
import { IconCard, type IconItem } from "./IconCard";

interface IconCardGridProps<Item extends IconItem> {
  /** A locale list of cards (useList). */
  items: readonly Item[];
  columns: CardGridColumns;
  tone?: "light" | "dark";
  /** What a card shows under its text, if anything (a list of points). */
  children?: (item: Item) => ReactNode;
}

/** A locale list as a grid of icon cards, one per item. */
export function IconCardGrid<Item extends IconItem>({ items, columns, tone, children }: IconCardGridProps<Item>) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <IconCard key={item.title} tone={tone} icon={item.icon} title={item.title} text={item.text}>
          {children?.(item)}
        </IconCard>
      ))}
    </CardGrid>
  );
}
