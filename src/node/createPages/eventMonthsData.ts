// Writes public/data/event-months-<lang>.json: the page of each event's month, where its card stays
// for good, which the events page reads only to forward a link an earlier build made to a card it
// no longer shows (/en/events#<key>-title: src/components/events/oldCardAddress.ts).
import fs from "fs";
import path from "path";
import { eventMonthsDataPath } from "../../lib/eventAnchor";
import { fact } from "../buildSteps";
import { publicDir } from "../paths";
import type { ListPage } from "../schedule/siteAt";
import type { CreatePagesStep } from "./steps";
import { type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

/**
 * Each shown event's key and its month's page, in each language, from the model of the site (which
 * names no event that is not shown): `{ "<key>": "/en/events/2027-05" }`.
 */
export function eventMonths(listPages: readonly ListPage[]): Record<Lang, Record<string, string>> {
  const months = listPages.filter((page) => page.route.key === "eventsMonth");
  return perLanguage((lang) => Object.fromEntries(months.flatMap((page) => page.keys.map((key) => [key, page.paths[lang]]))));
}

export const eventMonthsData: CreatePagesStep = {
  name: "event months data",
  writes: "public/data/event-months-<lang>.json",
  needs: ["site"],
  async run(facts) {
    const byLanguage = eventMonths(fact(facts, "site").listPages);
    await fs.promises.mkdir(path.join(publicDir, path.dirname(eventMonthsDataPath(LANGUAGES[0]))), { recursive: true });
    for (const lang of LANGUAGES)
      await fs.promises.writeFile(path.join(publicDir, eventMonthsDataPath(lang)), JSON.stringify(byLanguage[lang]));
  },
};
