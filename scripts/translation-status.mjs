// Which texts the two languages do not say in step: `npm run translation-status [-- --since <commit>]
// [--markdown <file>]`. The logic is TypeScript in src/node/translationStatus.ts (unit tested there).
// Exits 0 whatever it finds (information for editors); 1 only when it cannot read what it was given.
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
try {
  const { main } = await importTs(path.join(root, "src/node/translationStatus.ts"));
  process.stdout.write(main(process.argv.slice(2), root));
} catch (error) {
  console.error(`translation-status: ${error.message}`);
  process.exit(1);
}
