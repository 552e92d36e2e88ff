import React from "react";
import { useTranslation } from "react-i18next";
// Frame, hero and buttons first, as on the other pages: CSS modules are bundled in import order.
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { Form } from "../forms/Form";
import { BenefitCards } from "../partnerships/BenefitCards";
import { SuccessFigures } from "../partnerships/SuccessFigures";
import { FormCard } from "./FormCard";
import * as styles from "./FormPage.module.scss";
import type { PageFrame } from "../layout/frame";

/** requirements.md#pages Partnerships: benefit cards, the four success figures and the inquiry form. */
export function PartnershipsPage({ lang, alternates }: PageFrame) {
  const { t } = useTranslation("partnerships");
  return (
    <Layout lang={lang} current="partnerships" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink href="#inquiry">{t("hero.cta")}</ButtonLink>
      </PageHero>
      <BenefitCards />
      <SuccessFigures />
      <section id="inquiry" className={styles.section}>
        <div className={`${styles.inner} ${styles.narrow}`}>
          <FormCard titleId="inquiry-title" title={t("form.title")} lead={t("form.lead")}>
            <Form form="partnership" lang={lang} labelledBy="inquiry-title" />
          </FormCard>
        </div>
      </section>
    </Layout>
  );
}
