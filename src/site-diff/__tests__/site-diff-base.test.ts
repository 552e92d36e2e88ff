// The base side of `npm run site-diff -- <base>`: which commit, and a build of it kept by commit.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { SITE_DATE_FILE } from "../../lib/eventCalendar";
import { baseBuild, cacheDir, resolveBase } from "../baseBuild";
import { builtOn } from "../cli";

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
};

describe("the base of the site diff", () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-repo-"));
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));
  git(repo, "init", "-q", "-b", "main");
  fs.writeFileSync(path.join(repo, "a.txt"), "1");
  git(repo, "add", "a.txt");
  git(repo, "commit", "-qm", "one");
  const forkPoint = git(repo, "rev-parse", "HEAD");
  git(repo, "checkout", "-qb", "cms/news/en/spring");
  fs.writeFileSync(path.join(repo, "a.txt"), "2");
  git(repo, "commit", "-qam", "two");
  git(repo, "checkout", "-q", "main");
  fs.writeFileSync(path.join(repo, "b.txt"), "main moved on");
  git(repo, "add", "b.txt");
  git(repo, "commit", "-qm", "three");
  git(repo, "checkout", "-q", "cms/news/en/spring");

  it("is where the branch left main when none is named, not main's newest commit", () => {
    expect(resolveBase(repo, undefined)).toEqual({ name: "merge base with main", sha: forkPoint });
  });

  it("is the named commit, branch or tag, and an unknown name is refused", () => {
    expect(resolveBase(repo, "main").sha).toBe(git(repo, "rev-parse", "main"));
    expect(() => resolveBase(repo, "no-such-branch")).toThrow(/rev-parse/);
  });

  it("reuses the build kept for that commit instead of building again", () => {
    const cache = cacheDir(repo, { SITE_DIFF_CACHE: path.join(repo, ".kept") });
    const kept = path.join(cache, forkPoint, "public");
    fs.mkdirSync(kept, { recursive: true });
    fs.writeFileSync(path.join(kept, "index.html"), "<!DOCTYPE html><title>kept</title>");
    const log: string[] = [];
    expect(baseBuild(repo, forkPoint, (line) => log.push(line), cache)).toBe(kept);
    expect(log).toEqual([expect.stringMatching(/^Reusing the build of /)]);
  });

  it("is built on the other side's date, and a build of that commit on another day is not reused", () => {
    const cache = cacheDir(repo, { SITE_DIFF_CACHE: path.join(repo, ".kept-dated") });
    const after = path.join(repo, ".after");
    fs.mkdirSync(after, { recursive: true });
    expect(builtOn(after)).toBeUndefined();
    fs.writeFileSync(path.join(after, SITE_DATE_FILE), JSON.stringify({ date: "2027-01-16", upcoming: [] }));
    expect(builtOn(after)).toBe("2027-01-16");
    const otherDay = path.join(cache, `${forkPoint}-2027-01-15`, "public");
    const sameDay = path.join(cache, `${forkPoint}-2027-01-16`, "public");
    for (const kept of [otherDay, sameDay]) {
      fs.mkdirSync(kept, { recursive: true });
      fs.writeFileSync(path.join(kept, "index.html"), "<!DOCTYPE html><title>kept</title>");
    }
    expect(baseBuild(repo, forkPoint, () => {}, cache, builtOn(after))).toBe(sameDay);
  });
});
