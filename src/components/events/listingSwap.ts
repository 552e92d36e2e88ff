// The events listing's links, loaded in place: a filter, a month or the first page, chosen in the
// listing, replaces the listing with that page's (fetched as the page itself, its HTML), gives the
// address to the browser's history, and says in a polite live region what the list now holds.
// Without JavaScript, or when the page cannot be fetched, each link is the plain navigation it is.
import { listByPath, pathFor } from "../../i18n/routes";
import { LANGUAGES } from "../../i18n/languages";

/** The history entries this listing shows: the page's own, and each it loaded in place. */
const STATE = "eventListing";

/** Whether an address is a page of the events list: its first page, or a month's, a type's or a place's. */
export function isEventListPage(pathname: string): boolean {
  const path = pathname.replace(/\/$/, "");
  return LANGUAGES.some((lang) => pathFor("events", lang) === path) || listByPath(path)?.route.list === "events";
}

interface Swap {
  /** The element whose content the build rendered (StaticHtml); the fetched page has one with the same id. */
  listing: HTMLElement;
  /** A polite live region outside the listing. */
  status: HTMLElement;
  /** What the region says: the page's heading, and how many events it lists. */
  announce: (title: string, count: number) => string;
}

/** Starts listening; returns what stops it. */
export function enhanceListing({ listing, status, announce }: Swap): () => void {
  let pending: AbortController | undefined;

  async function show(path: string, how: "push" | "pop", chosen?: string): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    listing.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(path, { signal: controller.signal, headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      const content = next.getElementById(listing.id);
      if (!content) throw new Error(`${path} has no #${listing.id}`);
      listing.innerHTML = content.innerHTML;
      document.title = next.title;
      // The page's heading and lead, and the language links, become the loaded page's: the
      // address now names that page, and so does everything that says where the visitor is.
      const heading = document.querySelector("main h1");
      const nextHeading = next.querySelector("main h1");
      if (heading && nextHeading) {
        heading.textContent = nextHeading.textContent;
        const [lead, nextLead] = [heading.nextElementSibling, nextHeading.nextElementSibling];
        if (lead?.tagName === "P" && nextLead?.tagName === "P") lead.textContent = nextLead.textContent;
      }
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-switch-lang]")) {
        const twin = next.querySelector(`a[data-switch-lang="${link.dataset.switchLang ?? ""}"]`)?.getAttribute("href");
        if (twin) link.setAttribute("href", twin);
      }
      // A skip link whose part this page lacks (a month's page has no past events of its own) hides.
      for (const skip of document.querySelectorAll<HTMLAnchorElement>("a[data-skip-link]"))
        skip.hidden = !document.getElementById(skip.hash.slice(1));
      if (how === "push") history.pushState({ ...(history.state as object | null), [STATE]: true }, "", path);
      status.textContent = announce(nextHeading?.textContent ?? next.title, listing.querySelectorAll("[data-event]").length);
      // A filter chosen keeps the focus on that choice; any other link gives it to the list's first part.
      const again = chosen && [...listing.querySelectorAll<HTMLAnchorElement>("[data-event-filters] a")].find((a) => a.pathname === chosen);
      if (again) again.focus();
      else listing.querySelector<HTMLElement>("section[tabindex]")?.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      // As without JavaScript: the page itself.
      location.assign(path);
    } finally {
      if (pending === controller) listing.removeAttribute("aria-busy");
    }
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin || link.hash) return;
    if (!isEventListPage(link.pathname)) return;
    event.preventDefault();
    void show(link.pathname, "push", link.closest("[data-event-filters]") ? link.pathname : undefined);
  };

  // Back and forward between the entries this listing made: Gatsby's router would render the page in
  // the browser, which keeps no listing (it is the build's HTML), so this listener, first on the
  // window, answers instead and the router never hears of it.
  const onPopState = (event: PopStateEvent) => {
    if (!(event.state as Record<string, unknown> | null)?.[STATE]) return;
    event.stopImmediatePropagation();
    void show(location.pathname, "pop");
  };

  history.replaceState({ ...(history.state as object | null), [STATE]: true }, "");
  listing.addEventListener("click", onClick);
  window.addEventListener("popstate", onPopState, true);
  return () => {
    pending?.abort();
    listing.removeEventListener("click", onClick);
    window.removeEventListener("popstate", onPopState, true);
  };
}
