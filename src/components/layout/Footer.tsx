import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, phoneDisplay, settings, telHref } from "../../config/settings";
import type { RouteKey } from "../../i18n/routes";
import { LanguageSwitch } from "./LanguageSwitch";
import { NavLinks } from "./NavLinks";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./Footer.module.scss";
import type { Lang } from "../../i18n/languages";

const QUICK_LINKS: readonly RouteKey[] = ["home", "about", "divisions", "services", "contact"];
const LEGAL_LINKS: readonly RouteKey[] = ["privacy", "terms", "compliance", "cookies"];

interface FooterProps {
  lang: Lang;
  current: RouteKey | null;
  alternates: Record<Lang, string>;
}

export function Footer({ lang, current, alternates }: FooterProps) {
  const { t } = useTranslation("common");
  const a = settings.address;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.heading}>
            {settings.brandName}
          </h2>
          <p className={styles.about}>{t("footer.about")}</p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t("footer.quickLinks")}
          </h2>
          <NavLinks lang={lang} keys={QUICK_LINKS} current={current} className={styles.links} />
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t("footer.legal")}
          </h2>
          <NavLinks lang={lang} keys={LEGAL_LINKS} current={current} className={styles.links} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t("footer.contact")}
          </h2>
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
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("footer.copyright", { year: settings.copyrightYear, brand: settings.legalName })}</p>
        <LanguageSwitch lang={lang} alternates={alternates} format="long" />
      </div>
    </footer>
  );
}
