// Pagefind's browser API (npm pagefind, written into public/pagefind/ by src/node/postBuild/searchIndex.ts),
// loaded only when a visitor searches: no other page, and no first load, requests any of it.

/** Where the build writes the index and its script. */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

export interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  /** Fetches the index chunks a search for `query` will need, without searching. */
  preload(query: string): Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/** The API, loaded once (it picks the index of the page's <html lang> itself). */
export function loadPagefind(url: string = PAGEFIND_URL): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load may be tried again (a flaky connection): forget it.
  loading.catch(() => (loading = undefined));
  return loading;
}
