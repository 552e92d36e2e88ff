// What the page-creation steps hand to each other (src/node/buildSteps.ts checks the order).
import type { CreatePagesArgs } from "gatsby";
import type { Lang } from "../../config/languages";
import type { OpeningsData } from "../../lib/openings";
import type { BuildStep } from "../buildSteps";
import type { ShareCards } from "./shareCards";

export interface CreatePagesFacts {
  graphql: CreatePagesArgs["graphql"];
  reporter: CreatePagesArgs["reporter"];
  createPage: CreatePagesArgs["actions"]["createPage"];
  /** Each language's job openings in page order: the careers list is paged by their number. */
  openings: Record<Lang, OpeningsData>;
  /** Each page's social card. */
  shareCards: ShareCards;
}

export type CreatePagesStep = BuildStep<CreatePagesFacts>;
