import fs from "node:fs";
import path from "node:path";
import { MECHANISMS, isOff } from "../../../src/node/benchSwitches";

describe("the benchmark's switches for the site's performance mechanisms", () => {
  it("leaves every mechanism on in a normal build", () => {
    for (const mechanism of MECHANISMS) expect(isOff(mechanism, undefined)).toBe(false);
    for (const mechanism of MECHANISMS) expect(isOff(mechanism, "")).toBe(false);
  });

  it("turns off exactly the mechanisms BENCH_WITHOUT names", () => {
    expect(isOff("loader", "loader, transition")).toBe(true);
    expect(isOff("transition", "loader, transition")).toBe(true);
    expect(isOff("compileHint", "loader, transition")).toBe(false);
  });

  it("refuses a name outside the list, in the code or in BENCH_WITHOUT", () => {
    expect(() => isOff("loadr", "")).toThrow(/MECHANISMS in src\/node\/benchSwitches\.ts/);
    expect(() => isOff("loader", "compilehint")).toThrow(/not a performance mechanism/);
  });

  it("has every listed mechanism switched somewhere in the build code", () => {
    const dir = path.join(__dirname, "../../../src/node");
    const code = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    for (const mechanism of MECHANISMS) expect(code).toContain(`isOff("${mechanism}")`);
  });
});
