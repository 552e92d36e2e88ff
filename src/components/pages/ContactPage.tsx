import React from "react";
import { useTranslation } from "react-i18next";
// Frame and hero first, as on the other pages: CSS modules are bundled in import order.
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ContactDetails } from "../contact/ContactDetails";
import { MapPlaceholder } from "../contact/MapPlaceholder";
import { Form } from "../forms/Form";
import { FormCard } from "./FormCard";
import * as styles from "./FormPage.module.scss";
import type { PageFrame } from "../layout/frame";

/** requirements.md#pages Contact: the message form, the contact details and a map placeholder. */
export function ContactPage({ lang, alternates }: PageFrame) {
  const { t } = useTranslation("contact");
  return (
    <Layout lang={lang} current="contact" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <section className={styles.section}>
        <div className={`${styles.inner} ${styles.split}`}>
          <FormCard titleId="message-title" title={t("form.title")} lead={t("form.lead")}>
            <Form form="contact" lang={lang} labelledBy="message-title" />
          </FormCard>
          <div className={styles.aside}>
            <ContactDetails />
            <MapPlaceholder />
          </div>
        </div>
      </section>
    </Layout>
  );
}
