#!/usr/bin/env node
// Writes every content file in the form the content manager saves it in (src/content-model/serialise.ts),
// for a hand edit or a merge that left a file in another form; the content-format test
// (__tests__/unit/content/content-format.test.ts) names the files that need it.
//
// Usage: node scripts/format-content.mjs [content folder, default content/]
import fs from "node:fs";
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const contentDir = path.resolve(process.argv[2] ?? path.join(root, "content"));

// The serialiser is TypeScript shared with the admin bundle.
const { parseFile, serialiseFile } = await importTs(path.join(root, "src/content-model/serialise.ts"));
const { contentFiles } = await importTs(path.join(root, "src/node/contentFiles.ts"));
const changed = [];
for (const { file, format } of contentFiles(contentDir)) {
  if (!format) continue;
  const full = path.join(contentDir, file);
  const original = fs.readFileSync(full, "utf8");
  const written = serialiseFile(format.kind, parseFile(format.kind, original), format.shape);
  if (written !== original) {
    fs.writeFileSync(full, written);
    changed.push(file);
  }
}
console.log(
  changed.length
    ? `Rewritten in the content manager's form:\n  ${changed.join("\n  ")}`
    : "Every content file is already in the content manager's form.",
);
