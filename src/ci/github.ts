// What the workflows tell GitHub, with the workflow's token (node scripts/run.mjs src/ci/github.ts …):
//   comment <markdown file>     the pull request's one site-diff comment; it also links the pages on the
//                               Cloudflare preview when HEAD_SHA's status already names it
//   preview-status <sha> <url>  the commit status the content manager links to
//   preview-branch <branch>     the branch name a Cloudflare preview gets
//   preview-links <url>         links the site-diff comment's pages on the preview
// The site diff's pull-request comment is one per
// pull request, found by its marker and edited on every later push; and a deploy preview's commit
// status, which is what the content manager reads for its "View preview" link.
import fs from "fs";
import { linkPages, MARKER } from "../site-diff/report";

export interface CommentTarget {
  /** GITHUB_API_URL: https://api.github.com, or a GitHub Enterprise server's. */
  api: string;
  /** owner/name */
  repo: string;
  pullRequest: number;
  token: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function call(fetcher: Fetch, target: CommentTarget, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetcher(url, {
    method,
    headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${target.token}`, "X-GitHub-Api-Version": "2022-11-28" },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${url}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** The repository's address in GitHub's REST API. */
const repoApi = (target: Pick<CommentTarget, "api" | "repo">) => `${target.api.replace(/\/$/, "")}/repos/${target.repo}`;

interface Comment {
  id: number;
  body?: string;
}

/** The pull request's site-diff comment (found by its marker, page by page), or undefined. */
async function siteDiffComment(target: CommentTarget, fetcher: Fetch): Promise<Comment | undefined> {
  const base = repoApi(target);
  for (let page = 1; ; page++) {
    const url = `${base}/issues/${target.pullRequest}/comments?per_page=100&page=${page}`;
    const comments = (await call(fetcher, target, "GET", url)) as Comment[];
    const ours = comments.find((c) => c.body?.startsWith(MARKER));
    if (ours || comments.length < 100) return ours;
  }
}

const commentUrl = (target: CommentTarget, id: number) => `${repoApi(target)}/issues/comments/${id}`;

/** Edits the pull request's site-diff comment, or writes it when there is none yet. */
export async function upsertComment(
  target: CommentTarget,
  body: string,
  fetcher: Fetch = fetch,
): Promise<{ action: "created" | "updated"; id: number }> {
  if (!body.startsWith(MARKER)) throw new Error(`The comment must start with ${MARKER} (the site diff's --markdown file does)`);
  const ours = await siteDiffComment(target, fetcher);
  if (ours) {
    await call(fetcher, target, "PATCH", commentUrl(target, ours.id), { body });
    return { action: "updated", id: ours.id };
  }
  const base = repoApi(target);
  const created = (await call(fetcher, target, "POST", `${base}/issues/${target.pullRequest}/comments`, { body })) as { id: number };
  return { action: "created", id: created.id };
}

/**
 * Decap's GitHub backend shows "View preview" for the first status on the pull request's head
 * commit whose context contains "deploy" (or equals backend.preview_context when set), and links
 * to its target_url. Netlify's own status ("netlify/<site>/deploy-preview") matches too.
 */
export const PREVIEW_STATUS_CONTEXT = "deploy-preview/cloudflare-pages";

export async function setPreviewStatus(
  target: Omit<CommentTarget, "pullRequest">,
  sha: string,
  url: string,
  fetcher: Fetch = fetch,
): Promise<void> {
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`A commit's full SHA is needed, not "${sha}"`);
  if (!/^https:\/\//.test(url)) throw new Error(`The preview's address must be https, not "${url}"`);
  const body = { state: "success", target_url: url, context: PREVIEW_STATUS_CONTEXT, description: "Deploy preview ready" };
  await call(fetcher, { ...target, pullRequest: 0 }, "POST", `${repoApi(target)}/statuses/${sha}`, body);
}

/** The address of the deploy preview the Cloudflare workflow reported on a commit, if it has. */
export async function previewUrlOf(target: CommentTarget, sha: string, fetcher: Fetch = fetch): Promise<string | undefined> {
  const base = repoApi(target);
  const combined = (await call(fetcher, target, "GET", `${base}/commits/${sha}/status?per_page=100`)) as {
    statuses?: { context: string; target_url?: string | null }[];
  };
  return combined.statuses?.find((s) => s.context === PREVIEW_STATUS_CONTEXT && s.target_url)?.target_url ?? undefined;
}

/**
 * Links each page of the site-diff comment's table on the preview, once the preview is deployed
 * (the comment may have been posted before). Nothing when the pull request has no comment yet:
 * the comment job then finds the preview's status itself.
 */
export async function linkCommentToPreview(target: CommentTarget, previewUrl: string, fetcher: Fetch = fetch): Promise<boolean> {
  const ours = await siteDiffComment(target, fetcher);
  if (!ours?.body) return false;
  const linked = linkPages(ours.body, previewUrl);
  if (linked !== ours.body) await call(fetcher, target, "PATCH", commentUrl(target, ours.id), { body: linked });
  return true;
}

/**
 * The branch name a Cloudflare Pages preview is deployed under: the pull request's branch
 * (cms/news/spring-menu) reduced to letters, digits and hyphens, so it is safe on wrangler's command
 * line whatever the branch is called, and Cloudflare names the preview's alias address after it.
 */
export function previewBranch(branch: string): string {
  const safe = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  if (!safe) throw new Error(`No letters or digits in the branch name "${branch}"`);
  return safe;
}

/** From the workflow's environment: GITHUB_API_URL, GITHUB_REPOSITORY, PR_NUMBER and GITHUB_TOKEN. */
export function targetFromEnv(env: NodeJS.ProcessEnv): CommentTarget {
  const missing = ["GITHUB_REPOSITORY", "PR_NUMBER", "GITHUB_TOKEN"].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(", ")} (the workflow does)`);
  const pullRequest = Number(env.PR_NUMBER);
  if (!Number.isInteger(pullRequest) || pullRequest <= 0)
    throw new Error(`PR_NUMBER must be a pull request's number, not "${env.PR_NUMBER}"`);
  return { api: env.GITHUB_API_URL ?? "https://api.github.com", repo: env.GITHUB_REPOSITORY!, pullRequest, token: env.GITHUB_TOKEN! };
}

export async function main(args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === "comment" && rest.length === 1) {
    const target = targetFromEnv(process.env);
    let body = fs.readFileSync(rest[0]!, "utf8");
    const preview = process.env.HEAD_SHA ? await previewUrlOf(target, process.env.HEAD_SHA) : undefined;
    if (preview) body = linkPages(body, preview);
    const { action, id } = await upsertComment(target, body);
    return `Site diff comment ${action} (id ${id})`;
  }
  if (command === "preview-status" && rest.length === 2) {
    const [sha, url] = rest as [string, string];
    await setPreviewStatus(targetFromEnv({ PR_NUMBER: "1", ...process.env }), sha, url);
    return `Preview status set on ${sha.slice(0, 10)}: ${url}`;
  }
  if (command === "preview-links" && rest.length === 1) {
    const found = await linkCommentToPreview(targetFromEnv(process.env), rest[0]!);
    return found ? `Site diff comment linked to ${rest[0]}` : "No site diff comment yet: the comment job links the preview when it posts";
  }
  if (command === "preview-branch" && rest.length === 1) return previewBranch(rest[0]!);
  throw new Error("Usage: github.ts comment <markdown file> | preview-status <sha> <url> | preview-branch <branch> | preview-links <url>");
}
