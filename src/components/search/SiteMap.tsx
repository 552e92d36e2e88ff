import { graphql } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { entryPath, pathFor, type EntryRouteKey, type RouteKey } from "../../i18n/routes";
import type { Lang } from "../../i18n/languages";
import * as styles from "./Search.module.scss";

export interface SiteMapItem {
  key: string;
  title: string;
  hasPage: boolean | null;
}

/** The lists whose items the site map names under them, with the route of their own pages. */
/** What the site map shows of an item, whichever its kind (src/templates/search.tsx asks each list for it). */
export const siteMapItem = graphql`
  fragment SiteMapItem on ItemPage {
    key
    title
    hasPage
  }
`;

export interface SiteMapLists {
  press: readonly SiteMapItem[];
  careers: readonly SiteMapItem[];
  events: readonly SiteMapItem[];
}

const ITEM_ROUTE: Readonly<Record<keyof SiteMapLists, EntryRouteKey>> = { press: "pressRelease", careers: "opening", events: "event" };

interface SiteMapProps {
  lang: Lang;
  /** The menus' pages, in their order (src/components/layout/Header.tsx, Footer.tsx). */
  menu: readonly RouteKey[];
  legal: readonly RouteKey[];
  lists: SiteMapLists;
}

/**
 * Every page of the language, grouped as the menus group them, with the live items of each list under
 * it: a site map a visitor can read, without JavaScript as with it. An item with a page of its own links
 * to it; one without links to its list, where its card is.
 */
export function SiteMap({ lang, menu, legal, lists }: SiteMapProps) {
  const { t } = useTranslation(["search", "common"]);
  const page = (key: RouteKey) => {
    const items = (key in lists ? lists[key as keyof SiteMapLists] : []) as readonly SiteMapItem[];
    return (
      <li key={key}>
        <a href={pathFor(key, lang)}>{t(`common:nav.${key}`)}</a>
        {items.length > 0 && (
          <ul aria-label={t(`search:siteMap.${key}`)} className={styles.items}>
            {items.map((item) => (
              <li key={item.key}>
                <a href={item.hasPage ? entryPath(ITEM_ROUTE[key as keyof SiteMapLists], lang, item.key) : pathFor(key, lang)}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  };
  return (
    <section aria-labelledby="site-map-heading" className={styles.siteMap}>
      <h2 id="site-map-heading" className={styles.siteMapHeading}>
        {t("search:siteMap.heading")}
      </h2>
      <p className={styles.intro}>{t("search:siteMap.intro")}</p>
      <div className={styles.groups}>
        {(
          [
            ["menu", menu],
            ["legal", legal],
          ] as const
        ).map(([group, keys]) => (
          <nav key={group} aria-labelledby={`site-map-${group}`}>
            <h3 id={`site-map-${group}`} className={styles.groupHeading}>
              {t(`search:siteMap.${group}`)}
            </h3>
            <ul className={styles.pages}>{keys.map(page)}</ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
