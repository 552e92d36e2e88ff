// What the page-creation steps hand to each other (src/node/buildSteps.ts checks the order).
import type { CreatePagesArgs } from "gatsby";
import type { BuildStep } from "../buildSteps";
import type { EntryRouteKey, RouteKey } from "../../i18n/routes";
import type { ShareImage } from "../../types/pageContext";
import type { Lang } from "../../i18n/languages";
import type { AddressPlan } from "../hosts/addresses";
import type { SiteAt } from "../schedule/siteAt";

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
  /** The site at the build's moment: its pages, the size of each paged list (src/node/schedule/siteAt.ts). */
  site: SiteAt;
  /** The addresses that have no page, at the build's moment (src/node/hosts/addresses.ts). */
  addressPlan: AddressPlan;
  /** Each page's social card. */
  shareCards: ShareCards;
  /** The items with a page of their own, in each language. */
  entries: EntryPage[];
  /** Each item page's social card, by its path. */
  entryCards: Record<string, ShareImage>;
}

export type CreatePagesStep = BuildStep<CreatePagesFacts>;
