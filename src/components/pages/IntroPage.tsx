import React from "react";
import { useTranslation } from "react-i18next";
import type { Lang, RouteKey } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import { PageHero } from "../page/PageHero";

interface IntroPageProps {
  ns: string;
  lang: Lang;
  current: RouteKey;
  alternates: Record<Lang, string>;
}

/** A page that so far shows only its heading and lead from its own namespace. */
export function IntroPage({ ns, lang, current, alternates }: IntroPageProps) {
  const { t } = useTranslation(ns);
  return (
    <Layout lang={lang} current={current} alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
    </Layout>
  );
}
