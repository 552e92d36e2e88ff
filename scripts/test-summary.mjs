// Adds up jest's and Playwright's JSON reports plus the script's own checks into one line.
import fs from "node:fs";

const [extraPassed = "0", extraFailed = "0"] = process.argv.slice(2);
let passed = Number(extraPassed);
let failed = Number(extraFailed);

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

const jest = read("reports/jest.json");
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else {
  console.log("jest wrote no report: counted as 1 failure");
  failed += 1;
}

const browser = read("reports/browser.json");
if (browser) {
  passed += browser.stats.expected;
  failed += browser.stats.unexpected + browser.stats.flaky;
  if (browser.errors?.length) failed += browser.errors.length;
} else {
  console.log("Playwright wrote no report: counted as 1 failure");
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
