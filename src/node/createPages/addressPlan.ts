// Writes .cache/address-plan.json: the site at the build's moment (which pages it has) and the plan of
// the addresses that have none, worked out once per build. The gone pages are created from it here;
// after the build, _redirects and nginx's addresses file are written from the same plan
// (src/node/postBuild/readAddressPlan.ts). The log names each line of the editors' list that time
// settled otherwise than it is written.
import fs from "fs";
import path from "path";
import { buildTime } from "../buildDate";
import { contentDir, contentSettings as settings } from "../contentFolder";
import { formerListPages, planAddresses, readAddressLines, settledLog } from "../hosts/addresses";
import { addressPlanFile } from "../paths";
import { shownStates } from "../schedule/privatePreviews";
import { readSchedule, siteAt } from "../schedule/siteAt";
import type { CreatePagesStep } from "./steps";

export const addressPlan: CreatePagesStep = {
  name: "address plan",
  writes: path.relative(process.cwd(), addressPlanFile),
  gives: ["site", "addressPlan"],
  async run(facts) {
    const snapshot = readSchedule(contentDir);
    const site = siteAt(snapshot, buildTime(), shownStates(process.env, settings.cms.branch).shown);
    const plan = planAddresses(site, readAddressLines(contentDir), formerListPages(snapshot));
    for (const line of settledLog(plan)) facts.reporter?.warn(`Moved and gone addresses: ${line}`);
    await fs.promises.mkdir(path.dirname(addressPlanFile), { recursive: true });
    await fs.promises.writeFile(addressPlanFile, JSON.stringify(plan));
    facts.site = site;
    facts.addressPlan = plan;
  },
};
