import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, phoneDisplay, settings, telHref } from "../../config/settings";
import * as styles from "./ContactDetails.module.scss";

/** requirements.md#shared-frame Contact: e-mail, phone, the Wyoming postal address and business hours. */
export function ContactDetails() {
  const { t } = useTranslation("contact");
  const a = settings.address;
  return (
    <section className={styles.details} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.title}>
        {t("details.title")}
      </h2>
      <dl className={styles.list}>
        <dt>{t("details.email")}</dt>
        <dd>
          <a href={mailto(settings.email)}>{settings.email}</a>
        </dd>
        <dt>{t("details.phone")}</dt>
        <dd>
          <a href={telHref(settings.phone)}>{phoneDisplay(settings.phone)}</a>
          <span className={styles.vanity}>{phoneDisplay(settings.phoneVanity)}</span>
        </dd>
        <dt>{t("details.address")}</dt>
        <dd>
          <address className={styles.address}>
            {settings.legalName}
            <br />
            {a.street}
            <br />
            {a.locality}, {a.region} {a.postalCode}
            <br />
            {t("details.country")}
          </address>
        </dd>
        <dt>{t("details.hours")}</dt>
        <dd>{t("details.hoursText")}</dd>
      </dl>
    </section>
  );
}
