import React from "react";
import { useTranslation } from "react-i18next";
import { mailto, settings } from "../../config/settings";
import { ButtonLink } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { NotImplementedButton } from "../ui/NotImplementedButton";
import * as styles from "./PressResources.module.scss";

/** The media kit (not downloadable yet) and the press office's e-mail address. */
export function PressResources() {
  const { t } = useTranslation("press");
  return (
    <div className={styles.resources}>
      <article id="media-kit" className={styles.card} aria-labelledby="media-kit-heading">
        <span className={styles.icon}>
          <Icon name="download" />
        </span>
        <h3 id="media-kit-heading" className={styles.title}>
          {t("mediaKit.heading")}
        </h3>
        <p className={styles.text}>{t("mediaKit.text")}</p>
        <NotImplementedButton>{t("mediaKit.download")}</NotImplementedButton>
      </article>
      <article id="press-contact" className={styles.card} aria-labelledby="press-contact-heading">
        <span className={styles.icon}>
          <Icon name="mail" />
        </span>
        <h3 id="press-contact-heading" className={styles.title}>
          {t("contact.heading")}
        </h3>
        <p className={styles.text}>{t("contact.text")}</p>
        <p className={styles.mail}>{settings.pressEmail}</p>
        <ButtonLink href={mailto(settings.pressEmail)}>
          <Icon name="mail" size={18} />
          {t("contact.cta")}
        </ButtonLink>
      </article>
    </div>
  );
}
