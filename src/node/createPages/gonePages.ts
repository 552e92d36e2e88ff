// Creates a page at each address whose page was live and no longer is (the build's address plan:
// an entry come down or an opening closed, and each address the editors' list marks gone). Writes
// nothing itself; Gatsby renders them, and the post-build steps put each where the hosts answer the
// address with it as "gone" (src/node/postBuild/movePageFiles.ts, writeHostRedirects.ts, the nginx block).
import path from "path";
import { fact } from "../buildSteps";
import { makeContext } from "./pageContext";
import type { CreatePagesStep } from "./steps";

export const gonePages: CreatePagesStep = {
  name: "gone pages",
  writes: "nothing (Gatsby renders the pages created here)",
  needs: ["createPage", "shareCards", "addressPlan"],
  run(facts) {
    const createPage = fact(facts, "createPage");
    const cards = fact(facts, "shareCards");
    for (const page of fact(facts, "addressPlan").gone) {
      createPage({
        path: page.path,
        component: path.resolve("src", "templates", "gone.tsx"),
        // Its language's home card: the page names nothing of what was there.
        context: {
          ...makeContext(page.lang, page.path, null, ["common"], page.alternates, cards[page.lang].home),
          gone: { list: page.list },
        },
      });
    }
  },
};
