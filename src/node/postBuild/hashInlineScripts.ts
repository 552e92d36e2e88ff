// Writes nothing: computes the pages' Content-Security-Policy from the inline scripts they now hold,
// so it runs after every step that adds or changes one, and before the steps that write headers.
import fs from "fs";
import { StepFailure } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { formEndpoint, isOn, RECEIVER_PATH } from "../../forms/endpoint";
import { TURNSTILE_ORIGIN, turnstileSiteKey } from "../../forms/turnstile";
import { receiverUpstream } from "../hosts/nginxConf";
import { connectSources, contentSecurityPolicy, inlineScriptHashes } from "../hosts/policy";
import { htmlFiles } from "../htmlFiles";
import type { PostBuildStep } from "./steps";

export const hashInlineScripts: PostBuildStep = {
  name: "content security policy",
  writes: "nothing (the policy, for _headers and nginx.conf)",
  needs: ["reporter", "inlineScriptsMinified", "bundlesDeferred", "pagePathShared"],
  gives: ["csp", "formReceiver"],
  run(facts) {
    const hashes = htmlFiles().flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")));
    try {
      const endpoint = formEndpoint(process.env.GATSBY_FORM_RECEIVER, process.env.GATSBY_FORM_ENDPOINT);
      // Turnstile's origin only in a build whose forms render its widget.
      const widgets = turnstileSiteKey(process.env.GATSBY_TURNSTILE_SITE_KEY, endpoint) ? [TURNSTILE_ORIGIN] : [];
      facts.csp = contentSecurityPolicy(hashes, connectSources(endpoint), widgets);
    } catch (error) {
      throw new StepFailure((error as Error).message);
    }
    // The same option that points the forms at the site's own receiver proxies its path in nginx.
    facts.formReceiver = isOn(process.env.GATSBY_FORM_RECEIVER)
      ? { path: RECEIVER_PATH, upstream: receiverUpstream(), maxBodyBytes: settings.forms.receiverMaxBodyBytes }
      : false;
    facts.reporter?.info(`Security headers: ${new Set(hashes).size} inline script hashes in the CSP (public/_headers, deploy/generated/)`);
  },
};
