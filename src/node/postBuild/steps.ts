// What the post-build steps hand to each other (src/node/buildSteps.ts checks the order).
import type { BuildArgs } from "gatsby";
import type { BuildContext } from "../deployContext";
import type { NginxReceiver } from "../hosts/nginxConf";
import type { AddressPlan } from "../hosts/addresses";
import { StepFailure, type BuildStep } from "../buildSteps";
import type { SitemapPage } from "../../i18n/sitemap";
import { rewritePages } from "../htmlFiles";

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
  /** Every page Gatsby made, with its context (the sitemap and the search index choose from them). */
  pages: SitemapPage[];
  /** Set once every page is at public/<path>.html, the file each host serves at the page's own address. */
  pageFiles: true;
  /** The addresses that have no page, as the build planned them at its moment (src/node/createPages/addressPlan.ts). */
  addressPlan: AddressPlan;
  /** Where nginx proxies the form receiver, or false when the build does not use it. */
  formReceiver: NginxReceiver | false;
}

export type PostBuildStep = BuildStep<PostBuildFacts>;

/** The facts that say every page has been rewritten one way. */
type PageRewritten = "inlineScriptsMinified" | "bundlesDeferred" | "pagePathShared";

/**
 * A step that rewrites every page of public/ with `change`, then sets `done`. `skip` leaves the
 * pages as Gatsby wrote them (the benchmark's switches) and still sets the fact, so the order holds.
 */
export function pageRewrite(
  step: { name: string; writes: string; done: PageRewritten; skip?: () => boolean },
  change: (html: string) => string,
): PostBuildStep {
  return {
    name: step.name,
    writes: step.writes,
    gives: [step.done],
    async run(facts) {
      if (!step.skip?.()) await rewritePages(change);
      facts[step.done] = true;
    },
  };
}

/**
 * A check: a step that writes nothing and stops the build when `find` finds anything. `explain` gets
 * how many it found and the first ten of them, joined, and says what is wrong and what to do.
 */
export function refusal(name: string, find: () => string[], explain: (count: number, firstTen: string) => string): PostBuildStep {
  return {
    name,
    writes: "nothing (a check)",
    run() {
      const found = find();
      if (found.length === 0) return;
      throw new StepFailure(explain(found.length, `${found.slice(0, 10).join("; ")}${found.length > 10 ? "; …" : ""}`));
    },
  };
}
