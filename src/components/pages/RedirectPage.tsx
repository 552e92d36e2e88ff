import React from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../i18n/routes";
import * as styles from "./RedirectPage.module.scss";

/** What "/" shows for the instant before it forwards, and to visitors without JavaScript. */
export function RedirectPage({ homes }: { homes: Record<Lang, string> }) {
  const { t } = useTranslation("common");
  return (
    <main className={styles.page}>
      <h1 className={styles.message}>{t("redirect.message")}</h1>
      <p>
        <a href={homes.en} hrefLang="en" lang="en">{t("redirect.linkEn")}</a>
      </p>
      <p>
        <a href={homes.es} hrefLang="es" lang="es">{t("redirect.linkEs")}</a>
      </p>
    </main>
  );
}
