// An item's page text (an editor's Markdown: a press release, an opening, an event) as the HTML its
// page shows: rendered at build time, raw HTML shown as the text it is, and then cut down by the
// policies' sanitizer, so no tag, script or javascript: link an editor types reaches a page. The
// page's own title is its only h1: the text's headings start at level 2 (a "#" becomes h2).
import MarkdownIt from "markdown-it";
import { cutBetweenWords } from "./text";
import { safePolicyHtml } from "./policyHtml";

// html: false escapes raw HTML; markdown-it also refuses javascript:, vbscript: and data: links itself.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The deepest heading the sanitizer keeps (policyHtml.ts): deeper ones are kept at this level. */
const DEEPEST = 4;

export function bodyHtml(text: string): string {
  const tokens = markdown.parse(text, {});
  const headings = tokens.filter((t) => t.type === "heading_open" || t.type === "heading_close");
  const top = Math.min(...headings.map((t) => Number(t.tag.slice(1))));
  const shift = Number.isFinite(top) ? 2 - top : 0;
  for (const token of headings) token.tag = `h${Math.min(DEEPEST, Math.max(2, Number(token.tag.slice(1)) + shift))}`;
  return safePolicyHtml(markdown.renderer.render(tokens, markdown.options, {}));
}

/**
 * The page text's first paragraph as plain words, at most `max` characters (cut between words, with
 * "…"): what search engines and link previews show of an item's page. Undefined without a paragraph.
 */
export function bodyExcerpt(text: string, max = 160): string | undefined {
  const tokens = markdown.parse(text, {});
  const at = tokens.findIndex((t) => t.type === "paragraph_open");
  const words = (tokens[at + 1]?.children ?? [])
    .map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : t.type === "softbreak" || t.type === "hardbreak" ? " " : ""))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (at < 0 || !words) return undefined;
  return cutBetweenWords(words, max);
}
