import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, settings } from "../../config/settings";
import type { JobOpening } from "../../lib/openings";
import { ButtonLink } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { DescriptiveLinkText } from "../ui/DescriptiveLinkText";
import { NotImplementedButton } from "../ui/NotImplementedButton";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import { entryPath } from "../../i18n/routes";
import { DEFAULT_LANGUAGE, isLang } from "../../i18n/languages";
import * as styles from "./OpeningCard.module.scss";

/** One opening: its department and location, its details (its own page, where it has one) and an e-mail application. */
export function OpeningCard({ opening }: { opening: JobOpening }) {
  const { t, i18n } = useTranslation("careers");
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Each fact shows as its icon; its name is there for assistive technology.
  const meta = [
    { icon: "briefcase", label: t("openings.department"), value: opening.department },
    { icon: "pin", label: t("openings.location"), value: opening.location },
  ];
  return (
    <article className={styles.card} data-opening={opening.key} aria-labelledby={`${opening.key}-title`}>
      <div>
        <ScheduledMarker goesLive={opening.goesLiveLabel} />
        <h3 id={`${opening.key}-title`} className={styles.title}>
          {opening.title}
        </h3>
        <dl className={styles.meta}>
          {meta.map(({ icon, label, value }) => (
            <div key={icon}>
              <dt>
                <Icon name={icon} size={16} />
                <span className="visually-hidden">{label}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.actions}>
        {opening.hasPage ? (
          <ButtonLink variant="outline" href={entryPath("opening", lang, opening.key)}>
            <DescriptiveLinkText visible={t("openings.viewDetails")} full={t("openings.viewDetailsLabel", { title: opening.title })} />
          </ButtonLink>
        ) : (
          <NotImplementedButton variant="outline" aria-label={t("openings.viewDetailsLabel", { title: opening.title })}>
            {t("openings.viewDetails")}
          </NotImplementedButton>
        )}
        <ButtonLink
          variant="violet"
          href={mailto(settings.careersEmail, t("openings.applySubject", { title: opening.title }))}
          aria-label={t("openings.applyLabel", { title: opening.title })}
        >
          <Icon name="mail" size={18} />
          {t("openings.apply")}
        </ButtonLink>
      </div>
    </article>
  );
}
