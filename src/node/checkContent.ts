import type { GatsbyNode } from "gatsby";
import routeMap from "../config/routes.json";
import { checkContent } from "./contentChecks";
import { checkRoutes } from "../i18n/routeChecks";
import { routes } from "../i18n/routes";
import { contentDir } from "./contentFolder";
import { checkMedia } from "./media/checkMedia";
import { checkAddresses } from "./hosts/addresses";
import { buildTime } from "./buildDate";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);
  const errors = [
    ...checkRoutes(routeMap),
    ...checkContent(contentDir, policyKeys),
    // The moved and gone addresses, by the rules no moment can change: what time changes is settled
    // at the build's moment (src/node/createPages/addressPlan.ts), never refused.
    ...checkAddresses(contentDir, buildTime(), "build"),
    ...(await checkMedia(contentDir)),
  ];
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content in ${contentDir} has ${errors.length} problem(s):\n  - ${errors.join("\n  - ")}`);
  }
};
