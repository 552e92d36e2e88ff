import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { settings } from "../config/settings";

/** robots.txt names the sitemap at the configured site URL, so it follows the settings file. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const sitemap = `${settings.siteUrl.replace(/\/$/, "")}/sitemap-index.xml`;
  await fs.promises.writeFile(path.resolve("public", "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
};
