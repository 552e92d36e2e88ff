import React from "react";
import { useTranslation } from "react-i18next";
import { DateLabel } from "../ui/DateLabel";
import { ButtonLink } from "../ui/Button";
import { DescriptiveLinkText } from "../ui/DescriptiveLinkText";
import { NotImplementedButton, useNotImplementedClicks } from "../ui/NotImplementedButton";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import { StaticHtml } from "../ui/StaticHtml";
import { entryPath } from "../../i18n/routes";
import type { Lang } from "../../i18n/languages";
import * as styles from "./ReleaseList.module.scss";

/** A press release as its GraphQL node gives it; dateLabel is the date in the page's language. */
export type PressRelease = Pick<Queries.PressRelease, "key" | "date" | "dateLabel" | "title" | "summary" | "hasPage"> &
  Partial<Pick<Queries.PressRelease, "goesLiveLabel">>;

interface ReleaseListProps {
  releases: readonly PressRelease[];
  lang: Lang;
  /**
   * The list's id on a built page: the browser then keeps the build's markup and hydrates none of
   * the cards (StaticHtml), so a year of releases costs a phone's main thread what one does. Without
   * it (the content manager's preview) the list renders as any component.
   */
  id?: string;
}

/** The dated releases, newest first; 'Read more' leads to a release's own page, where it has one (and says it is not there yet where not). */
export function ReleaseList({ releases, lang, id }: ReleaseListProps) {
  const onStaticClick = useNotImplementedClicks();
  const cards = () => <ReleaseCards releases={releases} lang={lang} />;
  if (id === undefined) return <ol className={styles.list}>{cards()}</ol>;
  return <StaticHtml id={id} as="ol" className={styles.list} render={cards} onStaticClick={onStaticClick} />;
}

function ReleaseCards({ releases, lang }: { releases: readonly PressRelease[]; lang: Lang }) {
  const { t } = useTranslation("press");
  return (
    <>
      {releases.map((release) => (
        <li key={release.key} data-release={release.key}>
          <article className={styles.release} aria-labelledby={`${release.key}-title`}>
            <DateLabel date={release.date} label={release.dateLabel} className={styles.date} />
            <div>
              <ScheduledMarker goesLive={release.goesLiveLabel} />
              <h3 id={`${release.key}-title`} className={styles.title}>
                {release.title}
              </h3>
              <p className={styles.summary}>{release.summary}</p>
              {release.hasPage ? (
                <ButtonLink variant="outline" href={entryPath("pressRelease", lang, release.key)}>
                  <DescriptiveLinkText visible={t("releases.readMore")} full={t("releases.readMoreLabel", { title: release.title })} />
                </ButtonLink>
              ) : (
                <NotImplementedButton variant="outline" aria-label={t("releases.readMoreLabel", { title: release.title })}>
                  {t("releases.readMore")}
                </NotImplementedButton>
              )}
            </div>
          </article>
        </li>
      ))}
    </>
  );
}
