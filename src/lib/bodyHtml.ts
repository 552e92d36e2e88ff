// An item's page text (an editor's Markdown: a press release, an opening, an event) as the HTML its
// page shows: rendered at build time, raw HTML shown as the text it is, and then cut down by the
// policies' sanitizer, so no tag, script or javascript: link an editor types reaches a page. The
// page's own title is its only h1: the text's headings start at level 2 (a "#" becomes h2).
import MarkdownIt from "markdown-it";
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
