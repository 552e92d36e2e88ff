// The rules of the moved and gone addresses (content/addresses.json, ADDRESSES in ./model.ts), as pure
// functions: the build runs them with every page it publishes (src/node/hosts/addresses.ts), the
// content manager with the pages the slug map names before it saves (src/cms/app/entryProblems.ts).
import { ADDRESSES } from "./model";
import { validateFields, type Problem } from "./validate";

/** One line of the list: an old address, and where it went; no `to` means the page is gone. */
export interface AddressLine {
  readonly from: string;
  readonly to?: string;
}

/** What the rules need to know of the site. */
export interface SiteAddresses {
  /** Whether a path is a page the build publishes: true, false, or undefined when the caller cannot tell (an item's page, in the content manager). */
  isPage(path: string): boolean | undefined;
  /** The short addresses (src/i18n/routes.ts) and the page each forwards to. */
  readonly shortAddresses: ReadonlyMap<string, string>;
}

/**
 * The folders the site's own files live in (the content manager, the receiver and sign-in, Gatsby's
 * scripts and data, pictures, social cards, icons): no page was ever there, and Cloudflare Pages
 * applies a redirect before it looks for a file, so a line there would hide the site's own.
 */
export const SITE_FOLDERS = ["/admin", "/api", "/static", "/page-data", "/og", "/icons", "/data", "/_gatsby"] as const;

/** The endings of a page's address on the sites an old address may come from; any other is a file's (a feed, a picture). */
const PAGE_ENDINGS = /\.(html?|php|aspx?)$/i;

const LIST = ADDRESSES.fields[0]!;
const at = (i: number, field: "from" | "to", message: string): Problem => ({
  path: `${LIST.name}.${i}.${field}`,
  labels: [LIST.label, String(i + 1), field === "from" ? "Old address" : "New address"],
  message,
});

/** The lines of the file, as far as they are lines (the shape check names the rest). */
export function addressLines(data: Record<string, unknown>): AddressLine[] {
  const list = data[LIST.name];
  if (!Array.isArray(list)) return [];
  return list.map((line) => {
    const { from, to } = (line ?? {}) as Record<string, unknown>;
    return { from: typeof from === "string" ? from.trim() : "", ...(typeof to === "string" && to.trim() !== "" && { to: to.trim() }) };
  });
}

/**
 * The characters an address of this site may hold in a line: every host reads these literally, so a
 * line means the same on Netlify, Cloudflare Pages and nginx. Each other character is read specially
 * by at least one of them, or matched encoded by one and decoded by another.
 */
export const PLAIN_PATH_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/";
const PLAIN_PATH = { test: (char: string) => char.length === 1 && PLAIN_PATH_CHARACTERS.includes(char) };

/** Why a host reads a character of an address specially: the words of the refusal. */
function specialReading(char: string): string {
  switch (char) {
    case "*":
      return "Netlify and Cloudflare Pages read as “anything here”, and nginx as a star";
    case ";":
      return "nginx reads as the end of a rule";
    case "{":
    case "}":
      return "nginx reads as a block of rules";
    case "#":
      return "a browser never sends to a host, nor what follows it";
    case "?":
      return "starts a query, and the hosts' rules match no query";
    case ":":
      return "Netlify and Cloudflare Pages read as the start of a placeholder (“:name”)";
    case "$":
      return "nginx reads as a variable";
    case '"':
    case "'":
    case "\\":
      return "nginx reads as a quote or an escape";
    default:
      if (/\s/.test(char)) return "the hosts' files split a line at";
      if (char.codePointAt(0)! > 0x7f) return "each host matches encoded or decoded, in its own way";
      return "not every host reads literally";
  }
}

/** How a refusal names a character: a space or a tab by name, an escape with what it stands for. */
function nameOf(char: string, escape?: string): string {
  if (escape !== undefined) {
    const decoded = String.fromCharCode(parseInt(escape.slice(1), 16));
    return `“${escape}” (an escaped ${decoded === " " ? "space" : `“${decoded}”`})`;
  }
  if (char === " ") return "a space";
  if (char === "\t") return "a tab";
  if (/\s/.test(char)) return "a line break";
  return `“${char}”`;
}

/**
 * The first character of an address of this site that not every host reads literally, as the
 * refusal's words, or undefined. A %-escape counts as the character it stands for: hosts decode some
 * and match others as written.
 */
export function unplainCharacter(value: string): string | undefined {
  const chars = [...value];
  const at = chars.findIndex((c) => !PLAIN_PATH.test(c));
  if (at < 0) return undefined;
  const escape = /^%[0-9A-Fa-f]{2}/.exec(chars.slice(at).join(""))?.[0];
  if (escape === undefined) return `holds ${nameOf(chars[at]!)}, which ${specialReading(chars[at]!)}`;
  const decoded = String.fromCharCode(parseInt(escape.slice(1), 16));
  const reading = PLAIN_PATH.test(decoded)
    ? "the hosts decode or not, each its own way: write the character itself"
    : specialReading(decoded);
  return `holds ${nameOf(decoded, escape)}, which ${reading}`;
}

/** In a full https:// address: what the hosts' files read specially there (a query, a fragment and %-escapes pass as they are). */
function unplainUrlCharacter(value: string): string | undefined {
  const placeholder = /\/:/.exec(value.slice("https://".length));
  if (placeholder) return "holds “/:”, which Netlify and Cloudflare Pages read as the start of a placeholder";
  const char = [...value].find((c) => /[\s*;{}$"'\\<>^`|]/.test(c) || c.codePointAt(0)! > 0x7f);
  return char === undefined ? undefined : `holds ${nameOf(char)}, which ${specialReading(char)}`;
}

/** A segment "." or "..": every host folds it away before matching, so the line could never match. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

const PLAIN_ADVICE = "Write the address with letters, digits and - . _ ~ / only, as every host reads them alike";

/**
 * Every problem of the list: each field's form, then each line against the site and the other lines.
 * The line numbers in the messages count from 1, as the content manager shows them.
 */
export function addressProblems(data: Record<string, unknown>, site: SiteAddresses): Problem[] {
  const lines = addressLines(data);
  // A character a host reads specially is named with the line, in place of the field's general form.
  const characters: Problem[] = lines.flatMap((line, i) => {
    const found: Problem[] = [];
    // An address that is not path-shaped at all (no leading /, an http:// one) is named by the field's form.
    const fromProblem = !line.from.startsWith("/")
      ? undefined
      : (unplainCharacter(line.from) ??
        (DOT_SEGMENT.test(line.from) ? "holds a “.” or “..” segment, which every host folds away before it matches" : undefined));
    if (line.from !== "" && fromProblem) found.push(at(i, "from", `${fromProblem}. ${PLAIN_ADVICE}`));
    if (line.to !== undefined) {
      const toProblem = line.to.startsWith("https://")
        ? unplainUrlCharacter(line.to)
        : !line.to.startsWith("/")
          ? undefined
          : (unplainCharacter(line.to) ??
            (DOT_SEGMENT.test(line.to) ? "holds a “.” or “..” segment, which every host folds away" : undefined));
      if (toProblem)
        found.push(
          at(i, "to", `${toProblem}. ${line.to.startsWith("https://") ? "Leave it out, or link a page without it" : PLAIN_ADVICE}`),
        );
    }
    return found;
  });
  const named = new Set(characters.map((p) => p.path));
  const shape = [...validateFields(ADDRESSES.fields, data).filter((p) => !named.has(p.path)), ...characters];
  const broken = new Set(shape.map((p) => p.path.split(".").slice(0, 2).join(".")));
  const ok = (i: number) => !broken.has(`${LIST.name}.${i}`);
  const fromLine = new Map<string, number>();
  lines.forEach((line, i) => {
    if (ok(i) && !fromLine.has(line.from)) fromLine.set(line.from, i);
  });
  const problems: Problem[] = [...shape];
  lines.forEach((line, i) => {
    if (!ok(i)) return;
    const { from, to } = line;
    const first = fromLine.get(from)!;
    if (first !== i) problems.push(at(i, "from", `is already the old address of line ${first + 1}: keep one line for it`));
    else if (SITE_FOLDERS.some((folder) => from === folder || from.startsWith(`${folder}/`)))
      problems.push(at(i, "from", `is where the site keeps its own files (${SITE_FOLDERS.join(", ")}): no page was ever there`));
    else if (/\.[^/.]+$/.test(from) && !PAGE_ENDINGS.test(from))
      problems.push(at(i, "from", "is a file's address (a feed, a calendar, a picture), not a page's: only pages are forwarded"));
    else if (site.shortAddresses.has(from))
      problems.push(at(i, "from", `is the short address of ${site.shortAddresses.get(from)}, which forwards there already`));
    else if (site.isPage(from) === true)
      problems.push(
        at(
          i,
          "from",
          "is a page of the site now: a line here would hide it. Take the page down first (its “Comes down at”), or correct the address",
        ),
      );
    if (to === undefined || to.startsWith("https://")) return;
    const next = fromLine.get(to);
    if (to === from) problems.push(at(i, "to", "is the old address itself: that would send visitors round in a loop"));
    else if (next !== undefined) {
      // Follow the chain as visitors would; back at this line it is a loop.
      const seen = new Set([i]);
      let end = next;
      while (!seen.has(end) && lines[end]?.to !== undefined && fromLine.has(lines[end]!.to!)) {
        seen.add(end);
        end = fromLine.get(lines[end]!.to!)!;
      }
      if (seen.has(end) || lines[end]?.to === from)
        problems.push(
          at(i, "to", `is the old address of line ${next + 1}, which leads back here: that is a loop. Point each line at the page itself`),
        );
      else {
        const target = lines[end]?.to;
        problems.push(
          at(
            i,
            "to",
            target === undefined
              ? `is the old address of line ${next + 1}, which says that page is gone: leave this line's new address empty too`
              : `is the old address of line ${next + 1}, which forwards on to ${target}: write ${target} here, so visitors get there in one step`,
          ),
        );
      }
    } else if (site.isPage(to) === false)
      problems.push(at(i, "to", "is not a page of the site (check it against the address bar), nor a full https:// address"));
  });
  return problems;
}
