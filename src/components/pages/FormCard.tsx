import React, { type ReactNode } from "react";
import * as styles from "./FormPage.module.scss";

interface FormCardProps {
  /** The heading's id: the form inside names itself by it (labelledBy). */
  titleId: string;
  title: string;
  lead: string;
  /** The form. */
  children: ReactNode;
}

/** A form page's card: the form's heading and lead above the form itself. */
export function FormCard({ titleId, title, lead, children }: FormCardProps) {
  return (
    <div className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
