import React from "react";
import { useTranslation } from "react-i18next";
import type { NewsItem } from "../home/NewsList";
import type { ArchiveLink } from "../sections/ArchiveNav";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { NewsList } from "../home/NewsList";
import { ArchiveNav } from "../sections/ArchiveNav";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface NewsYearPageProps extends PageFrame {
  news: readonly NewsItem[];
  /** The year, as the page shows it. */
  year: string;
  /** Every year with news, newest first: this one is marked. */
  archive: readonly ArchiveLink[];
}

/** One year's news, newest first, each at its own fragment (the feeds link there), with the other years a step away. */
export function NewsYearPage({ lang, alternates, news, year, archive }: NewsYearPageProps) {
  const { t } = useTranslation("home");
  return (
    <Layout lang={lang} current={null} alternates={alternates} skipLinks={[{ href: "#archive", label: t("news.archive.skip") }]}>
      <PageHero title={t("news.archive.title", { year })} lead={t("news.archive.lead", { year })} />
      <Section id="news" title={t("news.archive.heading", { year })}>
        <NewsList items={news} />
        <ArchiveNav id="archive" heading={t("news.archive.years")} links={archive} current={alternates[lang]} />
      </Section>
    </Layout>
  );
}
