import { graphql } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, settings } from "../../config/settings";
import { jobPostingData } from "../../metadata/itemStructuredData";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage, type EntryFact } from "../entries/EntryPage";
import { describe, itemTemplate, type ItemProps } from "../entries/itemPage";
import { ButtonLink } from "../ui/Button";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";

export function OpeningPage({ item: opening, frame }: ItemProps<Queries.OpeningPageFieldsFragment>) {
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
      {...frame}
      eyebrow={t("opening.eyebrow")}
      lead={`${opening.department} · ${opening.location}`}
      factsLabel={t("opening.factsLabel")}
      facts={facts}
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

export const { Template: OpeningTemplate, Head: OpeningHead } = itemTemplate<Queries.OpeningPageFieldsFragment>({
  name: "Job opening",
  Page: OpeningPage,
  description: (opening) => describe(`${opening.department} · ${opening.location}.`, opening),
  jsonLd: (opening, page) =>
    jobPostingData(
      {
        ...opening,
        descriptionHtml: opening.bodyHtml ?? "",
        remote: opening.workplace === "remote",
        salary:
          opening.salaryMin !== null && opening.salaryCurrency && opening.salaryPeriod
            ? { min: opening.salaryMin, max: opening.salaryMax, currency: opening.salaryCurrency, period: opening.salaryPeriod }
            : undefined,
        path: page.path,
      },
      page.language,
    ),
});

/**
 * What a job opening's page shows besides every item page's fields (src/templates/opening.tsx); the
 * labels are formatted for the page's language by the build.
 */
export const openingFields = graphql`
  fragment OpeningPageFields on JobOpening {
    department
    location
    workplace
    employmentType
    datePosted
    datePostedLabel
    closingDate
    closingDateLabel
    salaryMin
    salaryMax
    salaryCurrency
    salaryPeriod
    salaryMinLabel
    salaryMaxLabel
    ...ItemPageFields
  }
`;
