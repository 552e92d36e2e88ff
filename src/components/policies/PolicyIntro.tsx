import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./PolicyIntro.module.scss";

export interface PolicySection {
  id: string;
  title: string;
}

/** A policy's title, its date and the table of contents of its sections (the CMS preview shows it too). */
export function PolicyIntro({ title, updated, sections }: { title: string; updated: string; sections: readonly PolicySection[] }) {
  const { t } = useTranslation("policy");
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>{t("updated", { date: updated })}</p>
      </header>
      <nav className={styles.toc} aria-labelledby="policy-toc">
        <h2 id="policy-toc" className={styles.tocTitle}>
          {t("toc")}
        </h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
