import { useEffect, useRef, useState } from "react";
import { loadPagefind } from "./pagefind";

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string }
  | { status: "done"; query: string; total: number; hits: SearchHit[] };

/** How long after the last key press the search runs: one search per pause, not one per letter. */
export const SEARCH_PAUSE_MS = 80;
/** How many results a search shows. */
export const SHOWN_RESULTS = 10;

/**
 * The site's search over `query`: nothing is loaded until there is a query; then Pagefind once, and a
 * search after each pause in typing (`pauseMs`: none for words that were not typed just now, such as
 * the address's query or words typed before the page hydrated). A newer query wins over an older one still on its way. Pagefind
 * starts loading at the first key, and fetches the index chunks of the words typed so far while the
 * visitor types, so the pause ends on a loaded index: the first results of a visit showed 283–322 ms
 * after the last key at 4× CPU when it loaded only after the pause (npm run bench -- --search).
 */
export function useSiteSearch(query: string, pauseMs: number = SEARCH_PAUSE_MS): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const latest = useRef(0);
  const words = query.trim();
  useEffect(() => {
    const run = ++latest.current;
    if (words === "") return undefined;
    const ready = loadPagefind();
    // Only a head start: a failure here is the search's to report, after the pause.
    ready.then((pagefind) => pagefind.preload(words)).catch(() => undefined);
    const timer = setTimeout(async () => {
      setState((previous) => (previous.status === "done" ? previous : { status: "loading", query: words }));
      try {
        const pagefind = await ready;
        const found = await pagefind.search(words);
        const results = found?.results ?? [];
        const hits = await Promise.all(
          results.slice(0, SHOWN_RESULTS).map(async (result) => {
            const data = await result.data();
            return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
          }),
        );
        if (run === latest.current) setState({ status: "done", query: words, total: results.length, hits });
      } catch {
        if (run === latest.current) setState({ status: "error", query: words });
      }
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [words, pauseMs]);
  if (words === "") return { status: "idle" };
  // With no pause to wait for, the search is under way as the words arrive: it says so in this render,
  // not in one more after the timer's.
  if (pauseMs === 0 && state.status === "idle") return { status: "loading", query: words };
  return state;
}
