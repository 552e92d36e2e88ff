import React from "react";
import { useTranslation } from "react-i18next";
import type { PressRelease } from "../press/ReleaseList";
import type { PageDocument } from "../ui/DownloadButton";
import type { ArchiveLink } from "../sections/ArchiveNav";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { PressResources } from "../press/PressResources";
import { ReleaseList } from "../press/ReleaseList";
import { ArchiveNav } from "../sections/ArchiveNav";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface PressPageProps extends PageFrame {
  releases: readonly PressRelease[];
  /** The media kit an editor attached, if any (content/locales/<lang>/press.json, mediaKit.file). */
  mediaKit: PageDocument | undefined;
  /** Every year with releases, newest first: its page holds all of that year's. */
  archive: readonly ArchiveLink[];
}

export function PressPage({ lang, alternates, releases, mediaKit, archive }: PressPageProps) {
  const { t } = useTranslation("press");
  // The newest releases here; every release, by its year, one step away (and from the top, by the skip link).
  return (
    <Layout
      lang={lang}
      current="press"
      alternates={alternates}
      skipLinks={archive.length > 0 ? [{ href: "#archive", label: t("archive.skip") }] : []}
    >
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="releases" title={t("releases.heading")} intro={t("releases.intro")}>
        <ReleaseList id="release-list" releases={releases} lang={lang} />
        <ArchiveNav id="archive" heading={t("archive.years")} links={archive} />
      </Section>
      <Section id="resources" tone="dark" title={t("resources.heading")} intro={t("resources.intro")}>
        <PressResources mediaKit={mediaKit} lang={lang} />
      </Section>
    </Layout>
  );
}
