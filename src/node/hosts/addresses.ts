// What the build tells each host about the addresses that have no page: the short addresses, the
// editors' moved addresses (content/addresses.json) and the pages that were live and no longer are.
// The checks of the editors' list run here with every page the build publishes (the rules are in
// src/content-model/addresses.ts); src/node/hosts/redirectsFile.ts and nginxConf.ts write the rules.
import fs from "fs";
import path from "path";
import { addressLines, addressProblems, type SiteAddresses } from "../../content-model/addresses";
import { ADDRESSES } from "../../content-model/model";
import { contentSettings as settings } from "../contentFolder";
import { entryByPath, entryPath, entryRoutes, languageFromPath, pathFor, routes, shortAddresses, type RouteKey } from "../../i18n/routes";
import { pageSlices } from "../../i18n/paging";
import { goneEntries, hasPage, liveItems } from "../schedule/published";
import { type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

/** A page the build makes at an address whose page is gone: in its language, linking to its list. */
export interface GonePage {
  path: string;
  lang: Lang;
  /** The list the page was on (press, careers, events), when its address says. */
  list: RouteKey | null;
  /** Where its language switch leads: each language's list (or home). */
  alternates: Record<Lang, string>;
}

export interface AddressPlan {
  /** 301s: the short addresses, then the editors' moved addresses. */
  moved: { from: string; to: string }[];
  /** The editors' moved addresses alone (content: the nginx server block includes them from a file of their own). */
  editorsMoved: { from: string; to: string }[];
  gone: GonePage[];
}

/** Every page the build publishes at `at`, by path: the slug map's (a paged list's later pages included), the items', "/" and the not-found pages. */
export function publishedPages(contentDir: string, at: number): Set<string> {
  const pages = new Set<string>(["/", "/404", ...LANGUAGES.map((lang) => `${pathFor("home", lang)}/404`)]);
  for (const route of routes)
    for (const lang of LANGUAGES) {
      const count = route.paged ? liveItems(contentDir, "jobs", at).length : 1;
      const slices = route.paged ? pageSlices(count, settings.careers.openingsPerPage) : [{ page: 1 }];
      for (const { page } of slices) pages.add(pathFor(route.key, lang, page));
    }
  for (const route of entryRoutes)
    for (const item of liveItems(contentDir, route.entries, at).filter(hasPage))
      for (const lang of LANGUAGES) pages.add(entryPath(route.key, lang, item.key));
  return pages;
}

/** The site as the address rules see it in a build at `at`. */
export function siteAddresses(contentDir: string, at: number): SiteAddresses {
  const pages = publishedPages(contentDir, at);
  return {
    isPage: (p) => pages.has(p),
    shortAddresses: new Map(shortAddresses().map(({ from, to }) => [from, to])),
  };
}

/** The list as the file holds it; a missing file is an empty list (the content checks want it there). */
function readAddresses(contentDir: string): Record<string, unknown> {
  const file = path.join(contentDir, ADDRESSES.file);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
}

/**
 * The content check of the list (run with the others before the build, src/node/checkContent.ts): each
 * problem names the line, as the content manager numbers it, and what to write instead.
 */
export function checkAddresses(contentDir: string, at: number): string[] {
  const where = `content/${ADDRESSES.file}`;
  let data: Record<string, unknown>;
  try {
    data = readAddresses(contentDir);
  } catch (error) {
    return [`${where}: not valid JSON (${(error as Error).message})`];
  }
  const lines = addressLines(data);
  const lineOf = (labels: readonly string[]) => Number(labels[1]) || 0;
  const problems = [...addressProblems(data, siteAddresses(contentDir, at))].sort((a, b) => lineOf(a.labels) - lineOf(b.labels));
  return problems.map((p) => {
    const n = Number(p.labels[1]);
    const line = lines[n - 1];
    const which = line ? ` (${line.from || "no old address"} → ${line.to ?? "gone"})` : "";
    return Number.isInteger(n) && n > 0
      ? `${where}, line ${n}${which}: “${p.labels[2]}” ${p.message}`
      : `${where}: “${p.labels.join(" › ")}” ${p.message}`;
  });
}

/**
 * Where a gone page's language switch leads, in each language: the list the page was on, else the
 * home. Never a gone address (the twin of a gone item is gone too): every address a page names answers 200.
 */
function alternatesOf(gonePath: string): Record<Lang, string> {
  const entry = entryByPath(gonePath);
  return perLanguage((lang) => (entry ? pathFor(entry.route.parent, lang) : pathFor("home", lang)));
}

/**
 * The plan for a build at `at`: the short addresses and the editors' lines forward (301); each entry
 * page that was live and no longer is, and each line with no new address, answers gone, unless a line
 * forwards it (then the line wins). Run after the content checks, which refuse a list this would misread.
 */
export function addressPlan(contentDir: string, at: number): AddressPlan {
  const lines = addressLines(readAddresses(contentDir));
  const editorsMoved = lines.filter((l): l is { from: string; to: string } => l.to !== undefined);
  const forwarded = new Set(editorsMoved.map((l) => l.from));
  const gonePaths = [
    ...goneEntries(contentDir, at).flatMap(({ route, key }) => LANGUAGES.map((lang) => entryPath(route.key, lang, key))),
    ...lines.filter((l) => l.to === undefined).map((l) => l.from),
  ].filter((p, i, all) => !forwarded.has(p) && all.indexOf(p) === i);
  return {
    moved: [...shortAddresses(), ...editorsMoved],
    editorsMoved,
    gone: gonePaths.map((p) => ({
      path: p,
      lang: languageFromPath(p),
      list: entryByPath(p)?.route.parent ?? null,
      alternates: alternatesOf(p),
    })),
  };
}
