// What a visitor will see differently: `npm run site-diff -- [<base>] [--before <dir> --after <dir>]
// [--markdown <file>] [--screenshots <dir>]`. The logic is TypeScript in src/node/siteDiff/ (unit
// tested there); esbuild, which the build already uses, compiles it for this run.
import path from "node:path";
import { createRequire } from "node:module";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outfile = path.join(root, "node_modules/.cache/site-diff/cli.cjs");
await build({
  entryPoints: [path.join(root, "src/node/siteDiff/cli.ts")],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  outfile,
  logLevel: "error",
});
const { run } = createRequire(import.meta.url)(outfile);
try {
  process.stdout.write(await run(process.argv.slice(2), root));
} catch (error) {
  console.error(`site-diff: ${error.message}`);
  process.exit(1);
}
