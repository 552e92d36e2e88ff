import { defineConfig } from "@playwright/test";

// Browser tests run against the built site in public/, served by the same script as `npm run serve`,
// in Debian's Chromium (Playwright's own browser downloads are not available to CI).
const PORT = Number(process.env.E2E_PORT ?? 9400);

export default defineConfig({
  testDir: "__tests__/browser",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/browser.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/en`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
