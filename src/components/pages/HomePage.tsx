import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import { useList } from "../../i18n/useList";
import { NEWS_SECTION_ID } from "../../metadata/newsFeed";
import type { IconItem } from "../sections/IconCard";
import type { NewsItem } from "../home/NewsList";
import type { Stat } from "../sections/StatList";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { DownloadButton, type PageDocument } from "../ui/DownloadButton";
import type { PageImage } from "../ui/ResponsiveImage";
import { GlobalPresence } from "../home/GlobalPresence";
import { NewsList } from "../home/NewsList";
import { ArchiveNav, type ArchiveLink } from "../sections/ArchiveNav";
import type { Partner } from "../home/PartnerCard";
import { PartnerShowcase } from "../home/PartnerShowcase";
import type { Region } from "../home/PresenceMap";
import { IconCardGrid } from "../sections/IconCardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface HomePageProps extends PageFrame {
  /** The newest items only: the page query limits them (requirements.md#constants: 3 of 5). */
  news: readonly NewsItem[];
  /** Every year with news, newest first: each year's page holds all of that year's. */
  newsArchive: readonly ArchiveLink[];
  figures: readonly Stat[];
  partnerImage: IGatsbyImageData | undefined;
  /** The logos editors uploaded, by partner (its place in partners.items); a partner without one shows partnerImage. */
  partnerLogos: ReadonlyMap<number, PageImage>;
  /** The company profile an editor attached, if any (hero.profileFile). */
  profile: PageDocument | undefined;
}

export function HomePage({ lang, alternates, news, newsArchive, figures, partnerImage, partnerLogos, profile }: HomePageProps) {
  const { t } = useTranslation("home");
  const pillars = useList<IconItem>("home", "pillars.items");
  const regions = useList<Region>("home", "presence.regions");
  const partners = useList<Pick<Partner, "name" | "role">>("home", "partners.items").map(({ name, role }, i): Partner => ({
    name,
    role,
    logo: partnerLogos.get(i),
  }));
  const carouselLabels = {
    region: t("partners.carouselLabel"),
    carouselRole: t("partners.carouselRole"),
    slideRole: t("partners.slideRole"),
    previous: t("partners.previous"),
    next: t("partners.next"),
    position: (index: number, count: number) => t("partners.position", { index, count }),
  };
  return (
    <Layout
      lang={lang}
      current="home"
      alternates={alternates}
      skipLinks={newsArchive.length > 0 ? [{ href: "#archive", label: t("news.archive.skip") }] : []}
    >
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <ButtonLink href={pathFor("contact", lang)}>{t("hero.talk")}</ButtonLink>
        <DownloadButton action={t("hero.download")} document={profile} lang={lang} />
      </PageHero>
      <Section id="pillars" title={t("pillars.heading")} intro={t("pillars.intro")}>
        <IconCardGrid columns={4} items={pillars} />
      </Section>
      <Section id="presence" tone="dark" title={t("presence.heading")} intro={t("presence.intro")}>
        <GlobalPresence regions={regions} figures={figures} mapLabel={t("presence.mapLabel")} figuresLabel={t("presence.figuresLabel")} />
      </Section>
      <Section id="partners" tone="alt" title={t("partners.heading")} intro={t("partners.intro")}>
        {partnerImage && <PartnerShowcase partners={partners} image={partnerImage} alt={t("partners.imageAlt")} labels={carouselLabels} />}
      </Section>
      <Section id={NEWS_SECTION_ID} title={t("news.heading")} intro={t("news.intro")}>
        <NewsList id="news-list" items={news} />
        <ButtonLink variant="outline" href={pathFor("press", lang)}>
          {t("news.more")}
        </ButtonLink>
        <ArchiveNav id="archive" heading={t("news.archive.years")} links={newsArchive} />
      </Section>
    </Layout>
  );
}
