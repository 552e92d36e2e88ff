// The page the sign-in window ends on: it hands the outcome to the content manager that opened it,
// in the message protocol Decap CMS's GitHub sign-in speaks (the one Netlify's OAuth service uses).
// The window says "authorizing:github" to its opener; the opener answers from its own origin; only
// then, and only to an origin the site allows, does it send "authorization:github:success:{token}"
// (or ":error:{message}"). The browser delivers a message to the named origin only, so a page on
// another site that opened this window learns nothing.

/** What the content manager is told: a token, or why there is none. */
export type Outcome = { token: string } | { error: string };

/**
 * Allowed origins as patterns: exact origins, and `*` for one DNS label (a deploy preview's host,
 * `https://*.mythforge.pages.dev`). Returned as RegExp sources for the page's script.
 */
export function originPatterns(origins: readonly string[]): string[] {
  return origins
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean)
    .map((origin) => `^${origin.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[a-z0-9-]+")}$`);
}

/** JSON that can stand inside a <script>: no "</script>", no "<!--", no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's HTML; its one script runs under the response's CSP nonce. */
export function handshakePage(outcome: Outcome, allowedOrigins: readonly string[], nonce: string): string {
  const provider = "github";
  const message =
    "token" in outcome
      ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
      : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`;
  const shown = "token" in outcome ? "Signed in. This window closes by itself." : `Not signed in: ${outcome.error}`;
  const script = `(function () {
  var patterns = ${scriptJson(originPatterns(allowedOrigins))}.map(function (p) { return new RegExp(p); });
  var message = ${scriptJson(message)};
  if (!window.opener) {
    document.getElementById("status").textContent += " Open the content manager at /admin and sign in from there.";
    return;
  }
  window.addEventListener("message", function (e) {
    if (e.source !== window.opener || e.data !== "authorizing:${provider}") return;
    if (!patterns.some(function (p) { return p.test(e.origin); })) {
      document.getElementById("status").textContent = "Not signed in: " + e.origin + " may not sign in here (CMS_ALLOWED_ORIGINS).";
      return;
    }
    window.opener.postMessage(message, e.origin);
  });
  window.opener.postMessage("authorizing:${provider}", "*");
})();`;
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Content manager sign-in</title></head>
<body><p id="status" role="status">${escapeHtml(shown)}</p><script nonce="${nonce}">${script}</script></body>
</html>
`;
}
