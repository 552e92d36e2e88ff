import React from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./MissionVision.module.scss";

interface Statement {
  id: string;
  icon: string;
  title: string;
  text: string;
}

/** Mission and vision side by side: each one a short statement under its own heading. */
export function MissionVision({ statements }: { statements: readonly Statement[] }) {
  return (
    <section className={styles.section} aria-label={statements.map((s) => s.title).join(" · ")}>
      <div className={styles.inner}>
        {statements.map((s) => (
          <article key={s.id} id={s.id} className={styles.statement} aria-labelledby={`${s.id}-heading`}>
            <span className={styles.icon}>
              <Icon name={s.icon} />
            </span>
            <h2 id={`${s.id}-heading`} className={styles.title}>
              {s.title}
            </h2>
            <p className={styles.text}>{s.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
