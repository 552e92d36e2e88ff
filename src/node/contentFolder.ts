import fs from "fs";
import path from "path";
import site from "../config/site.json";
import { contentDir } from "./paths";
import type { Settings } from "../config/settings";

export { contentDir };

/**
 * The settings as the build steps must see them: site.json with this folder's settings.json.
 * Gatsby compiles gatsby-config and gatsby-node into single files with the repository's
 * settings.json inlined wherever src/config/settings.ts is imported, so the build steps read the
 * file at run time instead. (The page bundles get the same file through src/node/webpack.ts.)
 */
export const contentSettings: Settings = { ...site, ...readSettings(path.join(contentDir, "settings.json")) };

function readSettings(file: string): Omit<Settings, keyof typeof site> {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Omit<Settings, keyof typeof site>;
  } catch (error) {
    // Before the content checks run: say which file, not just where the parser stopped.
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}`);
  }
}
