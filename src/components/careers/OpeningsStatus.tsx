import React from "react";
import { useTranslation } from "react-i18next";
import type { BoardView } from "../../lib/openings";
import { Button } from "../ui/Button";
import * as styles from "./OpeningsStatus.module.scss";

interface OpeningsStatusProps {
  view: BoardView<unknown>;
  /** Every opening of the language, on all pages. */
  total: number;
  filtering: boolean;
  onClear: () => void;
  onRetry: () => void;
}

/** The live count (announced as it changes), a failed load with its retry, and "Clear filters". */
export function OpeningsStatus({ view, total, filtering, onClear, onRetry }: OpeningsStatusProps) {
  const { t } = useTranslation("careers");
  let message: string;
  if (view.mode === "loading") message = t("filters.loading");
  else if (view.mode === "error") message = t("filters.error");
  else if (view.matches === 0) message = t("filters.none");
  else if (view.hidden > 0) message = t("filters.countPartial", { shown: view.items.length, count: view.matches });
  else message = t("filters.count", { count: view.items.length, total });
  return (
    <div className={styles.status}>
      <p role="status" className={view.mode === "error" ? `${styles.count} ${styles.error}` : styles.count}>
        {message}
      </p>
      {(view.mode === "error" || filtering) && (
        <div className={styles.actions}>
          {view.mode === "error" && (
            <Button variant="outline" onClick={onRetry}>
              {t("filters.retry")}
            </Button>
          )}
          {filtering && (
            <Button variant="outline" onClick={onClear}>
              {t("filters.clear")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
