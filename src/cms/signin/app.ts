// The content manager's GitHub sign-in, for hosts without an OAuth service of their own (Cloudflare
// Pages, a Node process behind nginx; Netlify has one): the "external OAuth client" of Decap's docs,
// as one Hono app on web-standard Request/Response like the form receiver (src/receiver/app.ts).
//   GET <signInPath>?provider=github&scope=repo  → GitHub's authorize page, with a state cookie
//   GET <signInPath>/callback?code&state         → the token from GitHub, handed to the content manager
// No redirect_uri is sent: GitHub then uses the OAuth App's registered callback URL, which is the
// only one it would accept anyway. Logs name the outcome, never a code or a token.
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { settings } from "../../config/settings";
import type { Log } from "../../types/log";
import { handshakePage, type Outcome } from "./handshake";

/** The host's variables (docs/deploying.md, "The content manager's sign-in"). */
export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub Enterprise Server's address; github.com when unset. */
  GITHUB_URL?: string;
  /** Origins besides the site's own whose content manager may receive a token (deploy previews): comma-separated, `*` for one DNS label. */
  CMS_ALLOWED_ORIGINS?: string;
}

/** Whether the content manager signs in through the site itself (cms.authBaseUrl is the site's origin), so the site must serve this app. */
export function servesSignIn(site: Pick<typeof settings, "siteUrl" | "cms">): boolean {
  return new URL(site.cms.authBaseUrl).origin === new URL(site.siteUrl).origin;
}

/** Decap's base_url and auth_endpoint: the site's own sign-in at its path, or another service at the configured one. */
export function signInService(site: Pick<typeof settings, "siteUrl" | "cms">): { baseUrl: string; authEndpoint: string } {
  const authEndpoint = servesSignIn(site) ? site.cms.signInPath.replace(/^\//, "") : site.cms.authEndpoint;
  return { baseUrl: site.cms.authBaseUrl, authEndpoint };
}

const STATE_COOKIE = "cms-sign-in-state";
// Decap's GitHub backend asks for `repo`, or `public_repo` for a public repository; nothing else is handed out.
const SCOPES = new Set(["repo", "public_repo"]);
const STATE_TTL_SECONDS = 600;
const NOT_SET_UP = "the sign-in service is not set up (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET).";

/** Random, unguessable, URL-safe: the Web Crypto API every host has. */
const randomToken = (bytes: number) => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes)))).replace(/[+/=]/g, "");

export function createSignIn(envFor: (c: Context) => SignInEnv, log: Log, path: string = settings.cms.signInPath): Hono {
  const app = new Hono();

  const page = (c: Context, status: number, outcome: Outcome) => {
    const env = envFor(c);
    const nonce = randomToken(16);
    const origins = [new URL(settings.siteUrl).origin, ...(env.CMS_ALLOWED_ORIGINS ?? "").split(",")];
    return c.html(handshakePage(outcome, origins, nonce), status as never, {
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    });
  };
  const configured = (env: SignInEnv) => Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);
  const github = (env: SignInEnv) => (env.GITHUB_URL || "https://github.com").replace(/\/+$/, "");
  const failed = (c: Context, status: number, reason: string, error: string) => {
    log("sign-in-failed", { reason });
    return page(c, status, { error });
  };

  app.get(path, (c) => {
    const env = envFor(c);
    if (!configured(env)) return failed(c, 503, "not-configured", NOT_SET_UP);
    const provider = c.req.query("provider") ?? "github";
    const scope = c.req.query("scope") ?? "repo";
    if (provider !== "github" || !SCOPES.has(scope))
      return failed(c, 400, "bad-request", `only GitHub, with the scope repo or public_repo, is offered here.`);
    const state = randomToken(24);
    // Behind nginx the request arrives over plain HTTP, with the visitor's scheme in X-Forwarded-Proto.
    const secure = new URL(c.req.url).protocol === "https:" || c.req.header("X-Forwarded-Proto") === "https";
    setCookie(c, STATE_COOKIE, state, { path, httpOnly: true, secure, sameSite: "Lax", maxAge: STATE_TTL_SECONDS });
    const authorize = new URL(`${github(env)}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID!, scope, state }).toString();
    log("sign-in-started");
    c.header("Cache-Control", "no-store");
    return c.redirect(authorize.toString(), 302);
  });

  app.get(`${path}/callback`, async (c) => {
    const env = envFor(c);
    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path });
    if (!configured(env)) return failed(c, 503, "not-configured", NOT_SET_UP);
    const { code, state, error } = c.req.query();
    // Checked first: a callback this browser did not start is refused whatever else it says.
    if (!expected || state !== expected)
      return failed(c, 400, "state-mismatch", "this sign-in was not started here, or took longer than 10 minutes. Try again.");
    if (error === "access_denied") return failed(c, 401, "access-denied", "access to GitHub was not granted.");
    if (error || !code) return failed(c, 401, "no-code", "GitHub gave no authorisation code.");
    let answer: { access_token?: string; error?: string; error_description?: string };
    try {
      const response = await fetch(`${github(env)}/login/oauth/access_token`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code }),
      });
      answer = (await response.json()) as typeof answer;
    } catch {
      return failed(c, 502, "github-unreachable", "GitHub could not be reached. Try again in a minute.");
    }
    if (!answer.access_token)
      return failed(c, 401, "token-refused", `GitHub refused the sign-in (${answer.error_description ?? answer.error ?? "no token"}).`);
    log("sign-in-completed");
    return page(c, 200, { token: answer.access_token });
  });

  return app;
}
