// What the page-creation steps hand to each other (src/node/buildSteps.ts checks the order).
import type { CreatePagesArgs } from "gatsby";
import type { OpeningsData } from "../../lib/openings";
import type { BuildStep } from "../buildSteps";
import type { EntryRouteKey, RouteKey } from "../../i18n/routes";
import type { ShareImage } from "../../types/pageContext";
import type { Lang } from "../../i18n/languages";

/** One item's own page in one language (src/node/createPages/entryPages.ts finds them). */
export interface EntryPage {
  route: EntryRouteKey;
  key: string;
  lang: Lang;
  title: string;
  path: string;
}

/** Each page's card by language and route key; a paged route's later pages use page 1's card. */
export type ShareCards = Record<Lang, Record<RouteKey, ShareImage>>;

export interface CreatePagesFacts {
  graphql: CreatePagesArgs["graphql"];
  reporter: CreatePagesArgs["reporter"];
  createPage: CreatePagesArgs["actions"]["createPage"];
  /** Each language's job openings in page order: the careers list is paged by their number. */
  openings: Record<Lang, OpeningsData>;
  /** Each page's social card. */
  shareCards: ShareCards;
  /** The items with a page of their own, in each language. */
  entries: EntryPage[];
  /** Each item page's social card, by its path. */
  entryCards: Record<string, ShareImage>;
}

export type CreatePagesStep = BuildStep<CreatePagesFacts>;
