import React from "react";
import * as styles from "./Prose.module.scss";

/** Running text at a readable measure; the first paragraph leads. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
