// Writes public/admin/: the content manager (Decap CMS), its configuration and its previews. It has
// no inline script and a policy of its own, so it does not depend on the pages' hashes.
import path from "path";
import { ADMIN_PATH, writeAdmin } from "./adminBundle";
import { contentDir, publicDir } from "../../node/paths";
import type { PostBuildStep } from "../../node/postBuild/steps";

export const writeAdminApp: PostBuildStep = {
  name: "content manager",
  writes: `public${ADMIN_PATH}/`,
  needs: ["reporter"],
  async run(facts) {
    const { files } = await writeAdmin(path.join(publicDir, ADMIN_PATH.slice(1)), { contentDir });
    facts.reporter?.info(`Content manager: ${files.length} files in public${ADMIN_PATH}`);
  },
};
