// Unit tests (the Gatsby docs' recipe): babel-preset-gatsby + TypeScript, styles as identity proxies,
// and a `gatsby` mock so components render outside a Gatsby build. Browser tests are Playwright's.
const path = require("path");

/** What both projects share: how files are transformed and what stands in for styles and images. */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    // The one style module whose values code reads (CSS Modules' :export): compiled, not proxied.
    "styles/breakpoints\\.module\\.scss$": "<rootDir>/__mocks__/breakpoints-module.js",
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
    // Tests of a build made from a copy of content/ (CONTENT_DIR) read that copy's settings, as the build did.
    ...(process.env.CONTENT_DIR && { "(^|/)content/settings\\.json$": path.resolve(process.env.CONTENT_DIR, "settings.json") }),
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Packages shipped as ES modules only, compiled to CommonJS for Jest: Gatsby's, and file-type with
  // the packages it imports (the build's upload checks, src/node/media/inspect.ts).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  // Jest's node environment, failing a test file that leaves a timer, socket or child process open
  // (a file that needs a DOM names ./__tests__/support/jsdomEnvironment.cjs in its docblock).
  testEnvironment: "<rootDir>/__tests__/support/nodeEnvironment.cjs",
};

module.exports = {
  // `jest --selectProjects unit` or `build` runs one; plain `jest` runs both. The test command runs
  // "unit" beside the content manager's tests, before any build exists (scripts/test-all.sh).
  projects: [
    {
      ...shared,
      // __tests__/unit/ and each capability's src/<capability>/__tests__/: logic and content, no build needed.
      displayName: "unit",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)", "<rootDir>/src/**/__tests__/**/*.test.ts?(x)"],
    },
    {
      ...shared,
      // __tests__/build/: the built site in public/ (run after `npm run build`).
      displayName: "build",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.ts?(x)"],
      testPathIgnorePatterns: [
        ...shared.testPathIgnorePatterns,
        // The editor's day (BUILD_DIR=public-endpoint, scripts/test-all.sh) runs these tests on its build;
        // these compare the two builds by their fixed folders whatever BUILD_DIR says, so they ran already.
        // The content lane (CONTENT_LANE=1, scripts/test-content.sh) makes only public/, not the content
        // manager's build they compare it with.
        ...(process.env.BUILD_DIR || process.env.CONTENT_LANE
          ? ["<rootDir>/__tests__/build/(site-diff|preview|kept-cache)\\.test\\.ts$"]
          : []),
      ],
    },
  ],
  // One worker per core. Jest's default leaves a core to its main process, which on two cores means
  // one worker: the whole suite took 51.5 s that way and 36.9 s with two (959 tests, same machine).
  maxWorkers: "100%",
  // How long a worker may take to exit once its files are done before Jest kills it and warns. At
  // nice 19 beside the browser tests (scripts/test-all.sh) a worker with nothing left open took
  // 230–525 ms to exit, so Jest's 500 ms warned in about half the runs. Leaks are the test
  // environment's check (__tests__/support/openHandleCheck.cjs), which names the file and what it left.
  workerGracefulExitTimeout: 5000,
};
