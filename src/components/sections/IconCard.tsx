import React, { type ReactNode } from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./IconCard.module.scss";

interface IconCardProps {
  icon: string;
  title: string;
  text: string;
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
