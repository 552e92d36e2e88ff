import React from "react";
import { Icon } from "./Icon";
import * as styles from "./Pager.module.scss";

interface PagerProps {
  /** The navigation landmark's name ("Pages of open positions"). */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  previous: string;
  next: string;
  /** "Page 2 of 34", already translated. */
  status: string;
}

/**
 * Previous and next as plain links (paging works without JavaScript and keeps the full page location
 * change of requirements.md#pages), with the current page named between them. Nothing renders for a single page.
 */
export function Pager({ label, page, pageCount, hrefFor, previous, next, status }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul className={styles.list}>
        {page > 1 && (
          <li className={styles.previous}>
            <a href={hrefFor(page - 1)} rel="prev" className={styles.step}>
              <Icon name="chevronLeft" size={18} />
              {previous}
            </a>
          </li>
        )}
        <li className={styles.current}>
          <a href={hrefFor(page)} aria-current="page" className={styles.status}>
            {status}
          </a>
        </li>
        {page < pageCount && (
          <li className={styles.next}>
            <a href={hrefFor(page + 1)} rel="next" className={styles.step}>
              {next}
              <Icon name="chevronRight" size={18} />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
