import React from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import * as styles from "./MapPlaceholder.module.scss";

/** requirements.md#pages Contact: a placeholder where the map will go; the grid and pin are decoration. */
export function MapPlaceholder() {
  const { t } = useTranslation("contact");
  const place = `${settings.address.locality}, ${settings.address.region}`;
  return (
    <figure className={styles.map} data-testid="map-placeholder">
      <svg className={styles.pin} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          fill="currentColor"
        />
      </svg>
      <figcaption className={styles.caption}>
        <strong className={styles.title}>{t("map.title")}</strong>
        <span>{t("map.text", { place })}</span>
      </figcaption>
    </figure>
  );
}
