#!/usr/bin/env node
// Writes every content file in the form the content manager saves it in (src/content-model/serialise.ts),
// for a hand edit or a merge that left a file in another form; the content-format test
// (__tests__/unit/content-format.test.ts) names the files that need it.
//
// Usage: node scripts/format-content.mjs [content folder, default content/]
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const contentDir = path.resolve(process.argv[2] ?? path.join(root, "content"));

// The serialiser is TypeScript shared with the admin bundle: esbuild compiles it for this run.
const entry = `
import fs from "fs";
import path from "path";
import { parseFile, serialiseFile } from "./src/content-model/serialise";
import { contentFiles } from "./src/node/contentFiles";
export function format(dir) {
  const changed = [];
  for (const { file, format } of contentFiles(dir)) {
    if (!format) continue;
    const full = path.join(dir, file);
    const original = fs.readFileSync(full, "utf8");
    const written = serialiseFile(format.kind, parseFile(format.kind, original), format.shape);
    if (written !== original) { fs.writeFileSync(full, written); changed.push(file); }
  }
  return changed;
}`;
// Next to node_modules, so the packages it imports resolve.
const out = path.join(fs.mkdtempSync(path.join(root, "node_modules", ".format-content-")), "format.mjs");
await build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, platform: "node", format: "esm", packages: "external", outfile: out, logLevel: "warning" });
const { format } = await import(pathToFileURL(out).href);
const changed = format(contentDir);
fs.rmSync(path.dirname(out), { recursive: true, force: true });
console.log(changed.length ? `Rewritten in the content manager's form:\n  ${changed.join("\n  ")}` : "Every content file is already in the content manager's form.");
