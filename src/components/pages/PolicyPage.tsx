import React from "react";
import type { RouteKey } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import { PolicyIntro, type PolicySection } from "../policies/PolicyIntro";
import * as styles from "./PolicyPage.module.scss";
import type { PageFrame } from "../layout/frame";

interface PolicyPageProps extends PageFrame {
  current: RouteKey;
  title: string;
  updated: string;
  /** Rendered from the editors' Markdown in content/policies at build time. */
  html: string;
  sections: PolicySection[];
}

export function PolicyPage({ lang, current, alternates, title, updated, html, sections }: PolicyPageProps) {
  return (
    <Layout lang={lang} current={current} alternates={alternates}>
      <article className={styles.policy}>
        <PolicyIntro title={title} updated={updated} sections={sections} />
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Layout>
  );
}
