// Gatsby's app bundle, which every page loads first, maps each page template to its chunk
// ($virtual/async-requires), and Gatsby lists only the templates of the pages a build made: the
// first event page, opening page or gone address an archive holds adds its template's entry to every
// page's first load, and it never leaves. This module lists every template of src/templates instead,
// so first-load JavaScript is the same whatever the content holds (issue 67; docs/performance.md#ten-years).
import fs from "fs";
import path from "path";
import { projectRequire } from "./paths";

const TEMPLATES = path.resolve("src", "templates");

/** Writes the list, in Gatsby's own form and chunk names, beside Gatsby's cache; returns its path. */
export function writeEveryTemplateRequires(): string {
  const { generateComponentChunkName } = projectRequire("gatsby/dist/utils/js-chunk-names") as {
    generateComponentChunkName: (componentPath: string) => string;
  };
  const entries = fs
    .readdirSync(TEMPLATES)
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => path.join(TEMPLATES, name))
    .map((file) => [generateComponentChunkName(file), file] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([chunk, file]) =>
        `  ${JSON.stringify(chunk)}: () => import(${JSON.stringify(file)} /* webpackChunkName: ${JSON.stringify(chunk)} */)`,
    );
  const out = path.resolve(".cache", "every-template-async-requires.js");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `exports.components = {\n${entries.join(",\n")}\n}\n`);
  return out;
}
