// Writes public/admin/: the content manager (Decap CMS), its configuration and its previews. It has
// no inline script and a policy of its own, so it does not depend on the pages' hashes.
import path from "path";
import { ADMIN_PATH, writeAdmin, type AdminOptions } from "../../cms/build/adminBundle";
import { englishPageStrings } from "../contentFiles";
import { contentDir, contentSettings } from "../contentFolder";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";

/** What the admin is made from, in the content folder this build (or `gatsby develop`) reads. */
export const adminContent = (): Pick<AdminOptions, "settings" | "pageStrings"> => ({
  settings: contentSettings,
  pageStrings: () => englishPageStrings(contentDir),
});

export const writeAdminApp: PostBuildStep = {
  name: "content manager",
  writes: `public${ADMIN_PATH}/`,
  needs: ["reporter"],
  async run(facts) {
    const { files } = await writeAdmin(path.join(publicDir, ADMIN_PATH.slice(1)), adminContent());
    facts.reporter?.info(`Content manager: ${files.length} files in public${ADMIN_PATH}`);
  },
};
