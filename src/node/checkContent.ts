import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkContent, passedEvents } from "../lib/contentChecks";
import { routes } from "../i18n/routes";

export const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.resolve("content");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);
  const errors = checkContent(contentDir, policyKeys);
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content in ${contentDir} has ${errors.length} problem(s):\n  - ${errors.join("\n  - ")}`);
  }
  for (const warning of passedEvents(contentDir, new Date().toISOString().slice(0, 10))) reporter.warn(warning);
};
