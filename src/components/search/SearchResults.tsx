import React from "react";
import { useTranslation } from "react-i18next";
import { Excerpt } from "./excerpt";
import type { SearchState } from "./useSiteSearch";
import * as styles from "./Search.module.scss";

/**
 * What a search found: a polite live region says how many pages matched (screen readers hear it as it
 * changes), then each as a link with its title and an excerpt with the words found marked.
 */
export function SearchResults({ state }: { state: SearchState }) {
  const { t } = useTranslation("search");
  const status =
    state.status === "loading"
      ? t("form.loading")
      : state.status === "error"
        ? t("form.error")
        : state.status === "done"
          ? state.total === 0
            ? t("results.none", { query: state.query })
            : t("results.count", { count: state.total, query: state.query })
          : "";
  return (
    <section aria-labelledby="search-results-heading" className={styles.results}>
      <h2 id="search-results-heading" className="visually-hidden">
        {t("results.heading")}
      </h2>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.status}>
        {status}
      </p>
      {state.status === "done" && state.hits.length > 0 && (
        <ol className={styles.hits}>
          {state.hits.map((hit) => (
            <li key={hit.url} className={styles.hit}>
              <h3 className={styles.hitTitle}>
                <a href={hit.url}>{hit.title}</a>
              </h3>
              <p className={styles.excerpt}>
                <Excerpt html={hit.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
