// Finds the items that have a page of their own (src/config/routes.json, the entry routes): a press
// release, an open job opening or an event with a page text. Writes nothing; the social cards and the
// pages are made from what it finds.
import { entryPath, entryRoutes, type EntryRouteKey } from "../../i18n/routes";
import { fact, StepFailure } from "../buildSteps";
import type { CreatePagesStep, EntryPage } from "./steps";
import { isLang, type Lang } from "../../i18n/languages";

type Node = { key: string; lang: string; title: string; body: string | null };

/** The pages of the items whose page text is written (in every language: a content rule), closed openings left out. */
export function entryPagesOf(nodesByRoute: Record<EntryRouteKey, readonly Node[]>): EntryPage[] {
  return entryRoutes.flatMap((route) =>
    nodesByRoute[route.key]
      .filter((node) => isLang(node.lang) && typeof node.body === "string" && node.body.trim() !== "")
      .map((node) => ({
        route: route.key,
        key: node.key,
        lang: node.lang as Lang,
        title: node.title,
        path: entryPath(route.key, node.lang as Lang, node.key),
      })),
  );
}

export const entryPages: CreatePagesStep = {
  name: "item pages",
  writes: "nothing (finds the items with a page of their own)",
  needs: ["graphql"],
  gives: ["entries"],
  async run(facts) {
    const graphql = fact(facts, "graphql");
    const result = await graphql<Queries.EntryPagesQuery>(`
      query EntryPages {
        pressRelease: allPressRelease(filter: { body: { ne: null } }) {
          nodes {
            key
            lang
            title
            body
          }
        }
        opening: allJobOpening(filter: { body: { ne: null }, closed: { eq: false } }) {
          nodes {
            key
            lang
            title
            body
          }
        }
        event: allUpcomingEvent(filter: { body: { ne: null } }) {
          nodes {
            key
            lang
            title
            body
          }
        }
      }
    `);
    if (result.errors || !result.data) throw new StepFailure(`the item pages query failed: ${JSON.stringify(result.errors)}`);
    const { pressRelease, opening, event } = result.data;
    facts.entries = entryPagesOf({ pressRelease: pressRelease.nodes, opening: opening.nodes, event: event.nodes });
  },
};
