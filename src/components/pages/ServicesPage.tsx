import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import { useList } from "../../i18n/useList";
import type { IconItem } from "../sections/IconCard";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { DownloadButton, type PageDocument } from "../ui/DownloadButton";
import { ProcessSteps, type Step } from "../services/ProcessSteps";
import { CallToAction } from "../sections/CallToAction";
import { IconCardGrid } from "../sections/IconCardGrid";
import { PointList } from "../sections/PointList";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface ServicesPageProps extends PageFrame {
  /** The one-pager an editor attached, if any (content/locales/<lang>/services.json, cta.onePagerFile). */
  onePager: PageDocument | undefined;
}

export function ServicesPage({ lang, alternates, onePager }: ServicesPageProps) {
  const { t } = useTranslation("services");
  const services = useList<IconItem & { points: string[] }>("services", "services.items");
  const steps = useList<Step>("services", "process.steps");
  return (
    <Layout lang={lang} current="services" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="services" title={t("services.heading")} intro={t("services.intro")}>
        <IconCardGrid columns={3} items={services}>
          {(service) => <PointList points={service.points} />}
        </IconCardGrid>
      </Section>
      <Section id="process" tone="dark" title={t("process.heading")} intro={t("process.intro")}>
        <ProcessSteps steps={steps} />
      </Section>
      <CallToAction id="get-started" title={t("cta.title")} text={t("cta.text")}>
        <ButtonLink href={pathFor("contact", lang)}>{t("cta.contact")}</ButtonLink>
        <ButtonLink variant="secondary" href={pathFor("partnerships", lang)}>
          {t("cta.partnerships")}
        </ButtonLink>
        <DownloadButton action={t("cta.onePager")} document={onePager} lang={lang} />
      </CallToAction>
    </Layout>
  );
}
