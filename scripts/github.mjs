// What the workflows tell GitHub (src/node/github.ts), with the workflow's token:
//   node scripts/github.mjs comment <markdown file>    the pull request's one site-diff comment
//   node scripts/github.mjs preview-status <sha> <url> the commit status the content manager links to
//   node scripts/github.mjs preview-branch <branch>    the branch name a Cloudflare preview gets
//   node scripts/github.mjs preview-links <url>        links the site-diff comment's pages on the preview
// `comment` also links the pages on the Cloudflare preview when HEAD_SHA's status already names it.
import fs from "node:fs";
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { linkCommentToPreview, previewBranch, previewUrlOf, upsertComment, setPreviewStatus, targetFromEnv } = await importTs(path.join(root, "src/node/github.ts"));
const { linkPages } = await importTs(path.join(root, "src/node/siteDiff/report.ts"));
const [command, ...args] = process.argv.slice(2);
try {
  if (command === "comment" && args.length === 1) {
    const target = targetFromEnv(process.env);
    let body = fs.readFileSync(args[0], "utf8");
    const preview = process.env.HEAD_SHA ? await previewUrlOf(target, process.env.HEAD_SHA) : undefined;
    if (preview) body = linkPages(body, preview);
    const { action, id } = await upsertComment(target, body);
    console.log(`Site diff comment ${action} (id ${id})`);
  } else if (command === "preview-status" && args.length === 2) {
    await setPreviewStatus(targetFromEnv({ PR_NUMBER: "1", ...process.env }), args[0], args[1]);
    console.log(`Preview status set on ${args[0].slice(0, 10)}: ${args[1]}`);
  } else if (command === "preview-links" && args.length === 1) {
    const found = await linkCommentToPreview(targetFromEnv(process.env), args[0]);
    console.log(found ? `Site diff comment linked to ${args[0]}` : "No site diff comment yet: the comment job links the preview when it posts");
  } else if (command === "preview-branch" && args.length === 1) {
    console.log(previewBranch(args[0]));
  } else {
    throw new Error("Usage: github.mjs comment <markdown file> | preview-status <sha> <url> | preview-branch <branch> | preview-links <url>");
  }
} catch (error) {
  console.error(`github: ${error.message}`);
  process.exit(1);
}
