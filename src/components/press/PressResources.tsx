import React, { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { mailto, settings } from "../../config/settings";
import { ButtonLink } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { DownloadButton, type PageDocument } from "../ui/DownloadButton";
import type { Lang } from "../../i18n/languages";
import * as styles from "./PressResources.module.scss";

interface ResourceCardProps {
  /** The card's anchor; its heading gets `${id}-heading` and names it. */
  id: string;
  icon: string;
  heading: string;
  text: string;
  /** What the card offers: a button, an address. */
  children: ReactNode;
}

function ResourceCard({ id, icon, heading, text, children }: ResourceCardProps) {
  return (
    <article id={id} className={styles.card} aria-labelledby={`${id}-heading`}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 id={`${id}-heading`} className={styles.title}>
        {heading}
      </h3>
      <p className={styles.text}>{text}</p>
      {children}
    </article>
  );
}

/** The media kit (a download once an editor attaches it) and the press office's e-mail address. */
export function PressResources({ mediaKit, lang }: { mediaKit: PageDocument | undefined; lang: Lang }) {
  const { t } = useTranslation("press");
  return (
    <div className={styles.resources}>
      <ResourceCard id="media-kit" icon="download" heading={t("mediaKit.heading")} text={t("mediaKit.text")}>
        <DownloadButton action={t("mediaKit.download")} document={mediaKit} lang={lang} variant="primary" />
      </ResourceCard>
      <ResourceCard id="press-contact" icon="mail" heading={t("contact.heading")} text={t("contact.text")}>
        <p className={styles.mail}>{settings.pressEmail}</p>
        <ButtonLink href={mailto(settings.pressEmail)}>
          <Icon name="mail" size={18} />
          {t("contact.cta")}
        </ButtonLink>
      </ResourceCard>
    </div>
  );
}
