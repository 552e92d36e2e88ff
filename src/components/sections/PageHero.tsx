import React, { type ReactNode } from "react";
import * as styles from "./PageHero.module.scss";

interface PageHeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  /** Buttons under the lead. */
  children?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
