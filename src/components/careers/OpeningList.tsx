import React from "react";
import { useTranslation } from "react-i18next";
import type { JobOpening } from "../../lib/openings";
import { Button } from "../ui/Button";
import { OpeningCard } from "./OpeningCard";
import * as styles from "./OpeningList.module.scss";

interface OpeningListProps {
  openings: readonly JobOpening[];
  /** Matches not shown yet: a filter across every page renders them a page's worth at a time. */
  hidden: number;
  onShowMore: () => void;
}

export function OpeningList({ openings, hidden, onShowMore }: OpeningListProps) {
  const { t } = useTranslation("careers");
  return (
    <>
      <ul className={styles.list}>
        {openings.map((opening) => (
          <li key={opening.key}>
            <OpeningCard opening={opening} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <div className={styles.more}>
          <Button variant="outline" onClick={onShowMore}>
            {t("filters.showMore")}
          </Button>
        </div>
      )}
    </>
  );
}
