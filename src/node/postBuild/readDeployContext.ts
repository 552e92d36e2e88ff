// Writes nothing: decides whether this build is production or a deploy preview, for the steps after it.
import { StepFailure } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { buildContext } from "../deployContext";
import { shownStates } from "../schedule/privatePreviews";
import type { PostBuildStep } from "./steps";

export const readDeployContext: PostBuildStep = {
  name: "deploy context",
  writes: "nothing (production or preview, for robots.txt and _headers)",
  needs: ["reporter"],
  gives: ["deploy"],
  run(facts) {
    let scheduled: string;
    try {
      facts.deploy = buildContext(process.env, settings.cms.branch);
      scheduled = shownStates(process.env, settings.cms.branch).reason;
    } catch (error) {
      throw new StepFailure((error as Error).message);
    }
    facts.reporter?.info(
      `${facts.deploy.preview ? "Deploy preview: noindex" : "Production build"} (${facts.deploy.reason}); scheduled entries: ${scheduled}`,
    );
  },
};
