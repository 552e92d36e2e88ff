// A copy of the working tree as git sees it (tracked and untracked files, not ignored ones), with
// this checkout's node_modules linked in: a build made there cannot touch this folder's .cache/,
// public/ or src/gatsby-types.d.ts, which `gatsby develop` or another build may be using. The test
// command makes its production build the same way (scripts/test-all.sh).
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

export const ROOT = path.resolve(__dirname, "../..");

export function copyWorkingTree(dest: string): string {
  fs.mkdirSync(dest, { recursive: true });
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)) && !fs.lstatSync(path.join(ROOT, f)).isSymbolicLink());
  for (const file of files) fs.cpSync(path.join(ROOT, file), path.join(dest, file), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dest, "node_modules"));
  return dest;
}
