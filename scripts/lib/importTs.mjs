// Imports one of the project's TypeScript modules from a plain Node script, so a script reads a fact
// (the languages, the paths) from the one module that owns it instead of restating it. Node 20 does
// not run TypeScript; esbuild bundles the module into a temporary file first, inside the project so
// that the packages it imports (left external) resolve from its node_modules.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const cache = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..", "node_modules", ".cache");

export async function importTs(file) {
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, "import-ts-"));
  const outfile = path.join(dir, "module.mjs");
  try {
    await build({
      entryPoints: [path.resolve(file)],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "warning",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
