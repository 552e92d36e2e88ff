import React from "react";
import { useTranslation } from "react-i18next";
import type { PressRelease } from "../press/ReleaseList";
import type { ArchiveLink } from "../sections/ArchiveNav";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ReleaseList } from "../press/ReleaseList";
import { ArchiveNav } from "../sections/ArchiveNav";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";
import { pathFor } from "../../i18n/routes";

interface PressYearPageProps extends PageFrame {
  releases: readonly PressRelease[];
  /** The year, as the page shows it. */
  year: string;
  /** Every year with releases, newest first: this one is marked. */
  archive: readonly ArchiveLink[];
}

/** One year's press releases, newest first, with the other years and the newest releases a step away. */
export function PressYearPage({ lang, alternates, releases, year, archive }: PressYearPageProps) {
  const { t } = useTranslation("press");
  const latest = { path: pathFor("press", lang), label: t("archive.latest") };
  return (
    <Layout lang={lang} current="press" alternates={alternates} skipLinks={[{ href: "#archive", label: t("archive.skip") }]}>
      <PageHero title={t("archive.title", { year })} lead={t("archive.lead", { year })} />
      <Section id="releases" title={t("archive.heading", { year })}>
        <ReleaseList releases={releases} lang={lang} />
        <ArchiveNav id="archive" heading={t("archive.years")} links={[latest, ...archive]} current={alternates[lang]} />
      </Section>
    </Layout>
  );
}
