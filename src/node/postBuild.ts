import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { contentSettings as settings } from "./contentFolder";
import { loadBundlesAfterPaint } from "../lib/scriptLoader";
import { ADMIN_PATH, writeAdmin } from "./admin";
import { contentDir } from "./contentFolder";
import { connectSources, contentSecurityPolicy, headersFile, inlineScriptHashes, nginxConf, RECEIVER_UPSTREAM, type NginxReceiver } from "../lib/securityHeaders";
import { formEndpoint, isOn, RECEIVER_PATH } from "../forms/endpoint";
import { isOff } from "./benchSwitches";
import { buildContext, robotsTxt } from "./deployContext";
import { writeFeeds } from "./feeds";
import { staleAssetReferences, webpackAssets } from "./staleHtml";

const PUBLIC = path.resolve("public");
/** Generated deploy files that are not part of the site (nginx reads them from the server's disk). */
export const DEPLOY_OUT = path.resolve("deploy", "generated");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const built = webpackAssets(JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")));
  const stale = htmlFiles(PUBLIC).flatMap((file) =>
    staleAssetReferences(fs.readFileSync(file, "utf8"), built).map((asset) => `${path.relative(PUBLIC, file)} uses ${asset}`),
  );
  if (stale.length > 0) {
    reporter.panicOnBuild(
      `${stale.length} reference(s) in the built pages to bundles or styles this build did not produce ` +
        `(Gatsby reused pages from an earlier build): ${stale.slice(0, 3).join("; ")}. ` +
        "Build with `npm run build`, which cleans .cache/ and public/ first.",
    );
    return;
  }

  // A deploy preview is out of search engines; its canonical links still name settings.siteUrl.
  let context: ReturnType<typeof buildContext>;
  try {
    context = buildContext(process.env, settings.cms.branch);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(`${context.preview ? "Deploy preview: noindex" : "Production build"} (${context.reason})`);
  // robots.txt names the sitemap at the configured site URL, so it follows the settings file.
  await fs.promises.writeFile(path.join(PUBLIC, "robots.txt"), robotsTxt(settings.siteUrl, context.preview));
  await writeFeeds({ graphql, reporter }, PUBLIC);

  // Gatsby copies Partytown into every build; this site runs no off-main-thread scripts, and without
  // it every .js file in the output is content-hashed, so the immutable cache rule holds for all.
  await fs.promises.rm(path.join(PUBLIC, "~partytown"), { recursive: true, force: true });

  // Before the hashes: the loader is itself an inline script the CSP has to allow.
  for (const file of isOff("loader") ? [] : htmlFiles(PUBLIC)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = loadBundlesAfterPaint(html);
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
  }
  const hashes = htmlFiles(PUBLIC).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")));
  let connect: string[];
  let receiver: NginxReceiver | undefined;
  try {
    connect = connectSources(formEndpoint(process.env.GATSBY_FORM_RECEIVER, process.env.GATSBY_FORM_ENDPOINT));
    // The same option that points the forms at the site's own receiver proxies its path in nginx.
    if (isOn(process.env.GATSBY_FORM_RECEIVER)) {
      receiver = { path: RECEIVER_PATH, upstream: process.env.FORM_RECEIVER_UPSTREAM || RECEIVER_UPSTREAM, maxBodyBytes: settings.forms.receiverMaxBodyBytes };
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const csp = contentSecurityPolicy(hashes, connect);
  // After the hashes: the admin page has no inline script, and it has a policy of its own.
  const { files: adminFiles } = await writeAdmin(path.join(PUBLIC, ADMIN_PATH.slice(1)), { contentDir });
  reporter.info(`Content manager: ${adminFiles.length} files in public${ADMIN_PATH}`);
  await fs.promises.writeFile(path.join(PUBLIC, "_headers"), headersFile(csp, undefined, { preview: context.preview }));
  await fs.promises.mkdir(DEPLOY_OUT, { recursive: true });
  await fs.promises.writeFile(path.join(DEPLOY_OUT, "nginx.conf"), nginxConf(csp, undefined, undefined, receiver));
  reporter.info(`Security headers: ${new Set(hashes).size} inline script hashes in the CSP (public/_headers, deploy/generated/)`);
};
