// Writes deploy/generated/nginx.conf: the same headers for nginx, with the form receiver's proxy
// when the build uses it, and the content manager's sign-in when the site is its own sign-in service
// (src/cms/signin/app.ts); and the moved and gone addresses, which change with the content, in a file
// of their own the server block includes. Neither is part of the site, so both stay out of public/.
import fs from "fs";
import path from "path";
import { fact } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { nginxAddresses, nginxConf, receiverUpstream } from "../hosts/nginxConf";
import { servesSignIn } from "../../cms/signin/app";
import { deployDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeNginxConf: PostBuildStep = {
  name: "nginx.conf",
  writes: "deploy/generated/nginx.conf and deploy/generated/addresses.conf",
  needs: ["csp", "formReceiver", "pageFiles", "addressPlan"],
  async run(facts) {
    const receiver = fact(facts, "formReceiver");
    await fs.promises.mkdir(deployDir, { recursive: true });
    const signIn = servesSignIn(settings) ? { path: settings.cms.signInPath, upstream: receiverUpstream() } : undefined;
    await fs.promises.writeFile(
      path.join(deployDir, "nginx.conf"),
      nginxConf({ csp: fact(facts, "csp"), ...(receiver && { receiver }), ...(signIn && { signIn }) }),
    );
    await fs.promises.writeFile(path.join(deployDir, "addresses.conf"), nginxAddresses(fact(facts, "addressPlan")));
  },
};
