import { graphql } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { absoluteUrl } from "../../i18n/routes";
import { newsArticleData } from "../../metadata/itemStructuredData";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage } from "../entries/EntryPage";
import { itemTemplate, pictureUrl, type ItemProps } from "../entries/itemPage";
import { DateLabel } from "../ui/DateLabel";

export function PressReleasePage({ item: release, frame }: ItemProps<Queries.PressReleasePageFieldsFragment>) {
  const { t } = useTranslation("press");
  return (
    <EntryPage
      {...frame}
      eyebrow={t("release.eyebrow")}
      lead={release.summary}
      facts={[{ icon: "calendar", label: t("release.published"), value: <DateLabel date={release.date} label={release.dateLabel} /> }]}
      back={t("release.back")}
    />
  );
}

export const { Template: PressReleaseTemplate, Head: PressReleaseHead } = itemTemplate<Queries.PressReleasePageFieldsFragment>({
  name: "Press release",
  Page: PressReleasePage,
  description: (release) => release.summary,
  // Its picture, or else its page's social card: an article is shown with an image.
  jsonLd: (release, page) =>
    newsArticleData({ ...release, image: pictureUrl(release) ?? absoluteUrl(page.shareImage.src), path: page.path }, page.language),
});

/** What a press release's page shows besides every item page's fields (src/templates/pressRelease.tsx). */
export const pressReleaseFields = graphql`
  fragment PressReleasePageFields on PressRelease {
    date
    dateLabel
    summary
    ...ItemPageFields
  }
`;
