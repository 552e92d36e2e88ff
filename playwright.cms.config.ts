import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The content manager as an editor uses it: `npm run cms` (decap-server and gatsby develop) on a
// temporary copy of content/, then a production build of what was saved. One worker, in order:
// each test builds on what the previous one saved. scripts/test-all.sh runs it before the main
// production build, since it builds too (into public-endpoint/, which the "endpoint" browser tests
// serve: see playwright.config.ts).
export default defineConfig({
  testDir: "__tests__/cms",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "reports/cms.json" }]],
  use: {
    ...base.use,
    baseURL: undefined,
    viewport: { width: 1400, height: 900 },
  },
  projects: [{ name: "cms" }],
});
