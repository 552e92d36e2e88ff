// Which of a page's inline style rules can reach what its prerendered HTML shows. Gatsby inlines the
// whole global stylesheet in every page, so a rule added for an element no page has yet (a partner's
// logo before any partner has one) would otherwise read as a restyle of every page.
import { JSDOM } from "jsdom";
/** What a selector needs on a page: the selector to look for, and the classes and ids it cannot match without. */
interface Probe {
  readonly selector: string;
  readonly classes: readonly string[];
  readonly ids: readonly string[];
}

/** One rule of a stylesheet, taken out of the `@media`/`@supports` blocks around it. */
interface SheetRule {
  /** The rule with the conditions around it: what the fingerprints are made of. */
  readonly text: string;
  /** Its selectors; undefined for a rule that counts as used on every page. */
  readonly probes?: readonly Probe[];
}

/**
 * Pseudo-classes that depend on what the visitor does or what scripts set, not on the HTML: a rule
 * for `a:hover` is used wherever there is an `a`.
 */
const STATE_PSEUDO_CLASSES = new Set([
  "active",
  "any-link",
  "autofill",
  "blank",
  "buffering",
  "checked",
  "closed",
  "current",
  "default",
  "defined",
  "disabled",
  "enabled",
  "focus",
  "focus-visible",
  "focus-within",
  "fullscreen",
  "future",
  "hover",
  "in-range",
  "indeterminate",
  "invalid",
  "link",
  "local-link",
  "modal",
  "muted",
  "open",
  "out-of-range",
  "past",
  "paused",
  "picture-in-picture",
  "placeholder-shown",
  "playing",
  "popover-open",
  "read-only",
  "read-write",
  "seeking",
  "stalled",
  "state",
  "target",
  "target-within",
  "user-invalid",
  "user-valid",
  "valid",
  "visited",
  "volume-locked",
]);
/** Pseudo-elements CSS 2 wrote with one colon. */
const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);
/** Pseudo-classes that take selectors whose own state pseudo-classes are taken out too. */
const SELECTOR_LISTS = new Set(["is", "where", "matches", "has"]);

/** The index just past the quoted text that opens at `start`. */
function quoteEnd(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === s[start]) return i + 1;
  }
  return s.length;
}

/** The index just past the bracket or parenthesis group that opens at `start`, quoted text and escapes skipped. */
function groupEnd(s: string, start: number): number {
  const [open, close] = s[start] === "[" ? ["[", "]"] : ["(", ")"];
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = quoteEnd(s, i) - 1;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return s.length;
}

/** A selector list cut at its top-level commas. */
export function selectorList(s: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = quoteEnd(s, i) - 1;
    else if (c === "(" || c === "[") i = groupEnd(s, i) - 1;
    else if (c === ",") {
      parts.push(s.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(s.slice(from).trim());
  return parts;
}

const unescapeCss = (ident: string) =>
  ident.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ""),
  );

interface Stripped {
  readonly selector: string;
  /** Something was taken out: the selector now matches at least what it did, maybe more. */
  readonly broadened: boolean;
  readonly classes: readonly string[];
  readonly ids: readonly string[];
}

/**
 * A selector as the prerendered HTML can answer it: state pseudo-classes and pseudo-elements taken
 * out (a compound left empty becomes `*`), and a `:not()` that held one dropped whole, since a
 * narrower `:not()` would make the selector match less, not more. Undefined when it cannot be read.
 * `relative`: a `:has()` argument, which may start with a combinator.
 */
export function staticSelector(selector: string, relative = false): Stripped | undefined {
  const s = selector.trim();
  const compounds: string[][] = [[]];
  const combinators: string[] = [];
  // Classes and ids outside any pseudo-class's parentheses: an element must carry each of them.
  const classes: string[] = [];
  const ids: string[] = [];
  let broadened = false;
  let space = false;
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      space = true;
      i++;
      continue;
    }
    if (c === ">" || c === "+" || c === "~") {
      combinators.push(c);
      compounds.push([]);
      space = false;
      i++;
      continue;
    }
    if (c === "," || c === "(" || c === ")") return undefined;
    if (space && compounds.at(-1)!.length > 0) {
      combinators.push(" ");
      compounds.push([]);
    }
    space = false;
    let end = i + 1;
    if (c === "[") end = groupEnd(s, i);
    else if (c === ":") {
      if (s[end] === ":") end++;
      while (end < s.length && /[\w-]/.test(s[end]!)) end++;
      if (s[end] === "(") end = groupEnd(s, end);
    } else {
      while (end < s.length && !/[\s>+~.#[:,()]/.test(s[end]!)) end += s[end] === "\\" ? 2 : 1;
    }
    const token = s.slice(i, end);
    i = end;
    if (c === ".") classes.push(unescapeCss(token.slice(1)));
    if (c === "#") ids.push(unescapeCss(token.slice(1)));
    const kept = staticToken(token);
    if (!kept) return undefined;
    if (kept.broadened) broadened = true;
    if (kept.token !== undefined) compounds.at(-1)!.push(kept.token);
  }
  // A compound left empty is any element: `:hover` alone is `*`, `:has(> img)` keeps its leading combinator.
  const parts = compounds.map((compound, at) => (compound.length > 0 ? compound.join("") : at === 0 && relative ? "" : "*"));
  const text = parts.reduce(
    (out, part, at) => (at === 0 ? part : `${out}${combinators[at - 1] === " " ? " " : ` ${combinators[at - 1]} `}${part}`),
    "",
  );
  return { selector: text.trim(), broadened, classes, ids };
}

/** One simple selector as the HTML can answer it: kept (maybe rewritten), taken out, or undefined when it cannot be read. */
function staticToken(token: string): { token?: string; broadened: boolean } | undefined {
  if (!token.startsWith(":")) return { token, broadened: false };
  if (token.startsWith("::")) return { broadened: true };
  const match = /^:([\w-]+)(?:\(([\s\S]*)\))?$/.exec(token);
  if (!match) return undefined;
  const [, name = "", args] = match;
  const lower = name.toLowerCase();
  // Vendor pseudo-classes (:-moz-focusring, :-webkit-autofill) are states and elements of one browser.
  if (LEGACY_PSEUDO_ELEMENTS.has(lower) || STATE_PSEUDO_CLASSES.has(lower) || lower.startsWith("-")) return { broadened: true };
  if (args === undefined) return { token, broadened: false };
  if (lower === "not") {
    const inner = selectorList(args).map((part) => staticSelector(part));
    if (inner.some((part) => part === undefined)) return undefined;
    return inner.some((part) => part!.broadened) ? { broadened: true } : { token, broadened: false };
  }
  if (SELECTOR_LISTS.has(lower)) {
    const inner = selectorList(args).map((part) => staticSelector(part, lower === "has"));
    if (inner.some((part) => part === undefined)) return undefined;
    return { token: `:${name}(${inner.map((part) => part!.selector).join(", ")})`, broadened: inner.some((part) => part!.broadened) };
  }
  return { token, broadened: false };
}

let blank: Document | undefined;
/**
 * Whether jsdom can evaluate a selector at all (it throws on what it does not know, `:unknown(1)`):
 * asked once per selector, of an empty page, so that a page's missing class never hides a selector
 * that could not have been evaluated anyway.
 */
function evaluable(selector: string): boolean {
  blank ??= new JSDOM("").window.document;
  try {
    blank.querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * A sheet's rules, each with the conditions of the blocks around it. Only style rules can go unused:
 * fonts, keyframes (their steps are no style rules) and whatever else a sheet holds count as used.
 */
function flatten(rules: CSSRuleList, conditions = ""): SheetRule[] {
  return [...rules].flatMap((rule): SheetRule[] => {
    if ("selectorText" in rule && "style" in rule) {
      const style = rule as CSSStyleRule;
      const text = `${conditions}${style.cssText}`;
      // :root and custom properties: values other rules read through var().
      const custom = [...Array(style.style.length).keys()].some((i) => style.style[i]?.startsWith("--"));
      if (custom) return [{ text }];
      const probes = selectorList(style.selectorText).map((part) => staticSelector(part));
      if (probes.some((probe) => probe === undefined || !evaluable(probe.selector))) return [{ text }];
      return [{ text, probes: probes.map((probe) => ({ selector: probe!.selector, classes: probe!.classes, ids: probe!.ids })) }];
    }
    const group = rule as CSSRule & { cssRules?: CSSRuleList };
    if (group.cssRules) {
      // "@media (min-width:768px) {": the block's own head, so a changed condition changes the text.
      const head = rule.cssText.slice(0, rule.cssText.indexOf("{")).trim();
      return flatten(group.cssRules, `${conditions}${head} { `);
    }
    return [{ text: `${conditions}${rule.cssText}` }];
  });
}

/** Each stylesheet's rules by its text: every page of a build inlines the same global sheet, read once here. */
const sheetCache = new Map<string, readonly SheetRule[]>();
const SHEETS_KEPT = 50;

function sheetRules(element: HTMLStyleElement): readonly SheetRule[] {
  const text = element.textContent ?? "";
  const cached = sheetCache.get(text);
  if (cached) return cached;
  // A sheet jsdom could not parse has no CSSOM: all of its text counts as used.
  const rules = element.sheet ? flatten(element.sheet.cssRules) : text.trim() ? [{ text }] : [];
  if (sheetCache.size >= SHEETS_KEPT) sheetCache.delete(sheetCache.keys().next().value!);
  sheetCache.set(text, rules);
  return rules;
}

/**
 * The page's inline rules in two lists: those that can reach an element of its HTML (or cannot be
 * told apart: a selector jsdom cannot evaluate counts as used), and those that match nothing.
 */
export function splitStyles(document: Document): { used: string[]; unused: string[] } {
  const classes = new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]));
  const ids = new Set([...document.querySelectorAll("[id]")].map((el) => el.id));
  const answers = new Map<string, boolean>();
  const matches = (probe: Probe) => {
    if (!probe.classes.every((c) => classes.has(c)) || !probe.ids.every((id) => ids.has(id))) return false;
    let answer = answers.get(probe.selector);
    if (answer === undefined) {
      try {
        answer = document.querySelector(probe.selector) !== null;
      } catch {
        answer = true;
      }
      answers.set(probe.selector, answer);
    }
    return answer;
  };
  const used: string[] = [];
  const unused: string[] = [];
  for (const element of document.querySelectorAll("style")) {
    for (const rule of sheetRules(element)) (!rule.probes || rule.probes.some(matches) ? used : unused).push(rule.text);
  }
  return { used, unused };
}
