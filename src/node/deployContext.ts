// Whether this build is a deploy preview (an unmerged change on a preview address) or production.
// A preview is kept out of search engines (robots.txt and an X-Robots-Tag header) while its canonical
// links still name the production site, so nothing a preview serves competes with the real pages.

type Env = Readonly<Record<string, string | undefined>>;

/** Ours, for any host or a build by hand: 1 makes a preview, 0 a production build, whatever the host says. */
export const PREVIEW_VARIABLE = "SITE_PREVIEW";

export interface BuildContext {
  preview: boolean;
  /** What decided it, for the build log. */
  reason: string;
}

const YES = new Set(["1", "true", "yes"]);
const NO = new Set(["0", "false", "no"]);

/**
 * Netlify sets NETLIFY=true and CONTEXT (production, deploy-preview, branch-deploy, dev); Cloudflare
 * Pages sets CF_PAGES=1 and CF_PAGES_BRANCH, and builds production from the branch the project names
 * (this repository's CMS branch, `main`). Anything else is a production build.
 */
export function buildContext(env: Env, productionBranch: string): BuildContext {
  const explicit = env[PREVIEW_VARIABLE]?.trim().toLowerCase();
  if (explicit) {
    if (YES.has(explicit)) return { preview: true, reason: `${PREVIEW_VARIABLE}=${env[PREVIEW_VARIABLE]}` };
    if (NO.has(explicit)) return { preview: false, reason: `${PREVIEW_VARIABLE}=${env[PREVIEW_VARIABLE]}` };
    throw new Error(`${PREVIEW_VARIABLE} must be 1 (a deploy preview) or 0 (production), not "${env[PREVIEW_VARIABLE]}"`);
  }
  if (env.NETLIFY === "true" && env.CONTEXT) {
    return { preview: env.CONTEXT !== "production", reason: `Netlify context ${env.CONTEXT}` };
  }
  if (env.CF_PAGES === "1" && env.CF_PAGES_BRANCH) {
    return { preview: env.CF_PAGES_BRANCH !== productionBranch, reason: `Cloudflare Pages branch ${env.CF_PAGES_BRANCH}` };
  }
  return { preview: false, reason: "no preview context set" };
}

/** robots.txt: production names the sitemap; a preview asks every crawler to stay out. */
export function robotsTxt(siteUrl: string, preview: boolean): string {
  if (preview) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml\n`;
}
