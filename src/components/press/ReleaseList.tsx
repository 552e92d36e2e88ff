import React from "react";
import { useTranslation } from "react-i18next";
import { DateLabel } from "../ui/DateLabel";
import { NotImplementedButton } from "../ui/NotImplementedButton";
import * as styles from "./ReleaseList.module.scss";

/** A press release as its GraphQL node gives it; dateLabel is the date in the page's language. */
export type PressRelease = Pick<Queries.PressRelease, "key" | "date" | "dateLabel" | "title" | "summary">;

/** The dated releases, newest first; the full texts are not online yet ('Read more' says so). */
export function ReleaseList({ releases }: { releases: readonly PressRelease[] }) {
  const { t } = useTranslation("press");
  return (
    <ol className={styles.list}>
      {releases.map((release) => (
        <li key={release.key} data-release={release.key}>
          <article className={styles.release} aria-labelledby={`${release.key}-title`}>
            <DateLabel date={release.date} label={release.dateLabel} className={styles.date} />
            <div>
              <h3 id={`${release.key}-title`} className={styles.title}>
                {release.title}
              </h3>
              <p className={styles.summary}>{release.summary}</p>
              <NotImplementedButton variant="outline" aria-label={t("releases.readMoreLabel", { title: release.title })}>
                {t("releases.readMore")}
              </NotImplementedButton>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
