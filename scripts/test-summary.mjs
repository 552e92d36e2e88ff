// Adds up jest's and Playwright's JSON reports plus the script's own checks into one line.
//   node scripts/test-summary.mjs <passed> <failed> [<report> …]
// The reports default to the full test command's (scripts/test-all.sh); the content lane
// (scripts/test-content.sh) names its own. A report that is missing counts as one failure.
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const REPORTS = {
  // The unit tests, the build-output tests, and the build-output tests on the editor's day (test-all.sh).
  "reports/jest-unit.json": { name: "jest (unit)", kind: "jest" },
  "reports/jest.json": { name: "jest (build output)", kind: "jest" },
  "reports/jest-edited.json": { name: "jest (editor's day)", kind: "jest" },
  // The content lane's content tests (test-content.sh).
  "reports/jest-content.json": { name: "jest (content)", kind: "jest" },
  // The site's browser tests, and the content manager's (playwright.cms.config.ts).
  "reports/browser.json": { name: "Playwright", kind: "playwright" },
  "reports/cms.json": { name: "Playwright (content manager)", kind: "playwright" },
  "reports/browser-edited.json": { name: "Playwright (editor's day)", kind: "playwright" },
};
const FULL_TEST_COMMAND = [
  "reports/jest-unit.json",
  "reports/jest.json",
  "reports/jest-edited.json",
  "reports/browser.json",
  "reports/cms.json",
  "reports/browser-edited.json",
];

const [extraPassed = "0", extraFailed = "0", ...named] = process.argv.slice(2);
const unknown = named.filter((file) => !(file in REPORTS));
if (unknown.length > 0) {
  console.log(`Unknown report(s): ${unknown.join(", ")} (known: ${Object.keys(REPORTS).join(", ")})`);
  process.exit(2);
}
let passed = Number(extraPassed);
let failed = Number(extraFailed);

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

// What failed, a line each, just above the count: a CI log is often read from its end only, and the
// first failure of a chain (the content manager's, whose build the endpoint and editor's-day tests
// need) is then the line that says why the others failed. Of each error, its first two lines
// ("expect(locator).toHaveText(expected) failed", then what it looked at).
const errorLines = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, 2)
    .join(" · ")
    .slice(0, 240);
function jestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults
      .filter((t) => t.status === "failed")
      .map((t) => `${t.fullName}: ${errorLines(t.failureMessages?.[0])}`);
    // A file that failed before its tests ran (a beforeAll, an import) says so in its message alone.
    return failedTests.length === 0 && file.status === "failed"
      ? [`${path.relative(process.cwd(), file.name)}: ${errorLines(file.message)}`]
      : failedTests;
  });
}
function playwrightFailures(report) {
  const lines = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === "unexpected" || t.status === "flaky" || t.status === "skipped") {
          const error = t.results.find((r) => r.error)?.error;
          lines.push(`[${t.projectName}] ${spec.file}: ${spec.title}: ${error ? errorLines(error.message) : "did not run"}`);
        }
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) lines.push(errorLines(error.message));
  return lines;
}
const failures = [];

for (const file of named.length > 0 ? named : FULL_TEST_COMMAND) {
  const { name, kind } = REPORTS[file];
  const report = read(file);
  if (!report) {
    console.log(`${name} wrote no report: counted as 1 failure`);
    failed += 1;
  } else if (kind === "jest") {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    failures.push(...jestFailures(report).map((line) => `${name}: ${line}`));
  } else {
    passed += report.stats.expected;
    // The suites skip nothing on purpose (widths are chosen by tags, not test.skip): a skipped test
    // is one that did not run because an earlier one in its serial group failed, and is no pass.
    failed += report.stats.unexpected + report.stats.flaky + report.stats.skipped;
    if (report.errors?.length) failed += report.errors.length;
    failures.push(...playwrightFailures(report).map((line) => `${name}: ${line}`));
  }
}

const SHOWN = 25;
if (failures.length > 0) {
  console.log(`\nWhat failed (${failures.length > SHOWN ? `the first ${SHOWN} of ${failures.length}` : failures.length}):`);
  for (const line of failures.slice(0, SHOWN)) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
