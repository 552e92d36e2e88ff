import React, { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { mailto, phoneDisplay, settings, telHref } from "../../config/settings";
import { pathFor, type RouteKey } from "../../i18n/routes";
import type { FrameProps } from "./frame";
import { LanguageSwitch } from "./LanguageSwitch";
import { NavLinks } from "./NavLinks";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./Footer.module.scss";

const QUICK_LINKS: readonly RouteKey[] = ["home", "about", "divisions", "services", "contact"];
export const LEGAL_LINKS: readonly RouteKey[] = ["privacy", "terms", "compliance", "cookies"];

interface FooterColumnProps {
  /** A column of links is a nav landmark; the others are sections. */
  as: "nav" | "section";
  id: string;
  heading: string;
  children: ReactNode;
}

/** One column of the footer: a landmark named by its h2. */
function FooterColumn({ as: Landmark, id, heading, children }: FooterColumnProps) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}

export function Footer({ lang, current, alternates }: FrameProps) {
  const { t } = useTranslation("common");
  const a = settings.address;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <FooterColumn as="section" id="footer-brand" heading={settings.brandName}>
          <p className={styles.about}>{t("footer.about")}</p>
          <SocialLinks />
        </FooterColumn>
        <FooterColumn as="nav" id="footer-quick" heading={t("footer.quickLinks")}>
          <NavLinks lang={lang} keys={QUICK_LINKS} current={current} className={styles.links} />
          <p className={styles.search}>
            <a href={pathFor("search", lang)} aria-current={current === "search" ? "page" : undefined}>
              {t("footer.searchLink")}
            </a>
          </p>
        </FooterColumn>
        <FooterColumn as="nav" id="footer-legal" heading={t("footer.legal")}>
          <NavLinks lang={lang} keys={LEGAL_LINKS} current={current} className={styles.links} />
        </FooterColumn>
        <FooterColumn as="section" id="footer-contact" heading={t("footer.contact")}>
          <p className={styles.label}>{t("footer.registeredAgent")}</p>
          <address className={styles.address}>
            {a.street}
            <br />
            {a.locality}, {a.region} {a.postalCode}
            <br />
            {t("footer.country")}
          </address>
          <p className={styles.label}>{t("footer.email")}</p>
          <p>
            <a href={mailto(settings.email)}>{settings.email}</a>
          </p>
          <p className={styles.label}>{t("footer.phone")}</p>
          <p>
            <a href={telHref(settings.phone)}>{phoneDisplay(settings.phone)}</a>
            <br />
            <span className={styles.vanity}>{phoneDisplay(settings.phoneVanity)}</span>
          </p>
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("footer.copyright", { year: settings.copyrightYear, brand: settings.legalName })}</p>
        <LanguageSwitch lang={lang} alternates={alternates} format="long" />
      </div>
    </footer>
  );
}
