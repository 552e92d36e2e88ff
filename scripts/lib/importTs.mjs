// Imports one of the project's TypeScript modules from a plain Node script, so a script reads a fact
// (the languages, the paths) from the one module that owns it instead of restating it. Node 20 does
// not run TypeScript; esbuild bundles the module into a temporary file first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function importTs(file) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-ts-"));
  const outfile = path.join(dir, "module.mjs");
  try {
    await build({ entryPoints: [path.resolve(file)], outfile, bundle: true, platform: "node", format: "esm", packages: "external", logLevel: "warning" });
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
