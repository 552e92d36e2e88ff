import React, { type ReactNode } from "react";
import type { LocaleItem } from "../../i18n/useList";
import { Icon } from "../ui/Icon";
import * as styles from "./IconCard.module.scss";

/** A card of a locale list (t(..., { returnObjects: true })): an icon name (see ui/Icon.tsx), a title and a text. */
export type IconItem = LocaleItem<"icon" | "title" | "text">;

interface IconCardProps extends IconItem {
  tone?: "light" | "dark";
  /** Extra content under the text: a list of points, a button. */
  children?: ReactNode;
}

export function IconCard({ icon, title, text, tone = "light", children }: IconCardProps) {
  return (
    <article className={`${styles.card} ${tone === "dark" ? styles.dark : ""}`}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {children}
    </article>
  );
}
