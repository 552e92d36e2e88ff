import React from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import * as styles from "./NotFoundPage.module.scss";

/** §8: the router's default error screen, inside the site frame so the visitor can find their way home. */
export function NotFoundPage({ lang, homes }: { lang: Lang; homes: Record<Lang, string> }) {
  const { t } = useTranslation("common");
  return (
    <Layout lang={lang} current={null} alternates={homes}>
      <section className={styles.error}>
        <h1 className={styles.heading}>{t("notFound.heading")}</h1>
        <p className={styles.status}>{t("notFound.status")}</p>
        <p>{t("notFound.lead")}</p>
        <p>{t("notFound.homeLinks")}</p>
        <ul className={styles.links}>
          <li><a href={homes.en} hrefLang="en" lang="en">{t("language.long.en")}</a></li>
          <li><a href={homes.es} hrefLang="es" lang="es">{t("language.long.es")}</a></li>
        </ul>
      </section>
    </Layout>
  );
}
