import React from "react";
import { useTranslation } from "react-i18next";
// Frame and hero first, as on the other pages: CSS modules are bundled in import order.
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ContactDetails } from "../contact/ContactDetails";
import { MapPlaceholder } from "../contact/MapPlaceholder";
import { Form } from "../forms/Form";
import * as styles from "./FormPage.module.scss";
import type { Lang } from "../../i18n/languages";

interface ContactPageProps {
  lang: Lang;
  alternates: Record<Lang, string>;
}

/** requirements.md#pages Contact: the message form, the contact details and a map placeholder. */
export function ContactPage({ lang, alternates }: ContactPageProps) {
  const { t } = useTranslation("contact");
  return (
    <Layout lang={lang} current="contact" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <section className={styles.section}>
        <div className={`${styles.inner} ${styles.split}`}>
          <div className={styles.card}>
            <h2 id="message-title" className={styles.title}>
              {t("form.title")}
            </h2>
            <p className={styles.lead}>{t("form.lead")}</p>
            <Form form="contact" lang={lang} labelledBy="message-title" />
          </div>
          <div className={styles.aside}>
            <ContactDetails />
            <MapPlaceholder />
          </div>
        </div>
      </section>
    </Layout>
  );
}
