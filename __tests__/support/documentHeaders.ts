// The headers of src/node/hosts/policy.ts that every HTML response carries, whoever serves it.
import { expect } from "@playwright/test";

/**
 * The headers a host's local engine cannot be held to, by Playwright project (playwright.config.ts).
 * `netlify dev` sends every `_headers` rule but Content-Type and Cache-Control, where its static server's
 * own values win (its proxy writes the file's headers after the rules); Netlify's CDN sends the rule's
 * value (docs/deploying.md#the-hosts-own-engines). Every other project is held to all of them.
 */
export const NOT_MODELLED: Readonly<Record<string, readonly string[]>> = { netlify: ["content-type", "cache-control"] };

/** The host a Playwright project serves the build as: "netlify-edited" is Netlify's engine on the editor's day's build. */
export const hostOf = (project: string) => project.replace(/-edited$/, "");

/** Whether the project's engine models a header, so a test can hold it to it. */
export const models = (project: string, header: string) => !(NOT_MODELLED[hostOf(project)] ?? []).includes(header.toLowerCase());

/**
 * The cache rule of a not-found answer. Cloudflare Pages sends its own `no-store` with the 404.html
 * it serves for a miss, whatever `_headers` says (measured with wrangler pages dev): a miss is never
 * kept. Every other host sends the pages' rule.
 */
const notFoundCache = (project: string) => (hostOf(project) === "cloudflare" ? "no-store" : "public, max-age=0, must-revalidate");

/** What every HTML response carries, whatever its status; `project` names the engine that served it. */
export function expectDocumentHeaders(headers: Record<string, string>, project = "", status = 200) {
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // No eval of scripts; the search pages alone compile WebAssembly ('wasm-unsafe-eval', every-page.spec.ts).
  expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  if (models(project, "cache-control"))
    expect(headers["cache-control"]).toBe(status === 404 ? notFoundCache(project) : "public, max-age=0, must-revalidate");
}
