// Lists and rewrites the built pages, for the steps that read or change every page.
import fs from "fs";
import path from "path";
import { publicDir } from "./paths";

export function htmlFiles(dir: string = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Applies `change` to every page, writing only the pages it changes. */
export async function rewritePages(change: (html: string) => string): Promise<void> {
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = change(html);
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
  }
}
