// Gatsby's onPostBuild: the steps that finish public/ after Gatsby has written the pages, in the
// order they run. Each step's module says on its first line what it writes; `needs`/`gives` in the
// steps make a wrong order stop the build (src/node/buildSteps.ts).
import type { GatsbyNode } from "gatsby";
import { runSteps } from "../buildSteps";
import { writeAdminApp } from "./writeAdminApp";
import { hashInlineScripts } from "./hashInlineScripts";
import { deferBundles } from "./deferBundles";
import { eventCalendars } from "./eventCalendars";
import { readDeployContext } from "./readDeployContext";
import { readAddressPlan } from "./readAddressPlan";
import { writeHostHeaders } from "./writeHostHeaders";
import { writeHostRedirects } from "./writeHostRedirects";
import { minifyPageScripts } from "./minifyPageScripts";
import { pageFiles } from "./movePageFiles";
import { searchIndex } from "./searchIndex";
import { newsFeeds } from "./newsFeeds";
import { sharePagePathScripts } from "./sharePagePathScripts";
import { writeNginxConf } from "./writeNginxConf";
import { checkHostLimits } from "./checkHostLimits";
import { refuseStalePages } from "./refuseStalePages";
import { refuseNulBytes } from "./refuseNulBytes";
import { refuseMissingFiles } from "./refuseMissingFiles";
import { removePartytown } from "./removePartytown";
import { writeRobotsTxt } from "./writeRobotsTxt";
import { writeSiteDateFile } from "./writeSiteDateFile";
import type { PostBuildStep } from "./steps";

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  refuseStalePages,
  // Early: every step after it, and every test, reads the pages where the hosts find them.
  pageFiles,
  readDeployContext,
  readAddressPlan,
  writeRobotsTxt,
  writeSiteDateFile,
  newsFeeds,
  eventCalendars,
  removePartytown,
  minifyPageScripts,
  deferBundles,
  sharePagePathScripts,
  hashInlineScripts,
  writeAdminApp,
  searchIndex,
  writeHostHeaders,
  writeHostRedirects,
  checkHostLimits,
  writeNginxConf,
  // Last: they read every file the steps above and Gatsby's plugins wrote.
  refuseMissingFiles,
  refuseNulBytes,
];

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter }) =>
  runSteps("onPostBuild", POST_BUILD_STEPS, { graphql, reporter }, reporter);
