import React, { type ReactNode } from "react";
import * as styles from "./CallToAction.module.scss";

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  /** The buttons. */
  children: ReactNode;
}

/** The closing band of a page: one heading, one sentence, the next steps. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 id={`${id}-heading`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
