import React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/Button";
import * as styles from "./OpeningsStatus.module.scss";

interface OpeningsStatusProps {
  /** How many openings the filters leave. */
  shown: number;
  /** Every open opening of the language. */
  total: number;
  filtering: boolean;
  onClear: () => void;
}

/** The live count (announced as it changes) and "Clear filters". */
export function OpeningsStatus({ shown, total, filtering, onClear }: OpeningsStatusProps) {
  const { t } = useTranslation("careers");
  const message = shown === 0 ? t("filters.none") : t("filters.count", { count: shown, total });
  return (
    <div className={styles.status}>
      <p role="status" className={styles.count}>
        {message}
      </p>
      {filtering && (
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClear}>
            {t("filters.clear")}
          </Button>
        </div>
      )}
    </div>
  );
}
