import React from "react";
import { useTranslation } from "react-i18next";
import { Layout } from "../layout/Layout";
import * as styles from "./NotFoundPage.module.scss";
import { type Lang, LANGUAGES } from "../../i18n/languages";
import { MissedSearch } from "../search/MissedSearch";

/** The error screen (docs/requirements.md#fixed-error-texts), inside the site frame so the visitor can find their way home. */
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
          {LANGUAGES.map((l) => (
            <li key={l}>
              <a href={homes[l]} hrefLang={l} lang={l}>
                {t(`language.long.${l}`)}
              </a>
            </li>
          ))}
        </ul>
        <MissedSearch lang={lang} />
      </section>
    </Layout>
  );
}
