import React from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../i18n/useList";
import type { IconItem } from "../sections/IconCard";
import type { JobOpening } from "../../lib/openings";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { OpeningsBoard } from "../careers/OpeningsBoard";
import { IconCardGrid } from "../sections/IconCardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface CareersPageProps extends PageFrame {
  /** Every open opening of the language, and their distinct departments and locations. */
  openings: readonly JobOpening[];
  departments: readonly string[];
  locations: readonly string[];
}

export function CareersPage({ lang, alternates, openings, departments, locations }: CareersPageProps) {
  const { t } = useTranslation("careers");
  const culture = useList<IconItem>("careers", "culture.items");
  return (
    <Layout lang={lang} current="careers" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="culture" title={t("culture.heading")} intro={t("culture.intro")}>
        <IconCardGrid columns={4} items={culture} />
      </Section>
      <Section id="openings" tone="alt" title={t("openings.heading")} intro={t("openings.intro")}>
        <OpeningsBoard openings={openings} departments={departments} locations={locations} />
      </Section>
    </Layout>
  );
}
