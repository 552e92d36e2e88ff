// Adds up jest's and Playwright's JSON reports plus the script's own checks into one line.
import fs from "node:fs";

const [extraPassed = "0", extraFailed = "0"] = process.argv.slice(2);
let passed = Number(extraPassed);
let failed = Number(extraFailed);

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

// The unit tests, the build-output tests, and the build-output tests on the editor's day (test-all.sh).
for (const [file, name] of [
  ["reports/jest-unit.json", "jest (unit)"],
  ["reports/jest.json", "jest (build output)"],
  ["reports/jest-edited.json", "jest (editor's day)"],
]) {
  const jest = read(file);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  } else {
    console.log(`${name} wrote no report: counted as 1 failure`);
    failed += 1;
  }
}

// The site's browser tests, and the content manager's (playwright.cms.config.ts).
for (const [file, name] of [
  ["reports/browser.json", "Playwright"],
  ["reports/cms.json", "Playwright (content manager)"],
  ["reports/browser-edited.json", "Playwright (editor's day)"],
]) {
  const report = read(file);
  if (report) {
    passed += report.stats.expected;
    // The suites skip nothing on purpose (widths are chosen by tags, not test.skip): a skipped test
    // is one that did not run because an earlier one in its serial group failed, and is no pass.
    failed += report.stats.unexpected + report.stats.flaky + report.stats.skipped;
    if (report.errors?.length) failed += report.errors.length;
  } else {
    console.log(`${name} wrote no report: counted as 1 failure`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
