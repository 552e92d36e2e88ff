// Writes public/_headers, which Netlify and Cloudflare Pages read: security, cache and type headers.
import fs from "fs";
import path from "path";
import { fact } from "../buildSteps";
import { headersFile } from "../hosts/netlifyHeaders";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const writeHostHeaders: PostBuildStep = {
  name: "_headers",
  writes: "public/_headers",
  needs: ["csp", "deploy"],
  run: (facts) =>
    fs.promises.writeFile(
      path.join(publicDir, "_headers"),
      headersFile(fact(facts, "csp"), undefined, { preview: fact(facts, "deploy").preview }),
    ),
};
