import React, { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { SearchBox } from "../search/SearchBox";
import { SearchResults } from "../search/SearchResults";
import { SiteMap, type SiteMapLists } from "../search/SiteMap";
import { SEARCH_PAUSE_MS, useSiteSearch } from "../search/useSiteSearch";
import { MAIN_NAV } from "../layout/Header";
import { LEGAL_LINKS } from "../layout/Footer";
import { pathFor } from "../../i18n/routes";
import * as styles from "../search/Search.module.scss";
import type { PageFrame } from "../layout/frame";

/** The address's query does not change while the page is open: nothing to subscribe to. */
const noChange = () => () => undefined;

interface SearchPageProps extends PageFrame {
  lists: SiteMapLists;
}

/**
 * The site's search (src/components/search/): results as the visitor types, from the index the build
 * wrote, loaded on the first search; and below them every page of the language, which is all there is
 * without JavaScript. A query in the address (?q=, from a not-found page) is searched at once.
 */
export function SearchPage({ lang, alternates, lists }: SearchPageProps) {
  const { t } = useTranslation("search");
  // The query in the address, once hydrated (the page's HTML has none): what a not-found page sent.
  const asked = useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).get("q") ?? "",
    () => "",
  );
  // What the visitor typed, and whether it was typed before the page hydrated (then, like the
  // address's query, it is searched at once: there is no typing to wait for a pause in).
  const [typed, setTyped] = useState<{ words: string; early: boolean } | null>(null);
  const query = typed?.words ?? asked;
  const state = useSiteSearch(query, typed === null || typed.early ? 0 : SEARCH_PAUSE_MS);
  return (
    <Layout lang={lang} current="search" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <div className={styles.section}>
        <div className={styles.inner}>
          <SearchBox
            id="search-query"
            action={pathFor("search", lang)}
            label={t("form.label")}
            button={t("form.button")}
            value={query}
            onChange={(words, early) => setTyped({ words, early })}
          />
          <SearchResults state={state} />
          <SiteMap lang={lang} menu={MAIN_NAV} legal={LEGAL_LINKS} lists={lists} />
        </div>
      </div>
    </Layout>
  );
}
