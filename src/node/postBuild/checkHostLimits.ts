// Writes nothing: says in the build's log when a file the hosts read nears what they read of it
// (src/node/hosts/hostLimits.ts), and what to do. It never stops the build: gone addresses accumulate
// with time alone, and a rebuild must go on publishing what the calendar asks.
import fs from "fs";
import path from "path";
import { hostLimitWarnings } from "../hosts/hostLimits";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const checkHostLimits: PostBuildStep = {
  name: "host limits",
  writes: "nothing (a warning in the log)",
  run(facts) {
    const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const warning of hostLimitWarnings(read("_redirects"), read("_headers"))) facts.reporter?.warn(`Host limits: ${warning}`);
  },
};
