#!/usr/bin/env node
// Runs a command written in TypeScript: `node scripts/run.mjs <module.ts> [args…]` loads the module
// through the one loader (scripts/lib/importTs.mjs) and calls its `main(args, root)`, where root is
// this repository. A returned string is printed; a returned number is the exit code. An error is
// printed as "<command>: <message>" and exits 1, without a stack: these are messages for people.
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [file, ...args] = process.argv.slice(2);
const base = file ? path.basename(file).replace(/\.tsx?$/, "") : "run";
const name = base === "cli" ? path.basename(path.dirname(file)) : base;
try {
  if (!file) throw new Error("Usage: node scripts/run.mjs <module.ts> [args…]");
  const { main } = await importTs(path.resolve(root, file));
  if (typeof main !== "function") throw new Error(`${file} exports no main(args, root)`);
  const result = await main(args, root);
  if (typeof result === "string") process.stdout.write(result.endsWith("\n") || result === "" ? result : `${result}\n`);
  if (typeof result === "number") process.exitCode = result;
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
