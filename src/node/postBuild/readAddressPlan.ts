// Writes nothing: reads back the plan of the addresses that have no page, which page creation worked
// out at the build's moment (src/node/createPages/addressPlan.ts), so the hosts' files are written from
// the plan the gone pages were made from, not from a second reading of the content.
import fs from "fs";
import { StepFailure } from "../buildSteps";
import type { AddressPlan } from "../hosts/addresses";
import { addressPlanFile } from "../paths";
import type { PostBuildStep } from "./steps";

export const readAddressPlan: PostBuildStep = {
  name: "address plan",
  writes: "nothing (the plan page creation wrote, for _redirects and nginx)",
  gives: ["addressPlan"],
  run(facts) {
    if (!fs.existsSync(addressPlanFile))
      throw new StepFailure(`${addressPlanFile} is not there: page creation writes it (src/node/createPages/addressPlan.ts)`);
    facts.addressPlan = JSON.parse(fs.readFileSync(addressPlanFile, "utf8")) as AddressPlan;
  },
};
