// The stale-site alarm (.github/workflows/calendar.yml, job "Watch the live site"): a live site that
// stops changing must be heard, whatever the cause: a rebuild that fails, a host that is down, a build
// hook the host dropped, a server whose timer stopped. Every run reads the live /site-date.json; when
// its `next` change has passed by more than about three runs of the schedule, the run fails and one
// issue in the repository says which moment was missed and, where it can tell, why. Later runs add to
// that issue; the first run that finds the live site caught up closes it. Like liveSchedule.ts it
// imports no package, so the workflow bundles it alone, without installing the project.
//   node scripts/run.mjs src/ci/staleSite.ts [<live URL>]   exits 1 while the live site is stale
// It needs GITHUB_TOKEN (issues: write, actions: read) and GITHUB_REPOSITORY; GITHUB_API_URL,
// GITHUB_SERVER_URL and GITHUB_RUN_ID as a workflow has them; STALE_SITE_NOTIFY (GitHub logins,
// comma-separated) to assign the issue. Who is told, and how to turn it off: docs/deploying.md#stale-site-alarm.
import site from "../config/site.json";
import { SITE_DATE_FILE } from "./liveSchedule";

/** How late a change may be before the site counts as stale: three runs of the 15-minute schedule. */
export const STALE_AFTER_MS = 45 * 60_000;

/** The label the alarm's issue carries, and the marker its body starts with: how a run finds the open one. */
export const ALARM_LABEL = "stale-site";
export const ALARM_MARKER = "<!-- stale-site-alarm -->";

/** The workflow whose runs say whether the rebuilds failed. */
export const CALENDAR_WORKFLOW = "calendar.yml";

export type LiveState =
  | { kind: "current"; next: string | null }
  | { kind: "due"; next: string; lateMs: number }
  | { kind: "stale"; next: string; lateMs: number }
  | { kind: "unreadable"; reason: string };

/** What the live site's date file says at `now`: its next change ahead, passed lately, or passed long ago. */
export function assessLive(live: unknown, now: number): LiveState {
  if (typeof live !== "object" || live === null) return { kind: "unreadable", reason: `it holds no JSON object` };
  const next = (live as Record<string, unknown>).next;
  if (next === null) return { kind: "current", next: null };
  if (typeof next !== "string" || Number.isNaN(Date.parse(next))) return { kind: "unreadable", reason: "it names no next change" };
  const lateMs = now - Date.parse(next);
  if (lateMs < 0) return { kind: "current", next };
  return lateMs > STALE_AFTER_MS ? { kind: "stale", next, lateMs } : { kind: "due", next, lateMs };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Reads the live date file, never from a cache, up to `attempts` times: one refused request is no outage. */
export async function readLive(liveUrl: string, now: number, fetcher: Fetch = fetch, attempts = 3, pauseMs = 10_000): Promise<LiveState> {
  const url = new URL(SITE_DATE_FILE, liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`).href;
  let reason = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetcher(url, { headers: { "cache-control": "no-cache" }, signal: AbortSignal.timeout(20_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const state = assessLive(await response.json(), now);
      return state.kind === "unreadable" ? { kind: "unreadable", reason: `${url}: ${state.reason}` } : state;
    } catch (error) {
      reason = `${url} cannot be read (${(error as Error).message})`;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { kind: "unreadable", reason };
}

export interface Repository {
  /** GITHUB_API_URL */
  api: string;
  /** owner/name */
  repo: string;
  token: string;
  /** GitHub's web address (GITHUB_SERVER_URL), for links to this run. */
  server?: string;
  runId?: string;
  /** Logins to assign the issue to. */
  notify: string[];
}

async function call<T>(fetcher: Fetch, target: Repository, method: string, path: string, body?: unknown): Promise<T> {
  const url = `${target.api.replace(/\/$/, "")}/repos/${target.repo}${path}`;
  const response = await fetcher(url, {
    method,
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${target.token}`,
      "X-GitHub-Api-Version": "2022-11-28",
      "Content-Type": "application/json",
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${url}: ${(await response.text()).slice(0, 300)}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

interface Issue {
  number: number;
  body?: string | null;
  html_url?: string;
  pull_request?: unknown;
}

/** The alarm's open issue, if there is one (the newest, should a person have opened a second). */
async function openAlarm(target: Repository, fetcher: Fetch): Promise<Issue | undefined> {
  const issues = await call<Issue[]>(fetcher, target, "GET", `/issues?state=open&labels=${ALARM_LABEL}&per_page=20`);
  return issues.find((issue) => !issue.pull_request && (issue.body ?? "").startsWith(ALARM_MARKER));
}

interface Job {
  name: string;
  conclusion: string | null;
  html_url?: string;
  completed_at?: string | null;
}

/**
 * Why the live site did not change, from this workflow's latest runs that tried to rebuild: a rebuild
 * that failed, one that ran and that the host did not publish, or none at all. Reads at most five runs.
 */
export async function likelyCause(target: Repository, fetcher: Fetch): Promise<string> {
  const { workflow_runs: runs = [] } = await call<{ workflow_runs?: { id: number }[] }>(
    fetcher,
    target,
    "GET",
    `/actions/workflows/${CALENDAR_WORKFLOW}/runs?status=completed&per_page=5`,
  );
  for (const run of runs.slice(0, 5)) {
    const { jobs = [] } = await call<{ jobs?: Job[] }>(fetcher, target, "GET", `/actions/runs/${run.id}/jobs`);
    const rebuild = jobs.find(
      (job) => job.name.startsWith("Rebuild production") && job.conclusion !== "skipped" && job.conclusion !== null,
    );
    if (!rebuild) continue;
    const where = rebuild.html_url ? ` (${rebuild.html_url})` : "";
    if (rebuild.conclusion !== "success")
      return `the last rebuild, “${rebuild.name}”, ended in ${rebuild.conclusion}${where}: its log says why, most often a build the content checks stopped`;
    return (
      `the last rebuild, “${rebuild.name}”, ran and reported success${where}, yet the live site still names the old moment: ` +
      "the host did not publish a new build (on Netlify, the build the hook started failed or was dropped: see Deploys; on Cloudflare Pages, see the project's deployments)"
    );
  }
  return (
    "no rebuild ran in this workflow's latest runs: either the site is on a server whose own timer rebuilds it (nginx: `journalctl -u site-rebuild` " +
    "on the server says what it did), or the workflow's rebuild is not set up (docs/deploying.md#calendar)"
  );
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;
const inZone = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", {
    timeZone: site.businessHours.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso))} (${site.businessHours.timeZone})`;

export interface AlarmResult {
  action: "opened" | "added" | "closed" | "none";
  issue?: number;
  /** The run's exit code: 1 while the live site is stale or unreadable. */
  code: 0 | 1;
  text: string;
}

/** Acts on what the live site said: opens or adds to the alarm's one issue while it is stale, closes it once it is not. */
export async function soundAlarm(
  state: LiveState,
  liveUrl: string,
  target: Repository,
  now: number,
  fetcher: Fetch = fetch,
): Promise<AlarmResult> {
  const open = await openAlarm(target, fetcher);
  const run = target.server && target.runId ? `${target.server.replace(/\/$/, "")}/${target.repo}/actions/runs/${target.runId}` : undefined;
  const seen = new Date(now).toISOString();
  if (state.kind === "current" || state.kind === "due") {
    const status =
      state.kind === "due"
        ? `its change due at ${state.next} passed ${minutes(state.lateMs)} ago, within the ${minutes(STALE_AFTER_MS)} a rebuild may take`
        : state.next === null
          ? "it has no change ahead"
          : `its next change is at ${state.next}`;
    if (!open) return { action: "none", code: 0, text: `The live site is current: ${status}.` };
    await call(fetcher, target, "POST", `/issues/${open.number}/comments`, {
      body: `The live site caught up at ${seen}: ${status}.${run ? ` (Seen by ${run}.)` : ""}`,
    });
    await call(fetcher, target, "PATCH", `/issues/${open.number}`, { state: "closed", state_reason: "completed" });
    return { action: "closed", issue: open.number, code: 0, text: `The live site caught up (${status}): issue #${open.number} closed.` };
  }
  const missed =
    state.kind === "stale"
      ? `The live site (${liveUrl}) should have changed at **${state.next}** (${inZone(state.next)}), ${minutes(state.lateMs)} ago, and has not: its \`/${SITE_DATE_FILE}\` still names that moment as its next change.`
      : `The live site (${liveUrl}) cannot say whether it is current: ${state.reason}.`;
  let cause: string;
  try {
    cause =
      state.kind === "unreadable"
        ? "the site does not answer as it should: the host may be down, or siteUrl in src/config/site.json may be wrong"
        : await likelyCause(target, fetcher);
  } catch (error) {
    cause = `not known (this workflow's runs could not be read: ${(error as Error).message})`;
  }
  const line = `- ${seen}: ${state.kind === "stale" ? `still not changed, ${minutes(state.lateMs)} late` : "still unreadable"}. Likely cause: ${cause}.${run ? ` ${run}` : ""}`;
  if (open) {
    const body = open.body ?? ALARM_MARKER;
    const sameMoment = state.kind === "stale" ? body.includes(`**${state.next}**`) : body.includes("cannot say whether it is current");
    const changed = !sameMoment || !body.includes(cause);
    // Each run adds its line to the issue; only a new moment missed or a new cause notifies again.
    await call(fetcher, target, "PATCH", `/issues/${open.number}`, { body: `${body}\n${line}` });
    if (changed) await call(fetcher, target, "POST", `/issues/${open.number}/comments`, { body: `${missed}\n\nLikely cause: ${cause}.` });
    return { action: "added", issue: open.number, code: 1, text: `${missed} Added to issue #${open.number}.` };
  }
  const title =
    state.kind === "stale"
      ? `The live site stopped changing: its change due at ${state.next} has not happened`
      : "The live site cannot be read: whether it is current is not known";
  const body = [
    ALARM_MARKER,
    missed,
    "",
    `**Likely cause:** ${cause}.`,
    "",
    "Until a build is published, what the calendar should have changed stays as it was: a release that had to come down stays up, " +
      "one that had to go live stays hidden, an event stays upcoming. What to do: docs/deploying.md#stale-site-alarm.",
    "",
    "The calendar workflow opened this issue. Each run adds a line below while the site is stale, and the first run that finds it " +
      "current closes the issue. To turn the alarm off: docs/deploying.md#stale-site-alarm.",
    "",
    "**Runs that saw it:**",
    line,
  ].join("\n");
  const created = await call<Issue>(fetcher, target, "POST", "/issues", {
    title,
    body,
    labels: [ALARM_LABEL],
    ...(target.notify.length > 0 && { assignees: target.notify }),
  });
  return { action: "opened", issue: created.number, code: 1, text: `${missed} Opened issue #${created.number}.` };
}

/** The repository the workflow runs in, from its environment; names what is missing. */
export function repositoryFromEnv(env: Readonly<Record<string, string | undefined>>): Repository {
  const missing = ["GITHUB_TOKEN", "GITHUB_REPOSITORY"].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`The stale-site alarm needs ${missing.join(", ")} (a workflow's token with issues: write)`);
  return {
    api: env.GITHUB_API_URL || "https://api.github.com",
    repo: env.GITHUB_REPOSITORY!,
    token: env.GITHUB_TOKEN!,
    ...(env.GITHUB_SERVER_URL && { server: env.GITHUB_SERVER_URL }),
    ...(env.GITHUB_RUN_ID && { runId: env.GITHUB_RUN_ID }),
    notify: (env.STALE_SITE_NOTIFY ?? "")
      .split(",")
      .map((login) => login.trim().replace(/^@/, ""))
      .filter(Boolean),
  };
}

export async function main(args: readonly string[]): Promise<number> {
  if (args.length > 1) throw new Error("Usage: staleSite.ts [<live site URL>]");
  const liveUrl = args[0] || site.siteUrl;
  const target = repositoryFromEnv(process.env);
  const now = Date.now();
  const state = await readLive(liveUrl, now, fetch, Number(process.env.STALE_SITE_ATTEMPTS || 3));
  const result = await soundAlarm(state, liveUrl, target, now);
  console.log(result.text);
  return result.code;
}
