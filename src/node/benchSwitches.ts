// Build-time switches for `npm run bench -- --ab` (scripts/bench.mjs). Each turns one of the site's
// own performance mechanisms off, so the benchmark can compare it with Gatsby's plain behaviour in
// an otherwise identical build. Unset (every normal build), everything is on.

export const MECHANISMS = ["loader", "compileHint", "transition"] as const;
export type Mechanism = (typeof MECHANISMS)[number];

/** BENCH_WITHOUT=loader,transition turns those two off. */
export function isOff(mechanism: Mechanism, env: string | undefined = process.env.BENCH_WITHOUT): boolean {
  return (env ?? "").split(",").map((s) => s.trim()).includes(mechanism);
}
