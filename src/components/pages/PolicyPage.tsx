import React from "react";
import { useTranslation } from "react-i18next";
import type { Lang, RouteKey } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import * as styles from "./PolicyPage.module.scss";

interface PolicyPageProps {
  lang: Lang;
  current: RouteKey;
  alternates: Record<Lang, string>;
  title: string;
  updated: string;
  /** Rendered from the editors' Markdown in content/policies at build time. */
  html: string;
  sections: { id: string; title: string }[];
}

export function PolicyPage({ lang, current, alternates, title, updated, html, sections }: PolicyPageProps) {
  const { t } = useTranslation("policy");
  return (
    <Layout lang={lang} current={current} alternates={alternates}>
      <article className={styles.policy}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.updated}>
            {t("updated", { date: updated })}
          </p>
        </header>
        <nav className={styles.toc} aria-labelledby="policy-toc">
          <h2 id="policy-toc" className={styles.tocTitle}>{t("toc")}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>
            ))}
          </ol>
        </nav>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Layout>
  );
}
