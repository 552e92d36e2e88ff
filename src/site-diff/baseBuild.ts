// The build of the base commit: made in a temporary git worktree with this checkout's packages when
// the lockfile is the same (npm ci there otherwise), and kept by commit so the next run reuses it.
import { spawnSync, type SpawnSyncOptions } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { SITE_DATE_VARIABLE } from "../lib/siteDate";

type Log = (line: string) => void;

function run(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }): string {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-20).join("\n");
    throw new Error(`\`${command} ${args.join(" ")}\` failed in ${options.cwd}:\n${output}`);
  }
  return String(result.stdout ?? "").trim();
}

const git = (cwd: string, ...args: string[]) => run("git", args, { cwd });

/** The commit to compare with: the one named, or where this branch left main (or origin/main). */
export function resolveBase(repo: string, name: string | undefined): { name: string; sha: string } {
  if (name) return { name, sha: git(repo, "rev-parse", "--verify", `${name}^{commit}`) };
  for (const main of ["main", "origin/main"]) {
    const found = spawnSync("git", ["merge-base", "HEAD", main], { cwd: repo, encoding: "utf8" });
    if (found.status === 0) return { name: `merge base with ${main}`, sha: found.stdout.trim() };
  }
  throw new Error(
    "No base given and no main or origin/main branch to find a merge base with: name a commit (`npm run site-diff -- <commit>`).",
  );
}

/** Where builds are kept, by commit: SITE_DIFF_CACHE, or .site-diff/ in the repository. */
export const cacheDir = (repo: string, env = process.env) => path.resolve(repo, env.SITE_DIFF_CACHE ?? ".site-diff");

/**
 * `date` is the build's date of the other side (its site-date.json): the base is built on the same day,
 * or the diff would show events crossing from upcoming to past as changes. Kept by commit and date.
 */
export function baseBuild(repo: string, sha: string, log: Log, cache = cacheDir(repo), date?: string): string {
  const kept = path.join(cache, date ? `${sha}-${date}` : sha, "public");
  if (fs.existsSync(path.join(kept, "index.html"))) {
    log(`Reusing the build of ${sha.slice(0, 10)} in ${path.relative(repo, kept) || kept}`);
    return kept;
  }
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-"));
  log(`Building ${sha.slice(0, 10)} in a worktree at ${tree}`);
  git(repo, "worktree", "add", "--detach", tree, sha);
  try {
    const sameLock =
      fs.readFileSync(path.join(repo, "package-lock.json"), "utf8") === fs.readFileSync(path.join(tree, "package-lock.json"), "utf8");
    if (sameLock && fs.existsSync(path.join(repo, "node_modules"))) {
      fs.symlinkSync(path.join(repo, "node_modules"), path.join(tree, "node_modules"), "dir");
    } else {
      log("The base has another package-lock.json: npm ci there");
      run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: tree, stdio: "pipe" });
    }
    // A production build of the base's own content, whatever this shell points the build at.
    const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_PREVIEW: "0" };
    delete env.CONTENT_DIR;
    delete env.GATSBY_FORM_ENDPOINT;
    if (date) env[SITE_DATE_VARIABLE] = date;
    run("npm", ["run", "--silent", "build"], { cwd: tree, env, stdio: "pipe", maxBuffer: 64 * 1024 * 1024 });
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.cpSync(path.join(tree, "public"), kept, { recursive: true });
    return kept;
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: repo });
    fs.rmSync(tree, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: repo });
  }
}
