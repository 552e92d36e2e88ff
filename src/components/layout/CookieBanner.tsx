import React, { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import { pathFor } from "../../i18n/routes";
import { readItem } from "../../lib/storage";
import { COOKIE_ANSWER_ATTRIBUTE, COOKIE_NOTICE_CLASS, COOKIE_NOTICE_REGION_ID } from "../../inline-scripts/cookieNotice";
import * as styles from "./CookieBanner.module.scss";
import type { Lang } from "../../i18n/languages";

const KEY = settings.storageKeys.cookieConsent;

/** Whether this document has drawn a notice before: the first one is the page's own, which the inline script runs. */
let drawnBefore = false;

/** What each button stores (the close button nothing), read by the inline script as it is tapped. */
const answer = (value: "accepted" | "managed" | "") => ({ [COOKIE_ANSWER_ATTRIBUTE]: value });

/**
 * requirements.md#cookie-banner cookie notice. Every page renders it, and the inline script
 * (src/inline-scripts/cookieNotice.ts) does the rest with no page code, so that it works from the
 * first paint: it shows the notice when no answer is stored, stores a button's answer and hides the
 * notice, gives focus back where it came from, and reserves the notice's height while it shows (WCAG
 * 2.4.11, docs/accessibility.md): the footer ends above it, so the end of every page can be reached,
 * and focus scrolls a control clear of it (scroll-padding-bottom) instead of behind it. It is fixed to
 * the bottom edge, so showing it never moves the page.
 */
export function CookieBanner({ lang }: { lang: Lang }) {
  const { t } = useTranslation("common");

  useEffect(() => {
    // The next page of a client-side navigation reads what is stored again, as a new load would: an
    // answer given on the page before, or in another tab since, keeps it hidden (it was never shown,
    // not even for a frame: the mark was off), and a notice only closed returns. The page's own first
    // notice is the inline script's, and what the visitor did with it before hydration stands.
    if (drawnBefore) document.documentElement.classList.toggle(COOKIE_NOTICE_CLASS, readItem(KEY) === null);
    drawnBefore = true;
  }, []);

  return (
    <section id={COOKIE_NOTICE_REGION_ID} className={styles.banner} aria-label={t("cookieBanner.label")} data-testid="cookie-banner">
      <p className={styles.message}>
        {t("cookieBanner.message")} <a href={pathFor("cookies", lang)}>{t("cookieBanner.policyLink")}</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} {...answer("accepted")}>
          {t("cookieBanner.accept")}
        </button>
        <button type="button" className={styles.manage} {...answer("managed")}>
          {t("cookieBanner.manage")}
        </button>
      </div>
      {/* Closing stores nothing, so the notice returns on the next load (requirements.md#language). */}
      <button type="button" className={styles.close} aria-label={t("cookieBanner.close")} {...answer("")}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
