import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_PATH, adminConfigFile, adminPage, writeAdmin } from "../cms/build/adminBundle";
import { adminContent } from "./postBuild/writeAdminApp";

/**
 * /admin under `gatsby develop` (`npm run cms`): the same admin as a build, pointed at decap-server
 * (CMS_PROXY_URL), which writes straight into content/. Its files are served from .cache under a
 * prefix of their own, because Gatsby's dev server serves whatever an earlier build left in
 * public/ before this hook's routes, and public/admin holds the deployed (GitHub) configuration.
 */
const DEV_BASE = "/__cms";

/** The little of Express the dev server's `app` is used for here. */
interface Response {
  sendFile(file: string): void;
  type(type: string): Response;
  send(body: string): void;
}
interface DevServer {
  get(paths: string | string[], handler: (req: unknown, res: Response) => void): void;
  use(prefix: string, handler: (req: { path: string }, res: Response, next: () => void) => void): void;
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app: express, reporter }) => {
  const app = express as DevServer;
  const dir = path.resolve(".cache", "admin");
  const options = {
    ...adminContent(),
    localBackendUrl: process.env.CMS_PROXY_URL ?? "http://localhost:8081/api/v1",
    assetBase: DEV_BASE,
  };
  const { bundle } = await writeAdmin(dir, options);
  // The page and the configuration are generated on every request, so a new key in an English page
  // file shows up (as a field, and in the order its file is written in) without a restart.
  app.get([ADMIN_PATH, `${ADMIN_PATH}/`], (_req, res) => res.type("html").send(adminPage(DEV_BASE, options, bundle)));
  app.get(`${DEV_BASE}/config.yml`, (_req, res) => res.type("text/yaml").send(adminConfigFile(options)));
  app.use(DEV_BASE, (req, res, next) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(req.path)));
    if (file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) res.sendFile(file);
    else next();
  });
  reporter.info(`Content manager: ${ADMIN_PATH} (local backend ${options.localBackendUrl})`);
};
