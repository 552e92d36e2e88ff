// Removes public/~partytown. Gatsby copies Partytown into every build; this site runs no
// off-main-thread scripts, and without it every .js file in the output is content-hashed, so the
// immutable cache rule holds for all of them.
import fs from "fs";
import path from "path";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

export const removePartytown: PostBuildStep = {
  name: "remove Partytown",
  writes: "removes public/~partytown",
  run: () => fs.promises.rm(path.join(publicDir, "~partytown"), { recursive: true, force: true }),
};
