import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import site from "../../config/site.json";
import { pathFor, type RouteKey } from "../../i18n/routes";
import type { FrameProps } from "./frame";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { NavLinks } from "./NavLinks";
import * as styles from "./Header.module.scss";

export const MAIN_NAV = site.menu.pages as readonly RouteKey[];

/** Fixed header (requirements.md#shared-frame); below 768 px the links fold behind a toggle that closes on a choice or Escape. */
export function Header({ lang, current, alternates }: FrameProps) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo href={pathFor("home", lang)} label={t("brand.logoLabel")} />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="visually-hidden">{open ? t("nav.toggleClose") : t("nav.toggleOpen")}</span>
        </button>
        <div id="site-menu" className={`${styles.menu} ${open ? styles.open : ""}`}>
          <nav aria-label={t("nav.label")}>
            <NavLinks
              lang={lang}
              keys={MAIN_NAV}
              current={current}
              className={styles.links}
              linkClassName={styles.link}
              onNavigate={() => setOpen(false)}
            />
          </nav>
          <LanguageSwitch lang={lang} alternates={alternates} format="short" className={styles.languages} />
        </div>
      </div>
    </header>
  );
}
