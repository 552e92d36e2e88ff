// What the workflows tell GitHub (src/node/github.ts), with the workflow's token:
//   node scripts/github.mjs comment <markdown file>    the pull request's one site-diff comment
//   node scripts/github.mjs preview-status <sha> <url> the commit status the content manager links to
//   node scripts/github.mjs preview-branch <branch>    the branch name a Cloudflare preview gets
import fs from "node:fs";
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { previewBranch, upsertComment, setPreviewStatus, targetFromEnv } = await importTs(path.join(root, "src/node/github.ts"));
const [command, ...args] = process.argv.slice(2);
try {
  if (command === "comment" && args.length === 1) {
    const { action, id } = await upsertComment(targetFromEnv(process.env), fs.readFileSync(args[0], "utf8"));
    console.log(`Site diff comment ${action} (id ${id})`);
  } else if (command === "preview-status" && args.length === 2) {
    await setPreviewStatus(targetFromEnv({ PR_NUMBER: "1", ...process.env }), args[0], args[1]);
    console.log(`Preview status set on ${args[0].slice(0, 10)}: ${args[1]}`);
  } else if (command === "preview-branch" && args.length === 1) {
    console.log(previewBranch(args[0]));
  } else {
    throw new Error("Usage: github.mjs comment <markdown file> | preview-status <sha> <url> | preview-branch <branch>");
  }
} catch (error) {
  console.error(`github: ${error.message}`);
  process.exit(1);
}
