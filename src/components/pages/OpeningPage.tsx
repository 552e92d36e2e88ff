import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, settings } from "../../config/settings";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage, type EntryFact } from "../entries/EntryPage";
import { ButtonLink } from "../ui/Button";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";
import type { PageImage } from "../ui/ResponsiveImage";
import type { PageFrame } from "../layout/frame";

/** A job opening with its page text (src/templates/opening.tsx); the labels are formatted for the page's language by the build. */
export interface OpeningEntry {
  title: string;
  department: string;
  location: string;
  workplace: string | null;
  employmentType: string;
  datePosted: string;
  datePostedLabel: string;
  closingDate: string | null;
  closingDateLabel: string | null;
  salaryMinLabel: string | null;
  salaryMaxLabel: string | null;
  salaryPeriod: string | null;
  html: string;
  picture: PageImage | undefined;
  /** When it goes live, on a private preview of an item not public yet. */
  goesLiveLabel?: string | null;
}

export function OpeningPage({ lang, alternates, opening }: PageFrame & { opening: OpeningEntry }) {
  const { t } = useTranslation("careers");
  const period = opening.salaryPeriod ? t(`opening.periods.${opening.salaryPeriod}`) : "";
  const salary = opening.salaryMinLabel
    ? opening.salaryMaxLabel
      ? t("opening.salaryRange", { min: opening.salaryMinLabel, max: opening.salaryMaxLabel, period })
      : t("opening.salaryFrom", { min: opening.salaryMinLabel, period })
    : undefined;
  const facts: EntryFact[] = [
    { icon: "briefcase", label: t("openings.department"), value: opening.department },
    { icon: "pin", label: t("openings.location"), value: opening.location },
    ...(opening.workplace ? [{ icon: "globe", label: t("opening.workplace"), value: t(`opening.workplaces.${opening.workplace}`) }] : []),
    { icon: "tag", label: t("opening.employmentType"), value: t(`opening.types.${opening.employmentType}`) },
    ...(salary ? [{ icon: "badge", label: t("opening.salary"), value: salary }] : []),
    { icon: "calendar", label: t("opening.posted"), value: <DateLabel date={opening.datePosted} label={opening.datePostedLabel} /> },
    ...(opening.closingDate && opening.closingDateLabel
      ? [{ icon: "calendar", label: t("opening.closes"), value: <DateLabel date={opening.closingDate} label={opening.closingDateLabel} /> }]
      : []),
  ];
  return (
    <EntryPage
      lang={lang}
      alternates={alternates}
      parent="careers"
      eyebrow={t("opening.eyebrow")}
      title={opening.title}
      lead={`${opening.department} · ${opening.location}`}
      factsLabel={t("opening.factsLabel")}
      facts={facts}
      picture={opening.picture}
      goesLive={opening.goesLiveLabel}
      html={opening.html}
      actions={
        // The application goes by e-mail, as on the careers page: the subject names the opening.
        <ButtonLink variant="violet" href={mailto(settings.careersEmail, t("openings.applySubject", { title: opening.title }))}>
          <Icon name="mail" size={18} />
          {t("openings.apply")}
        </ButtonLink>
      }
      back={t("opening.back")}
    />
  );
}
