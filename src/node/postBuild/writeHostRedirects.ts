// Writes public/_redirects, which Netlify and Cloudflare Pages read: each language's not-found page.
import fs from "fs";
import path from "path";
import { notFoundRules, redirectsFile } from "../hosts/redirectsFile";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeHostRedirects: PostBuildStep = {
  name: "_redirects",
  writes: "public/_redirects",
  // Its rules name the pages' files.
  needs: ["pageFiles"],
  run: () => fs.promises.writeFile(path.join(publicDir, "_redirects"), redirectsFile(notFoundRules())),
};
