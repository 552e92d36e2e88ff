import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor, type RouteKey } from "../../i18n/routes";
import type { NewsItem } from "../home/NewsList";
import type { PressRelease } from "../press/ReleaseList";
import type { ArchiveLink } from "../sections/ArchiveNav";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
// The release list first: it brings the controls (its buttons), which come before a page's own pieces.
import { ReleaseList } from "../press/ReleaseList";
import { NewsList } from "../home/NewsList";
import { ArchiveNav } from "../sections/ArchiveNav";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

/** A dated list whose items are paged by their year, and that year's items. */
export type YearItems = { kind: "news"; news: readonly NewsItem[] } | { kind: "press"; releases: readonly PressRelease[] };

/**
 * Where each kind's year page finds its words (`${prefix}.title`, `.lead`, `.heading`, `.years`,
 * `.skip`, each given {{year}}, and `.meta.title`, `.meta.description` for its head), the menu entry
 * it is under and its list's section.
 */
export const YEAR_ARCHIVES = {
  news: { namespace: "home", prefix: "news.archive", current: null, sectionId: "news" },
  press: { namespace: "press", prefix: "archive", current: "press", sectionId: "releases" },
} as const satisfies Record<YearItems["kind"], { namespace: string; prefix: string; current: RouteKey | null; sectionId: string }>;

interface YearArchivePageProps extends PageFrame {
  items: YearItems;
  /** The year, as the page shows it. */
  year: string;
  /** Every year with items, newest first: this one is marked. */
  archive: readonly ArchiveLink[];
}

/**
 * One year of a dated list (news, press releases), newest first, each item at its own fragment (the
 * feeds link there), with the other years a step away and a skip link to them. An item's date never
 * changes, so the page it is on never moves.
 */
export function YearArchivePage({ lang, alternates, items, year, archive }: YearArchivePageProps) {
  const { namespace, prefix, current, sectionId } = YEAR_ARCHIVES[items.kind];
  const { t } = useTranslation(namespace);
  const text = (key: string) => t(`${prefix}.${key}`, { year });
  // The press list's newest releases are a page of their own, before the years.
  const before = items.kind === "press" ? [{ path: pathFor("press", lang), label: text("latest") }] : [];
  return (
    <Layout lang={lang} current={current} alternates={alternates} skipLinks={[{ href: "#archive", label: text("skip") }]}>
      <PageHero title={text("title")} lead={text("lead")} />
      <Section id={sectionId} title={text("heading")}>
        {items.kind === "news" ? (
          <NewsList id="news-list" items={items.news} />
        ) : (
          <ReleaseList id="release-list" releases={items.releases} lang={lang} />
        )}
        <ArchiveNav id="archive" heading={text("years")} links={[...before, ...archive]} current={alternates[lang]} />
      </Section>
    </Layout>
  );
}
