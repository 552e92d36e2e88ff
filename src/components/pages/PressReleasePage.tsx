import React from "react";
import { useTranslation } from "react-i18next";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage } from "../entries/EntryPage";
import { DateLabel } from "../ui/DateLabel";
import type { PageImage } from "../ui/ResponsiveImage";
import type { PageFrame } from "../layout/frame";

/** A press release with its page text (src/templates/pressRelease.tsx). */
export interface PressReleaseEntry {
  title: string;
  date: string;
  dateLabel: string;
  summary: string;
  html: string;
  picture: PageImage | undefined;
  /** When it goes live, on a private preview of an item not public yet. */
  goesLiveLabel?: string | null;
}

export function PressReleasePage({ lang, alternates, release }: PageFrame & { release: PressReleaseEntry }) {
  const { t } = useTranslation("press");
  return (
    <EntryPage
      lang={lang}
      alternates={alternates}
      parent="press"
      eyebrow={t("release.eyebrow")}
      title={release.title}
      lead={release.summary}
      facts={[{ icon: "calendar", label: t("release.published"), value: <DateLabel date={release.date} label={release.dateLabel} /> }]}
      picture={release.picture}
      goesLive={release.goesLiveLabel}
      html={release.html}
      back={t("release.back")}
    />
  );
}
