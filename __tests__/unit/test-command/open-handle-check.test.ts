// The test environment every jest test runs in (__tests__/support/openHandleCheck.cjs) fails a file
// that leaves a timer or a server open, naming what it left, and passes one that closes what it
// opens. Proved on fixture test files in a jest of their own, as the suite would run them.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const FIXTURES = path.join(ROOT, "__tests__/fixtures/open-handles");

interface FileResult {
  name: string;
  status: "passed" | "failed";
  message: string;
}

function runFixtures(): Map<string, FileResult> {
  const config = {
    rootDir: FIXTURES,
    testMatch: ["<rootDir>/*.fixture.cjs"],
    testEnvironment: path.join(ROOT, "__tests__/support/nodeEnvironment.cjs"),
    transform: {},
  };
  const run = spawnSync(
    process.execPath,
    [require.resolve("jest/bin/jest"), "--ci", "--json", "--config", JSON.stringify(config), "--maxWorkers", "1", "--forceExit"],
    { cwd: ROOT, encoding: "utf8", timeout: 60_000 },
  );
  const report = JSON.parse(run.stdout) as { testResults: FileResult[] };
  return new Map(report.testResults.map((result) => [path.basename(result.name), result]));
}

describe("the test environment's open-handle check", () => {
  const results = runFixtures();

  it("fails a test file that leaves a timer running, naming the timer and the file", () => {
    const result = results.get("leaves-a-timer.fixture.cjs")!;
    expect(result.status).toBe("failed");
    expect(result.message).toContain("leaves-a-timer.fixture.cjs left open: setTimeout(…, 60000)");
  });

  it("fails a test file that leaves a server listening, naming the server", () => {
    const result = results.get("leaves-a-server.fixture.cjs")!;
    expect(result.status).toBe("failed");
    expect(result.message).toMatch(/leaves-a-server\.fixture\.cjs left open: Server on 127\.0\.0\.1:\d+\./);
  });

  it("passes a test file that ends with timers due on the next turn (jsdom's events), which are no leak", () => {
    expect(results.get("due-timers.fixture.cjs")).toMatchObject({ status: "passed", message: "" });
  });

  it("passes a test file that closes its timer, server and connection, the last in afterAll", () => {
    expect(results.get("closes-what-it-opens.fixture.cjs")).toMatchObject({ status: "passed", message: "" });
  });
});
