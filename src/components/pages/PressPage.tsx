import React from "react";
import { useTranslation } from "react-i18next";
import type { PressRelease } from "../press/ReleaseList";
import type { PageDocument } from "../ui/DownloadButton";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { PressResources } from "../press/PressResources";
import { ReleaseList } from "../press/ReleaseList";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface PressPageProps extends PageFrame {
  releases: readonly PressRelease[];
  /** The media kit an editor attached, if any (content/locales/<lang>/press.json, mediaKit.file). */
  mediaKit: PageDocument | undefined;
}

export function PressPage({ lang, alternates, releases, mediaKit }: PressPageProps) {
  const { t } = useTranslation("press");
  return (
    <Layout lang={lang} current="press" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="releases" title={t("releases.heading")} intro={t("releases.intro")}>
        <ReleaseList releases={releases} lang={lang} />
      </Section>
      <Section id="resources" tone="dark" title={t("resources.heading")} intro={t("resources.intro")}>
        <PressResources mediaKit={mediaKit} lang={lang} />
      </Section>
    </Layout>
  );
}
