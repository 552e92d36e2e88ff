// Which schedule states a build shows. Production shows only what is live. A deploy preview shows the
// same, unless the deployer has said its previews are private (PRIVATE_PREVIEWS=1, off by default):
// then editors also see what is scheduled, each entry marked with the time it goes live and kept out
// of search engines. A preview's address is public unless the host protects it, so an embargoed
// release on an open preview would be a leak (docs/deploying.md, "Private previews").
// `npm run cms` runs on the editor's own machine and sets both variables (src/cms/local.mjs).
import type { ScheduleState } from "../../lib/schedule";
import { buildContext } from "../deployContext";

type Env = Readonly<Record<string, string | undefined>>;

/** The deployer's one setting: previews are behind the host's sign-in (Netlify's or Cloudflare Access). */
export const PRIVATE_PREVIEWS_VARIABLE = "PRIVATE_PREVIEWS";

export interface ShownStates {
  shown: ReadonlySet<ScheduleState>;
  /** For the build log. */
  reason: string;
}

const YES = new Set(["1", "true", "yes"]);
const NO = new Set(["", "0", "false", "no"]);

export function shownStates(env: Env, productionBranch: string): ShownStates {
  const setting = (env[PRIVATE_PREVIEWS_VARIABLE] ?? "").trim().toLowerCase();
  if (!YES.has(setting) && !NO.has(setting))
    throw new Error(
      `${PRIVATE_PREVIEWS_VARIABLE} must be 1 (previews are private) or 0 (they are not), not "${env[PRIVATE_PREVIEWS_VARIABLE]}"`,
    );
  const deploy = buildContext(env, productionBranch);
  if (!deploy.preview) return { shown: new Set(["live"]), reason: `production (${deploy.reason}): live entries only` };
  if (!YES.has(setting))
    return { shown: new Set(["live"]), reason: `a preview (${deploy.reason}) that is not private: live entries only, as production` };
  return {
    shown: new Set(["live", "scheduled"]),
    reason: `a private preview (${deploy.reason}, ${PRIVATE_PREVIEWS_VARIABLE}=${env[PRIVATE_PREVIEWS_VARIABLE]}): scheduled entries shown, marked, noindex`,
  };
}
