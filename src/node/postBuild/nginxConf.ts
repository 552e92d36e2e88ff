// Writes deploy/generated/nginx.conf: the same headers for nginx, with the form receiver's proxy
// when the build uses it. It is not part of the site, so it stays out of public/.
import fs from "fs";
import path from "path";
import { fact } from "../buildSteps";
import { nginxConf } from "../headers/nginxConf";
import { deployDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeNginxConf: PostBuildStep = {
  name: "nginx.conf",
  writes: "deploy/generated/nginx.conf",
  needs: ["csp", "formReceiver"],
  async run(facts) {
    const receiver = fact(facts, "formReceiver");
    await fs.promises.mkdir(deployDir, { recursive: true });
    await fs.promises.writeFile(path.join(deployDir, "nginx.conf"), nginxConf(fact(facts, "csp"), undefined, undefined, receiver || undefined));
  },
};
