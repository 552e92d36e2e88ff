// Writes public/robots.txt: the sitemap at the configured site URL, or "stay out" on a deploy preview.
import fs from "fs";
import path from "path";
import { fact } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { robotsTxt } from "../deployContext";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeRobotsTxt: PostBuildStep = {
  name: "robots.txt",
  writes: "public/robots.txt",
  needs: ["deploy"],
  run: (facts) => fs.promises.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(settings.siteUrl, fact(facts, "deploy").preview)),
};
