// Gatsby's createPages: the steps that make the pages and the files they link to, in the order they
// run. Each step's module says on its first line what it writes; `needs`/`gives` in the steps make a
// wrong order stop the build (src/node/buildSteps.ts).
import type { GatsbyNode } from "gatsby";
import { runSteps } from "../buildSteps";
import { addressPlan } from "./addressPlan";
import { entryPages } from "./entryPages";
import { eventMonthsData } from "./eventMonthsData";
import { gonePages } from "./gonePages";
import { shareCards } from "./shareCards";
import { sitePages } from "./sitePages";
import type { CreatePagesStep } from "./steps";

export const CREATE_PAGES_STEPS: readonly CreatePagesStep[] = [addressPlan, eventMonthsData, entryPages, shareCards, sitePages, gonePages];

export const createPages: GatsbyNode["createPages"] = ({ actions, graphql, reporter }) =>
  runSteps("createPages", CREATE_PAGES_STEPS, { graphql, reporter, createPage: actions.createPage }, reporter);
