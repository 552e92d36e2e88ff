import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor, type Lang } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import { PageHero } from "../page/PageHero";
import { ButtonLink } from "../ui/Button";
import { NotImplementedButton } from "../ui/NotImplementedButton";

interface HomePageProps {
  lang: Lang;
  alternates: Record<Lang, string>;
}

export function HomePage({ lang, alternates }: HomePageProps) {
  const { t } = useTranslation("home");
  return (
    <Layout lang={lang} current="home" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink href={pathFor("contact", lang)}>{t("hero.talk")}</ButtonLink>
        <NotImplementedButton variant="secondary">{t("hero.download")}</NotImplementedButton>
      </PageHero>
    </Layout>
  );
}
