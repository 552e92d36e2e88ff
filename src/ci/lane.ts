// Which checks a change needs (docs/ci.md, "Two lanes"):
//   node scripts/run.mjs src/ci/lane.ts [<base>]   prints "content" or "full" and why; in a workflow also
//                                                  writes lane=content|full to $GITHUB_OUTPUT
// A change made only under content/ (texts, settings, uploads) can break only what the content
// checks, the build and the pages it changes show, so it takes the content lane
// (scripts/test-content.sh); anything else takes the full test command.
import { spawnSync } from "child_process";
import fs from "fs";
import { resolveBase } from "../site-diff/baseBuild";

export type Lane = "content" | "full";

/** The folder whose changes alone take the content lane: everything editors change, uploads included. */
export const CONTENT_FOLDER = "content/";

/** The lane for a change, from the paths it adds, changes, renames or removes (relative to the repository, "/"-separated). */
export function laneFor(changed: readonly string[]): { lane: Lane; reason: string } {
  if (changed.length === 0) return { lane: "full", reason: "no changed file found, so nothing narrows the checks" };
  const outside = changed.filter((file) => !file.replace(/^\.\//, "").startsWith(CONTENT_FOLDER));
  if (outside.length === 0) return { lane: "content", reason: `all ${changed.length} changed file(s) are under ${CONTENT_FOLDER}` };
  const named = outside.slice(0, 5).join(", ") + (outside.length > 5 ? `, and ${outside.length - 5} more` : "");
  return { lane: "full", reason: `${outside.length} changed file(s) outside ${CONTENT_FOLDER}: ${named}` };
}

function git(repo: string, ...args: string[]): string {
  const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr.trim()}`);
  return run.stdout;
}

/**
 * Every path the working tree changes against where it left `base`: the commits since their merge
 * base, what is not committed yet and new files git does not ignore. Renames count on both sides,
 * so a file moved out of content/ is a change outside it.
 */
export function changedPaths(repo: string, base: string): string[] {
  const from = git(repo, "merge-base", base, "HEAD").trim();
  const lines = [
    ...git(repo, "diff", "--name-only", "--no-renames", from).split("\n"),
    ...git(repo, "ls-files", "--others", "--exclude-standard").split("\n"),
  ];
  return [...new Set(lines.filter(Boolean))].sort();
}

export function main(args: readonly string[], repo: string): string {
  if (args.length > 1) throw new Error("Usage: lane.ts [<base commit>]");
  const base = resolveBase(repo, args[0]);
  const { lane, reason } = laneFor(changedPaths(repo, base.sha));
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `lane=${lane}\n`);
  return `${lane}: ${reason} (against ${base.sha.slice(0, 10)}, ${base.name})`;
}
