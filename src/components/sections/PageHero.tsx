import React, { type ReactNode } from "react";
import * as styles from "./PageHero.module.scss";

interface PageHeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  /** The lead's own look, beside the hero's (an item page's lead is an editor's words). */
  leadClassName?: string;
  /** Buttons under the lead. */
  children?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageHero({ title, lead, eyebrow, leadClassName, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={leadClassName ? `${styles.lead} ${leadClassName}` : styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
