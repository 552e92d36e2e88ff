import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import { pathFor, type Lang } from "../../i18n/routes";
import { readItem, writeItem } from "../../lib/storage";
import * as styles from "./CookieBanner.module.scss";

const KEY = settings.storageKeys.cookieConsent;

/**
 * requirements.md#cookie-banner cookie notice. It is decided after mount (storage is only readable in the browser) and is
 * fixed to the bottom edge, so showing it never moves the page.
 */
export function CookieBanner({ lang }: { lang: Lang }) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readItem(KEY) === null) setVisible(true);
  }, []);

  if (!visible) return null;
  const choose = (value: "accepted" | "managed") => {
    writeItem(KEY, value);
    setVisible(false);
  };

  return (
    <section className={styles.banner} aria-label={t("cookieBanner.label")} data-testid="cookie-banner">
      <p className={styles.message}>
        {t("cookieBanner.message")}{" "}
        <a href={pathFor("cookies", lang)}>{t("cookieBanner.policyLink")}</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => choose("accepted")}>
          {t("cookieBanner.accept")}
        </button>
        <button type="button" className={styles.manage} onClick={() => choose("managed")}>
          {t("cookieBanner.manage")}
        </button>
      </div>
      {/* Closing stores nothing, so the notice returns on the next load (requirements.md#language). */}
      <button type="button" className={styles.close} aria-label={t("cookieBanner.close")} onClick={() => setVisible(false)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
