import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import { pathFor } from "../../i18n/routes";
import { readItem, writeItem } from "../../lib/storage";
import { COOKIE_NOTICE_CLASS } from "../../inline-scripts/cookieNotice";
import * as styles from "./CookieBanner.module.scss";
import type { Lang } from "../../i18n/languages";

const KEY = settings.storageKeys.cookieConsent;

/** The custom property (global.scss, Footer.module.scss) that reserves the open banner's height at the page's end. */
const SPACE = "--cookie-banner-space";

/**
 * Before hydration the notice is as the page's HTML has it: present, and shown by the <html> class the
 * inline script sets when nothing is stored. After mount the stored answer decides.
 */
type NoticeState = "prerendered" | "open" | "closed";

const markPage = (open: boolean) => document.documentElement.classList.toggle(COOKIE_NOTICE_CLASS, open);

/**
 * requirements.md#cookie-banner cookie notice. Every page renders it, and the inline script
 * (src/inline-scripts/cookieNotice.ts) shows it before the first paint when no answer is stored; it is
 * fixed to the bottom edge, so showing it never moves the page. While it is open, the page reserves its
 * height (WCAG 2.4.11, docs/accessibility.md): the footer ends above it, so the end of every page can be
 * reached, and focus scrolls a control clear of it (scroll-padding-bottom) instead of behind it.
 */
export function CookieBanner({ lang }: { lang: Lang }) {
  const { t } = useTranslation("common");
  const [state, setState] = useState<NoticeState>("prerendered");
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    // Read again, not taken from the class: an answer given in another tab since, or on the page
    // before a client-side navigation, counts.
    const open = readItem(KEY) === null;
    markPage(open);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only in the browser; the server renders the prerendered state
    setState(open ? "open" : "closed");
  }, []);

  const visible = state === "open";
  useEffect(() => {
    const node = banner.current;
    if (!visible || !node) return undefined;
    const root = document.documentElement.style;
    // Its height and its gap to the bottom edge, plus room for a focus ring above it.
    const reserve = () => root.setProperty(SPACE, `${Math.ceil(node.offsetHeight + parseFloat(getComputedStyle(node).bottom) + 8)}px`);
    reserve();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.removeProperty(SPACE);
    };
  }, [visible]);

  // Where focus was before it entered the banner: closing the banner removes the focused button, and
  // focus goes back there (or to the main content) instead of being dropped on the page's start (WCAG 2.4.3).
  const returnTo = useRef<HTMLElement | null>(null);
  const onFocus = (e: React.FocusEvent) => {
    const from = e.relatedTarget as HTMLElement | null;
    if (!banner.current?.contains(from)) returnTo.current = from;
  };
  const hide = () => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    setState("closed");
    // Without scrolling: a pointer user who clicked is not sent back to where they were long ago.
    if (hadFocus) (returnTo.current?.isConnected ? returnTo.current : document.getElementById("main"))?.focus({ preventScroll: true });
  };

  if (state === "closed") return null;
  const choose = (value: "accepted" | "managed") => {
    writeItem(KEY, value);
    // The next page of a client-side navigation renders the notice hidden until it reads the answer.
    // Closing keeps the mark: that notice returns on the next page, as on the next load.
    markPage(false);
    hide();
  };

  return (
    <section ref={banner} className={styles.banner} aria-label={t("cookieBanner.label")} data-testid="cookie-banner" onFocus={onFocus}>
      <p className={styles.message}>
        {t("cookieBanner.message")} <a href={pathFor("cookies", lang)}>{t("cookieBanner.policyLink")}</a>
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
      <button type="button" className={styles.close} aria-label={t("cookieBanner.close")} onClick={hide}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
