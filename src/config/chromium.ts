// The Chromium every browser test and the site diff's screenshots run in: Debian's build, launched
// with the flags that keep it off this sandbox's closed network. The test command installs
// `chromium-headless-shell` (scripts/test-all.sh): Chromium's headless shell, the build Playwright
// itself runs for headless tests. The full browser in headless mode does the same work with a
// browser's whole process set, and on two cores it took 2.2 times as long per page (a new context,
// load and hydration: 1,430–1,600 ms against 670–700 ms, 36 loads each; docs/performance.md).
// CHROMIUM_PATH picks another; a machine with only the full browser falls back to it.
// `playwright.config.ts` (every browser test), the site diff's screenshots and the test command's
// "Browser" step, which prints the binary and its version, take it from here; it sits with the
// settings so that both the site diff and src/ci/, which imports the site diff, stand above it.
import fs from "fs";

const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? CANDIDATES.find((file) => fs.existsSync(file)) ?? CANDIDATES[0];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
