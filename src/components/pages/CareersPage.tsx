import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
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
  /** This page's openings. */
  openings: readonly JobOpening[];
  /** Every opening of the language, and its distinct departments and locations. */
  total: number;
  departments: readonly string[];
  locations: readonly string[];
  page: number;
  pageCount: number;
}

export function CareersPage({ lang, alternates, openings, total, departments, locations, page, pageCount }: CareersPageProps) {
  const { t } = useTranslation("careers");
  const culture = useList<IconItem>("careers", "culture.items");
  return (
    <Layout lang={lang} current="careers" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="culture" title={t("culture.heading")} intro={t("culture.intro")}>
        <IconCardGrid columns={4} items={culture} />
      </Section>
      <Section id="openings" tone="alt" title={t("openings.heading")} intro={t("openings.intro")}>
        <OpeningsBoard
          openings={openings}
          lang={lang}
          total={total}
          departments={departments}
          locations={locations}
          paging={{ page, pageCount, hrefFor: (n) => pathFor("careers", lang, n) }}
        />
      </Section>
    </Layout>
  );
}
