// What an entry's files held before the editor changed it, for the question before a save
// (./translationCheck.ts). Decap's preSave gets the entry being saved only, and its i18n entries keep
// no raw file, so the loaded entry is read from Decap's Redux store: Decap 3 publishes no API for
// it, and the store is the Provider's prop at the top of its React tree (under #nc-root). If a
// later Decap moves it, nothing is found and the save goes ahead without the question.
import { withoutScheduleSummary } from "./scheduleSummary";
import type { EntryData } from "../../content-model/translations";
import type { ImmutableMap } from "./decap";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../../i18n/languages";

interface Fiber {
  child?: Fiber | null;
  sibling?: Fiber | null;
  memoizedProps?: { store?: { getState(): Record<string, unknown> } } | null;
}

export function decapStore(): { getState(): Record<string, unknown> } | undefined {
  const root = document.getElementById("nc-root") as (HTMLElement & Record<string, unknown>) | null;
  const key = root ? Object.keys(root).find((k) => k.startsWith("__reactContainer$")) : undefined;
  const stack: (Fiber | null | undefined)[] = [key ? (root![key] as Fiber) : undefined];
  // The Provider is a few levels down; a bound keeps a changed tree from costing a save anything.
  for (let seen = 0; stack.length > 0 && seen < 2000; seen++) {
    const fiber = stack.pop();
    if (!fiber) continue;
    if (typeof fiber.memoizedProps?.store?.getState === "function") return fiber.memoizedProps.store;
    stack.push(fiber.sibling, fiber.child);
  }
  return undefined;
}

/** Every language's data of an entry: the default language's, and the others' under i18n. */
export function entryData(entry: ImmutableMap): EntryData {
  const data: EntryData = {};
  for (const lang of LANGUAGES) {
    const path = lang === DEFAULT_LANGUAGE ? ["data"] : ["i18n", lang, "data"];
    const value = (entry.getIn(path) as ImmutableMap | undefined)?.toJS();
    // The list's state of a scheduled entry is no content (./scheduleSummary.ts): not checked, not compared.
    if (value && typeof value === "object") data[lang as Lang] = withoutScheduleSummary(value as Record<string, unknown>);
  }
  return data;
}

/** What this page saved last, by "<collection>.<slug>": newer than the store's copy after a save. */
const savedHere = new Map<string, EntryData>();

export function rememberSaved(entry: ImmutableMap): void {
  savedHere.set(`${String(entry.get("collection"))}.${String(entry.get("slug"))}`, entryData(entry));
}

/** The entry as its files hold it: an unpublished change's (editorial workflow) or the published one. */
export function savedEntry(collection: string, slug: string): EntryData | undefined {
  const id = `${collection}.${slug}`;
  const here = savedHere.get(id);
  if (here) return here;
  const state = decapStore()?.getState();
  for (const branch of ["editorialWorkflow", "entries"]) {
    const entry = (state?.[branch] as ImmutableMap | undefined)?.getIn?.(["entities", id]) as ImmutableMap | undefined;
    if (entry && typeof entry.getIn === "function") return entryData(entry);
  }
  return undefined;
}
