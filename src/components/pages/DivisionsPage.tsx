import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import { useList } from "../../i18n/useList";
import type { Stat } from "../sections/StatList";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { DivisionBlock, type Division } from "../divisions/DivisionBlock";
import { CallToAction } from "../sections/CallToAction";
import type { PageFrame } from "../layout/frame";

interface DivisionsPageProps extends PageFrame {
  /** Each stat's group is the id of the division it belongs to. */
  stats: readonly (Stat & { readonly group: string })[];
}

export function DivisionsPage({ lang, alternates, stats }: DivisionsPageProps) {
  const { t } = useTranslation("divisions");
  const divisions = useList<Division>("divisions", "items");
  const contact = pathFor("contact", lang);
  return (
    <Layout lang={lang} current="divisions" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      {divisions.map((division, i) => (
        <DivisionBlock
          key={division.id}
          division={division}
          tone={i % 2 === 0 ? "plain" : "alt"}
          stats={stats.filter((s) => s.group === division.id)}
          statsLabel={t("statsLabel", { division: division.title })}
          featuresLabel={t("featuresLabel", { division: division.title })}
          learnMore={{ href: contact, text: t("learnMore"), label: t("learnMoreLabel", { division: division.title }) }}
        />
      ))}
      <CallToAction id="next-steps" title={t("cta.title")} text={t("cta.text")}>
        <ButtonLink href={pathFor("partnerships", lang)}>{t("cta.partnerships")}</ButtonLink>
        <ButtonLink variant="secondary" href={contact}>
          {t("cta.contact")}
        </ButtonLink>
      </CallToAction>
    </Layout>
  );
}
