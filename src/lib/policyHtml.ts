// Policies are Markdown that editors write (in the CMS or by hand). Markdown lets raw HTML through,
// and the build would copy it into the page, where the CSP (hashed from the built HTML) would even
// allow an inline <script>. So the HTML Markdown produces is cut down to what Markdown itself
// makes: text structure, tables and links to pages, mail and phone.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  // Section ids come from gatsby-remark-autolink-headers (the table of contents links to them).
  allowedAttributes: { a: ["href", "title"], h2: ["id"], h3: ["id"], h4: ["id"], th: ["align"], td: ["align"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  // A <script> or <style> goes with its content; any other tag is dropped and its text kept.
  disallowedTagsMode: "discard",
};

export function safePolicyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
