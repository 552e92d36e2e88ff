// Writes public/data/openings-<lang>.json: each language's openings, which the careers filters search
// across every page of the paged list once a visitor filters.
import fs from "fs";
import path from "path";
import { openingsDataPath, type OpeningsData } from "../../lib/openings";
import { fact, StepFailure } from "../buildSteps";
import { publicDir } from "../paths";
import type { CreatePagesStep } from "./steps";
import { type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

type OpeningNode = Queries.CareersOpeningsQuery["allJobOpening"]["nodes"][number];

/** Each language's openings in page order, minimal fields: what the careers filters search across pages. */
export function openingsByLanguage(nodes: readonly OpeningNode[]): Record<Lang, OpeningsData> {
  const byLang = perLanguage((): OpeningsData => []);
  for (const { lang, key, title, department, location, hasPage, goesLiveLabel } of nodes)
    // The label is there only on a private preview; production's file stays as it was.
    byLang[lang as Lang]?.push({ key, title, department, location, hasPage, ...(goesLiveLabel ? { goesLiveLabel } : {}) });
  return byLang;
}

export const openingsData: CreatePagesStep = {
  name: "openings data",
  writes: "public/data/openings-<lang>.json",
  needs: ["graphql"],
  gives: ["openings"],
  async run(facts) {
    // Called by its own name, so graphqlTypegen finds the query and types it.
    const graphql = fact(facts, "graphql");
    const result = await graphql<Queries.CareersOpeningsQuery>(`
      query CareersOpenings {
        allJobOpening(filter: { closed: { eq: false } }, sort: [{ order: ASC }, { key: ASC }]) {
          nodes {
            lang
            key
            title
            department
            location
            hasPage
            goesLiveLabel
          }
        }
      }
    `);
    if (result.errors || !result.data) throw new StepFailure(`the job openings query failed: ${JSON.stringify(result.errors)}`);
    const openings = openingsByLanguage(result.data.allJobOpening.nodes);
    const counts = LANGUAGES.map((lang) => openings[lang].length);
    if (new Set(counts).size > 1) {
      throw new StepFailure(
        `the languages have different numbers of job openings (${LANGUAGES.map((l, i) => `${l}: ${counts[i]}`).join(", ")}); careers pages pair by number`,
      );
    }
    await fs.promises.mkdir(path.join(publicDir, path.dirname(openingsDataPath(LANGUAGES[0]))), { recursive: true });
    for (const lang of LANGUAGES) await fs.promises.writeFile(path.join(publicDir, openingsDataPath(lang)), JSON.stringify(openings[lang]));
    facts.openings = openings;
  },
};
