// Writes public/_redirects, which Netlify and Cloudflare Pages read: the short addresses and the
// content manager's moved addresses (301), the gone pages, and each language's not-found page.
import fs from "fs";
import path from "path";
import { fact } from "../buildSteps";
import { hostRules, redirectsFile } from "../hosts/redirectsFile";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeHostRedirects: PostBuildStep = {
  name: "_redirects",
  writes: "public/_redirects",
  // Its rules name the pages' files.
  needs: ["pageFiles", "addressPlan"],
  run: (facts) => fs.promises.writeFile(path.join(publicDir, "_redirects"), redirectsFile(hostRules(fact(facts, "addressPlan")))),
};
