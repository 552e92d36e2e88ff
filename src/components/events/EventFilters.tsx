import React from "react";
import { useTranslation } from "react-i18next";
import type { ListLink } from "./eventLists";
import * as styles from "./EventFilters.module.scss";

interface EventFiltersProps {
  /** The events list's first page: every event ahead, unfiltered. */
  allPath: string;
  /** Each type's and each place's page (eventLists.ts, filterLinks). */
  type: readonly ListLink[];
  place: readonly ListLink[];
  /** The page the visitor is on, marked among the choices. */
  current: string;
}

/**
 * The events narrowed by country and by type: each choice a plain link to its own page, so it works
 * without JavaScript and can be shared (GOV.UK's filtered lists); with JavaScript the listing loads
 * the chosen page's list in place and says how many it shows (EventListing.tsx). Each group is
 * folded into a disclosure, open where the page is that group's choice: three Tab stops before the
 * cards, however many countries there are. The months are the list's pages below (#event-months).
 */
export function EventFilters({ allPath, type, place, current }: EventFiltersProps) {
  const { t } = useTranslation("events");
  const groups = [
    { key: "place", label: t("list.filters.place"), links: place },
    { key: "type", label: t("list.filters.type"), links: type },
  ].filter((group) => group.links.length > 0);
  return (
    <nav aria-labelledby="event-filters-heading" className={styles.filters} data-event-filters>
      <h3 id="event-filters-heading" className={styles.heading}>
        {t("list.filters.heading")}
      </h3>
      <div className={styles.groups}>
        <a href={allPath} className={styles.choice} aria-current={allPath === current ? "page" : undefined}>
          {t("list.filters.all")}
        </a>
        {groups.map((group) => {
          const chosen = group.links.find((link) => link.path === current);
          return (
            <details key={group.key} className={styles.group} open={chosen !== undefined}>
              <summary className={styles.summary}>{chosen ? `${group.label}: ${chosen.label}` : group.label}</summary>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <a href={link.path} className={styles.choice} aria-current={link === chosen ? "page" : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
        <a href="#event-months" className={styles.months}>
          {t("list.filters.byMonth")}
        </a>
      </div>
    </nav>
  );
}
