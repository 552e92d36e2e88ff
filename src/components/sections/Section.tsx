import React, { type ReactNode } from "react";
import * as styles from "./Section.module.scss";

export type SectionTone = "plain" | "alt" | "dark";

interface SectionProps {
  /** Anchor for the section; its heading gets `${id}-heading` and names the region. */
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: SectionTone;
  /** A skip link leads here (Layout's skipLinks): it takes focus (tabIndex -1). */
  skipTarget?: boolean;
  children: ReactNode;
}

/** A page section: a named region with an h2, an optional lead, and its content. */
export function Section({ id, title, intro, eyebrow, tone = "plain", skipTarget = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${styles[tone] ?? ""} ${skipTarget ? styles.skipTarget : ""}`.trim()}
      tabIndex={skipTarget ? -1 : undefined}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
