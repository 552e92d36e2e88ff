// What the post-build steps hand to each other (src/node/buildSteps.ts checks the order).
import type { BuildArgs } from "gatsby";
import type { BuildContext } from "../deployContext";
import type { NginxReceiver } from "../headers/nginxConf";
import type { BuildStep } from "../buildSteps";

export interface PostBuildFacts {
  graphql: BuildArgs["graphql"];
  reporter: BuildArgs["reporter"];
  /** Production or a deploy preview. */
  deploy: BuildContext;
  /** The Content-Security-Policy of the pages, with this build's inline script hashes. */
  csp: string;
  /** Set once the site's inline scripts are minified: the policy hashes them as pages carry them. */
  inlineScriptsMinified: true;
  /** Set once the bundle loader replaced Gatsby's script tags (or the benchmark left them). */
  bundlesDeferred: true;
  /** Set once every page's page-path script has the same text, so the policy holds one hash for it. */
  pagePathShared: true;
  /** Where nginx proxies the form receiver, or false when the build does not use it. */
  formReceiver: NginxReceiver | false;
}

export type PostBuildStep = BuildStep<PostBuildFacts>;
