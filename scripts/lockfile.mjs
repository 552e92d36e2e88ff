#!/usr/bin/env node
// Does `npm ci` accept package-lock.json? Asks npm itself (`npm ci --dry-run`: nothing is installed
// or removed), and when it does not, says which package is behind it and what to override.
//
//   node scripts/lockfile.mjs              the check (the test command runs it)
//   node scripts/lockfile.mjs --suggest    also asks the registry for a version to pin in "overrides"
//
// The known cause (docs/dependencies.md): a package lists platform packages in optionalDependencies
// that the registry lacks. npm 11.16+ leaves them out of the lockfile it writes, then `npm ci`
// reports them "Missing" (npm/cli#9846). Pinning that package to a version whose platform packages
// all exist makes the lockfile complete.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const npm = (args) => spawnSync("npm", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const viewJson = (args) => {
  const result = npm(["view", ...args, "--json"]);
  if (result.status !== 0 || !result.stdout.trim()) return undefined;
  return JSON.parse(result.stdout);
};

const dry = npm(["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"]);
if (dry.status === 0) {
  console.log("npm ci accepts package-lock.json");
  process.exit(0);
}
const output = `${dry.stdout}${dry.stderr}`;
const wantedVersion = new Map([...output.matchAll(/Missing: (@?[^@\s]+)@(\S*) from lock file/g)].map((m) => [m[1], m[2]]));
const missing = [...wantedVersion.keys()];
if (missing.length === 0) {
  console.log(
    output
      .split("\n")
      .filter((l) => !/^npm (error|warn) {2,}/.test(l))
      .join("\n"),
  );
  console.log("npm ci refuses package-lock.json (see above). Recipe: docs/dependencies.md.");
  process.exit(1);
}

// Which locked packages list the missing ones as optional: those are the ones to pin.
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const nameOf = (key, entry) => entry.name ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
const parents = new Map();
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  const wanted = missing.filter((name) => entry.optionalDependencies && name in entry.optionalDependencies);
  if (wanted.length === 0) continue;
  const name = nameOf(key, entry);
  const parent = parents.get(name) ?? { versions: new Set(), missing: new Set() };
  parent.versions.add(entry.version);
  for (const w of wanted) parent.missing.add(w);
  parents.set(name, parent);
}

console.log(`npm ci refuses package-lock.json: ${missing.length} package(s) it wants are not in it.`);
for (const [name, { versions, missing: names }] of parents) {
  console.log(
    `\n${name}@${[...versions].join(", ")} lists these optional packages, absent from the lockfile:\n  ${[...names].join("\n  ")}`,
  );
}
if (parents.size > 0) {
  console.log(
    "\nIf package.json changed since the lockfile was written, run npm install --package-lock-only first." +
      "\nOtherwise the registry lacks them: npm leaves them out of the lockfile, then npm ci wants them (npm/cli#9846).",
  );
}
// The other known cause: a dependency on a dist-tag ("latest"), which a lockfile written from scratch
// can satisfy with another copy that npm ci then does not accept. A nested override pins it.
const orphans = missing.filter((name) => ![...parents.values()].some((p) => p.missing.has(name)));
for (const name of orphans) {
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const spec = entry.dependencies?.[name] ?? entry.optionalDependencies?.[name];
    if (!spec || /^[\d^~<>=*xX|\s.-]/.test(spec)) continue;
    const dependent = nameOf(key, entry);
    console.log(
      `\n${dependent}@${entry.version} asks for ${name}@"${spec}", a dist-tag; npm ci wants ${name}@${wantedVersion.get(name)}. Pin it:`,
    );
    console.log(`  "overrides": { "${dependent}": { "${name}": "${wantedVersion.get(name)}" } }`);
  }
}

if (parents.size === 0) process.exit(1);
if (!process.argv.includes("--suggest")) {
  console.log("\nRun `node scripts/lockfile.mjs --suggest` for the versions to pin (docs/dependencies.md).");
  process.exit(1);
}

// The ranges the lockfile's packages ask for, so the pinned version still satisfies them.
const rangesFor = (name) => {
  const ranges = new Set();
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies"]) {
      const range = entry[field]?.[name];
      if (range) ranges.add(range);
    }
  }
  return ranges.size > 0 ? [...ranges] : ["*"];
};
const published = new Map();
const exists = (name, spec) => {
  if (!published.has(name)) published.set(name, new Set([viewJson([name, "versions"]) ?? []].flat()));
  if (published.get(name).has(spec)) return true;
  // A range rather than an exact version: let the registry resolve it.
  return !/^\d+\.\d+\.\d+/.test(spec) && viewJson([`${name}@${spec}`, "version"]) !== undefined;
};

console.log("\nAsking the registry for versions whose optional packages all exist:");
const overrides = {};
for (const name of parents.keys()) {
  for (const range of rangesFor(name)) {
    const candidates = [viewJson([`${name}@${range}`, "version", "optionalDependencies"]) ?? []].flat().reverse();
    const complete = candidates.find((c) => Object.entries(c.optionalDependencies ?? {}).every(([dep, spec]) => exists(dep, spec)));
    console.log(`  ${name}@${range}: ${complete ? complete.version : "none"}`);
    if (complete && !(name in overrides)) overrides[name] = complete.version;
  }
}
console.log(
  `\nAdd to "overrides" in package.json, then run the recipe again from npm install --package-lock-only:\n${JSON.stringify(overrides, null, 2)}`,
);
process.exit(1);
