// `npm run translation-status [-- --since <commit>] [--markdown <file>]` (scripts/run.mjs runs this
// file): every untranslated copy in content/ today, every picture whose alt text and every document
// one language lacks, and, with --since, every text changed and every such upload made in one
// language only since that commit. Information for editors, not a gate: it exits 0 whatever it finds.
import fs from "fs";
import path from "path";
import { describeMedia, type TranslationFinding } from "../content-model/translations";
import { allCopies, allMediaInOneLanguage, atCommit, translationsToCheck } from "./translationContent";
import { contentDir as defaultContentDir } from "../node/paths";
import { LANGUAGE_NAMES } from "../i18n/languages";

export interface StatusArgs {
  since?: string;
  markdown?: string;
  content?: string;
}

export function parseStatusArgs(argv: readonly string[]): StatusArgs {
  const args: StatusArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const name = flag.slice(2) as keyof StatusArgs;
    if (!["--since", "--markdown", "--content"].includes(flag))
      throw new Error(`Unknown option ${flag} (known: --since <commit>, --markdown <file>, --content <dir>)`);
    const value = argv[++i];
    if (!value || value.startsWith("--")) throw new Error(`${flag} needs a value`);
    args[name] = value;
  }
  return args;
}

export interface Status {
  copies: TranslationFinding[];
  /** Pictures with alt text in one language only, documents attached in one language only. */
  media: TranslationFinding[];
  /** Changed or added in one language only since the commit; undefined without --since. */
  since?: { commit: string; findings: TranslationFinding[] };
}

export function translationStatus(repo: string, contentDir: string, since?: string): Status {
  const copies = allCopies(contentDir);
  const media = allMediaInOneLanguage(contentDir);
  if (!since) return { copies, media };
  return {
    copies,
    media,
    since: {
      commit: since,
      findings: atCommit(repo, since, (before) => translationsToCheck(before, contentDir)).filter((f) => f.kind !== "copy"),
    },
  };
}

const one = (s: string) => s.replace(/\s+/g, " ").trim();
const cut = (s: string, n = 100) => (one(s).length > n ? `${one(s).slice(0, n - 1)}…` : one(s));

/** The field, and what each language holds. */
function row(f: TranslationFinding): [string, string] {
  switch (f.kind) {
    case "copy":
      return [f.where, `same in both languages: “${cut(f.text)}”`];
    case "added":
      return [f.where, `${LANGUAGE_NAMES[f.lang]} only: “${cut(f.after)}”; nothing in ${LANGUAGE_NAMES[f.other]}`];
    case "changed":
      return [
        f.where,
        `${LANGUAGE_NAMES[f.lang]}: “${cut(f.before)}” → “${cut(f.after)}”; ${LANGUAGE_NAMES[f.other]} unchanged: “${cut(f.otherText)}”`,
      ];
    case "media":
      return [f.where, `${describeMedia(f, LANGUAGE_NAMES)} (${LANGUAGE_NAMES[f.lang]}: “${cut(f.value)}”)`];
  }
}

function table(rows: [string, string][], markdown: boolean): string[] {
  if (markdown) {
    const cell = (s: string) => s.replace(/\|/g, "\\|");
    return ["| field | what to check |", "| --- | --- |", ...rows.map(([a, b]) => `| ${cell(a)} | ${cell(b)} |`)];
  }
  const width = Math.min(70, Math.max(0, ...rows.map(([a]) => a.length)));
  return rows.map(([a, b]) => `  ${a.padEnd(width)}  ${b}`);
}

export function renderStatus(status: Status, markdown: boolean): string {
  const lines: string[] = [];
  const head = (s: string) => lines.push(markdown ? `### ${s}` : s, "");
  head(`Translation status: ${status.copies.length} untranslated cop${status.copies.length === 1 ? "y" : "ies"}`);
  if (status.copies.length > 0) lines.push(...table(status.copies.map(row), markdown), "");
  else
    lines.push(
      "Every text reads differently in the two languages (numbers, addresses, proper names and texts under a few words aside).",
      "",
    );
  head(`Alt text, documents and page texts in one language only: ${status.media.length}`);
  if (status.media.length > 0) lines.push(...table(status.media.map(row), markdown), "");
  if (status.since) {
    const { commit, findings } = status.since;
    head(`Changed in one language only since ${commit}: ${findings.length}`);
    if (findings.length > 0) lines.push(...table(findings.map(row), markdown), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

export function main(argv: readonly string[], repo: string): string {
  const args = parseStatusArgs(argv);
  const content = args.content ? path.resolve(args.content) : defaultContentDir;
  const status = translationStatus(repo, content, args.since);
  if (args.markdown) {
    fs.mkdirSync(path.dirname(path.resolve(args.markdown)), { recursive: true });
    fs.writeFileSync(args.markdown, renderStatus(status, true));
  }
  return renderStatus(status, false);
}
