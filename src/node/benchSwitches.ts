// Build-time switches for `npm run bench -- --ab` (scripts/bench.mjs). Each turns one of the site's
// own performance mechanisms off, so the benchmark can compare it with Gatsby's plain behaviour in
// an otherwise identical build. Unset (every normal build), everything is on.

/** The mechanisms, by the names BENCH_WITHOUT takes; the benchmark reads this list too. */
export const MECHANISMS: readonly string[] = ["loader", "compileHint", "transition"];

function known(name: string): string {
  if (!MECHANISMS.includes(name))
    throw new Error(
      `"${name}" is not a performance mechanism; the list is MECHANISMS in src/node/benchSwitches.ts: ${MECHANISMS.join(", ")}`,
    );
  return name;
}

/**
 * BENCH_WITHOUT=loader,transition turns those two off. A name outside the list throws, so a typo
 * in the code or in the benchmark cannot silently measure the shipped build twice.
 */
export function isOff(mechanism: string, env: string | undefined = process.env.BENCH_WITHOUT): boolean {
  const off = (env ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(known);
  return off.includes(known(mechanism));
}
