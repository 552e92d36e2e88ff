import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./RedirectPage.module.scss";
import { type Lang, LANGUAGES } from "../../i18n/languages";

/** What "/" shows for the instant before it forwards, and to visitors without JavaScript. */
export function RedirectPage({ homes }: { homes: Record<Lang, string> }) {
  const { t } = useTranslation("common");
  return (
    <main className={styles.page}>
      <h1 className={styles.message}>{t("redirect.message")}</h1>
      {LANGUAGES.map((l) => (
        <p key={l}>
          {/* One string per language, written in that language: redirect.linkEn, redirect.linkEs. */}
          <a href={homes[l]} hrefLang={l} lang={l}>
            {t(`redirect.link${l.charAt(0).toUpperCase()}${l.slice(1)}`)}
          </a>
        </p>
      ))}
    </main>
  );
}
