import React from "react";
import { useTranslation } from "react-i18next";
import site from "../../config/site.json";
import { pathFor, type RouteKey } from "../../i18n/routes";
import { MENU_TOGGLE_ATTRIBUTE } from "../../inline-scripts/earlyTaps";
import type { FrameProps } from "./frame";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { NavLinks } from "./NavLinks";
import * as styles from "./Header.module.scss";

export const MAIN_NAV = site.menu.pages as readonly RouteKey[];

/**
 * Fixed header (requirements.md#shared-frame); below 768 px the links fold behind a toggle that closes
 * on a choice or Escape. The toggle works from the first paint, with no page code: its aria-expanded is
 * the menu's state, which the inline script (src/inline-scripts/earlyTaps.ts) sets as it is tapped and
 * the styles show. React draws it closed and never changes it, so a menu opened before hydration
 * stays open. Both of its icons and names are drawn, and the styles show the one for its state.
 */
export function Header({ lang, current, alternates }: FrameProps) {
  const { t } = useTranslation("common");
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo href={pathFor("home", lang)} label={t("brand.logoLabel")} />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded="false"
          aria-controls="site-menu"
          {...{ [MENU_TOGGLE_ATTRIBUTE]: "" }}
        >
          <svg className={styles.whenClosed} aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <svg className={styles.whenOpen} aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={`visually-hidden ${styles.whenClosed}`}>{t("nav.toggleOpen")}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{t("nav.toggleClose")}</span>
        </button>
        <div id="site-menu" className={styles.menu}>
          <nav aria-label={t("nav.label")}>
            <NavLinks lang={lang} keys={MAIN_NAV} current={current} className={styles.links} linkClassName={styles.link} />
          </nav>
          <LanguageSwitch lang={lang} alternates={alternates} format="short" className={styles.languages} />
        </div>
      </div>
    </header>
  );
}
