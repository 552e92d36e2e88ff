import React from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../i18n/useList";
import type { IconItem } from "../sections/IconCard";
import type { TimelineEntry } from "../about/Timeline";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { MissionVision } from "../about/MissionVision";
import { Timeline } from "../about/Timeline";
import { IconCardGrid } from "../sections/IconCardGrid";
import { Prose } from "../sections/Prose";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface AboutPageProps extends PageFrame {
  timeline: readonly TimelineEntry[];
}

export function AboutPage({ lang, alternates, timeline }: AboutPageProps) {
  const { t } = useTranslation("about");
  const values = useList<IconItem>("about", "values.items");
  const leadership = useList<string>("about", "leadership.paragraphs");
  const responsibility = useList<IconItem>("about", "responsibility.items");
  return (
    <Layout lang={lang} current="about" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <MissionVision
        statements={[
          { id: "mission", icon: "target", title: t("mission.title"), text: t("mission.text") },
          { id: "vision", icon: "compass", title: t("vision.title"), text: t("vision.text") },
        ]}
      />
      <Section id="values" tone="alt" title={t("values.heading")} intro={t("values.intro")}>
        <IconCardGrid columns={5} items={values} />
      </Section>
      <Section id="timeline" title={t("timeline.heading")} intro={t("timeline.intro")}>
        <Timeline entries={timeline} />
      </Section>
      <Section id="leadership" tone="alt" title={t("leadership.heading")}>
        <Prose paragraphs={leadership} />
      </Section>
      <Section id="responsibility" tone="dark" title={t("responsibility.heading")} intro={t("responsibility.intro")}>
        <IconCardGrid columns={3} items={responsibility} tone="dark" />
      </Section>
    </Layout>
  );
}
