import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./SkipLink.module.scss";

export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a className={styles.skip} href="#main">
      {t("skipLink")}
    </a>
  );
}
