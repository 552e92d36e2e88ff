// Runs a Gatsby hook's steps from one ordered list. A step names what it writes and which facts it
// needs from earlier steps; the list is checked before anything runs, so a reordering that would
// use a fact before it exists stops the build with the step's name instead of writing a wrong file.
import type { Reporter } from "gatsby";

export interface BuildStep<Facts> {
  /** Shown in the build log and in its errors. */
  readonly name: string;
  /** What it writes, for the log (a file, a folder, or "nothing" for a check). */
  readonly writes: string;
  /** Facts earlier steps must have set. */
  readonly needs?: readonly (keyof Facts)[];
  /** Facts it sets for later steps. */
  readonly gives?: readonly (keyof Facts)[];
  run(facts: Partial<Facts>): Promise<void> | void;
}

/** Why a step stops the build: the message is for whoever runs the build, so no stack. */
export class StepFailure extends Error {}

/** Each step that uses a fact the steps before it do not give, as "<step> needs <fact>". */
export function orderProblems<Facts>(steps: readonly BuildStep<Facts>[], given: readonly (keyof Facts)[] = []): string[] {
  const known = new Set<keyof Facts>(given);
  const problems: string[] = [];
  for (const step of steps) {
    for (const fact of step.needs ?? [])
      if (!known.has(fact)) problems.push(`${step.name} needs ${String(fact)}, which no step before it gives`);
    for (const fact of step.gives ?? []) known.add(fact);
  }
  return problems;
}

/** A fact a step declared in `needs`; the order check makes its absence a bug, not an input error. */
export function fact<Facts, K extends keyof Facts>(facts: Partial<Facts>, key: K): NonNullable<Facts[K]> {
  const value = facts[key];
  if (value === undefined || value === null) throw new Error(`${String(key)} is not set: its step has not run`);
  return value as NonNullable<Facts[K]>;
}

/** Runs the steps in order; the first failure stops the build with its step's name. */
export async function runSteps<Facts>(
  hook: string,
  steps: readonly BuildStep<Facts>[],
  facts: Partial<Facts>,
  reporter: Reporter,
): Promise<void> {
  const problems = orderProblems(steps, Object.keys(facts) as (keyof Facts)[]);
  if (problems.length > 0) {
    reporter.panicOnBuild(`${hook}: the steps are out of order: ${problems.join("; ")}`);
    return;
  }
  for (const step of steps) {
    try {
      await step.run(facts);
    } catch (error) {
      const message = error instanceof StepFailure ? error.message : String((error as Error).stack ?? error);
      reporter.panicOnBuild(`${hook}, ${step.name}: ${message}`);
      return;
    }
  }
}
