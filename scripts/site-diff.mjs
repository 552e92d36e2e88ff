// What a visitor will see differently: `npm run site-diff -- [<base>] [--before <dir> --after <dir>]
// [--markdown <file>] [--screenshots <dir>]`. The logic is TypeScript in src/node/siteDiff/ (unit
// tested there).
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
try {
  const { run } = await importTs(path.join(root, "src/node/siteDiff/cli.ts"));
  process.stdout.write(await run(process.argv.slice(2), root));
} catch (error) {
  console.error(`site-diff: ${error.message}`);
  process.exit(1);
}
