// The content manager's GitHub sign-in (src/cms/signin/app.ts) as a host runs it: a Request in, a
// Response out, and GitHub played by a server on localhost (GITHUB_URL, as for GitHub Enterprise).
import vm from "node:vm";
import { settings } from "../../config/settings";
import { createSignIn, servesSignIn, signInService, type SignInEnv } from "../signin/app";
import { handshakePage, originPatterns } from "../signin/handshake";
import { startWebhookCapture, type WebhookCapture } from "../../../__tests__/support/webhookCapture";
import { bundlePagesFunction } from "../../../__tests__/support/pagesFunction";

const SITE = new URL(settings.siteUrl).origin;
const PATH = settings.cms.signInPath;

/** GitHub's token endpoint: answers each code with a token, and keeps what it was sent. */
let github: WebhookCapture<Record<string, string>>;
beforeAll(async () => {
  github = await startWebhookCapture<Record<string, string>>({
    answer: ({ body }) => ({
      status: 200,
      json:
        body.code === "refused"
          ? { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }
          : { access_token: `gho_for_${body.code}`, token_type: "bearer", scope: "repo" },
    }),
  });
});
afterAll(() => github.close());
beforeEach(() => void (github.received.length = 0));

const env = (): SignInEnv => ({
  GITHUB_CLIENT_ID: "client-1",
  GITHUB_CLIENT_SECRET: "secret-1",
  GITHUB_URL: github.origin,
  CMS_ALLOWED_ORIGINS: "https://*.mythforge.pages.dev",
});
const logged: string[] = [];
const app = (vars: SignInEnv = env()) =>
  createSignIn(
    () => vars,
    (event, details) => logged.push(JSON.stringify({ event, ...details })),
  );

/** Starts a sign-in as the content manager's window does; returns the state GitHub is given and the cookie set. */
async function start(signIn = app()) {
  const response = await signIn.request(`${SITE}${PATH}?provider=github&site_id=www.example.com&scope=repo`);
  const location = new URL(response.headers.get("Location") ?? "http://none");
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}
const callback = (signIn: ReturnType<typeof app>, query: string, cookie?: string) =>
  signIn.request(`${SITE}${PATH}/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Runs the page's script as the sign-in window would, with an opener that answers from `openerOrigin`. */
function runHandshake(html: string, openerOrigin: string) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const sent: { message: string; target: string }[] = [];
  let listener: ((e: { source: unknown; data: string; origin: string }) => void) | undefined;
  const opener = { postMessage: (message: string, target: string) => sent.push({ message, target }) };
  const status = { textContent: "" };
  const window = { opener, addEventListener: (_: string, fn: typeof listener) => (listener = fn) };
  vm.runInNewContext(script, { window, document: { getElementById: () => status } });
  listener?.({ source: opener, data: "authorizing:github", origin: openerOrigin });
  return { sent, status: status.textContent };
}

describe("starting a sign-in", () => {
  it("sends the editor to GitHub's authorize page with the client, the scope asked for and a fresh state, kept in an HttpOnly cookie", async () => {
    const first = await start();
    expect(first.response.status).toBe(302);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${github.origin}/login/oauth/authorize`);
    expect(Object.fromEntries(first.location.searchParams)).toEqual({ client_id: "client-1", scope: "repo", state: first.state });
    expect(first.state.length).toBeGreaterThanOrEqual(24);
    expect(first.cookie).toBe(`cms-sign-in-state=${first.state}`);
    expect(first.response.headers.get("Set-Cookie")).toMatch(/HttpOnly/);
    expect(first.response.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/);
    expect(first.response.headers.get("Set-Cookie")).toMatch(/Secure/);
    expect((await start()).state).not.toBe(first.state);
    // Behind nginx: plain HTTP to the process, the visitor's HTTPS in X-Forwarded-Proto.
    const proxied = await app().request(`http://127.0.0.1:8787${PATH}?provider=github`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("Set-Cookie")).toMatch(/Secure/);
  });

  it("offers GitHub only, with the repo or public_repo scope", async () => {
    for (const query of ["provider=gitlab", "provider=github&scope=admin:org", "provider=github&scope=repo,delete_repo"]) {
      const response = await app().request(`${SITE}${PATH}?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect((await app().request(`${SITE}${PATH}?provider=github&scope=public_repo`)).status).toBe(302);
  });

  it("says the service is not set up, to the content manager too, when the GitHub OAuth App's variables are missing", async () => {
    const response = await app({}).request(`${SITE}${PATH}?provider=github`);
    expect(response.status).toBe(503);
    const { sent } = runHandshake(await response.text(), SITE);
    expect(sent.at(-1)).toEqual({ message: expect.stringMatching(/^authorization:github:error:.*GITHUB_CLIENT_ID/), target: SITE });
  });
});

describe("finishing a sign-in", () => {
  it("exchanges GitHub's code for a token and hands it to the content manager that opened the window, on the site's origin", async () => {
    const signIn = app();
    const { state, cookie } = await start(signIn);
    const response = await callback(signIn, `code=abc&state=${state}`, cookie);
    expect(response.status).toBe(200);
    expect(github.bodies()).toEqual([{ client_id: "client-1", client_secret: "secret-1", code: "abc" }]);
    const { sent } = runHandshake(await response.text(), SITE);
    expect(sent).toEqual([
      { message: "authorizing:github", target: "*" },
      { message: `authorization:github:success:${JSON.stringify({ token: "gho_for_abc", provider: "github" })}`, target: SITE },
    ]);
    // The state is used once.
    expect(response.headers.get("Set-Cookie")).toMatch(/^cms-sign-in-state=;.*Max-Age=0/);
  });

  it("hands the token to a deploy preview's content manager that CMS_ALLOWED_ORIGINS allows, and to no other origin", async () => {
    const signIn = app();
    const { state, cookie } = await start(signIn);
    const html = await (await callback(signIn, `code=abc&state=${state}`, cookie)).text();
    expect(runHandshake(html, "https://cms-news.mythforge.pages.dev").sent.at(-1)?.target).toBe("https://cms-news.mythforge.pages.dev");
    for (const origin of [
      "https://evil.example",
      "https://a.b.mythforge.pages.dev",
      "https://mythforge.pages.dev.evil.example",
      "http://cms-news.mythforge.pages.dev",
    ]) {
      const { sent, status } = runHandshake(html, origin);
      expect({ origin, sent }).toEqual({ origin, sent: [{ message: "authorizing:github", target: "*" }] });
      expect(status).toContain("may not sign in here");
    }
  });

  it("refuses a callback this browser did not start, without asking GitHub for a token", async () => {
    const signIn = app();
    const { state, cookie } = await start(signIn);
    for (const [query, sentCookie] of [
      [`code=abc&state=${state}`, undefined],
      [`code=abc&state=other`, cookie],
      ["code=abc", cookie],
    ] as const) {
      const response = await callback(signIn, query, sentCookie);
      expect(response.status).toBe(400);
      expect(runHandshake(await response.text(), SITE).sent.at(-1)?.message).toMatch(/^authorization:github:error:.*not started here/);
    }
    expect(github.bodies()).toEqual([]);
  });

  it("tells the content manager when the editor declined on GitHub, or GitHub refused the code", async () => {
    const signIn = app();
    const declined = await start(signIn);
    const denied = await callback(signIn, `error=access_denied&state=${declined.state}`, declined.cookie);
    expect(runHandshake(await denied.text(), SITE).sent.at(-1)?.message).toMatch(/error:.*not granted/);
    const refused = await start(signIn);
    const bad = await callback(signIn, `code=refused&state=${refused.state}`, refused.cookie);
    expect(bad.status).toBe(401);
    expect(runHandshake(await bad.text(), SITE).sent.at(-1)?.message).toMatch(/error:.*incorrect or expired/);
  });

  it("serves its page uncached, out of search engines, with a script allowed by its nonce alone", async () => {
    const signIn = app();
    const { state, cookie } = await start(signIn);
    const response = await callback(signIn, `code=abc&state=${state}`, cookie);
    const html = await response.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1]!;
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("logs the outcome, never the code, the token or the secret", async () => {
    logged.length = 0;
    const signIn = app();
    const { state, cookie } = await start(signIn);
    await callback(signIn, `code=abc&state=${state}`, cookie);
    expect(logged.map((line) => JSON.parse(line).event)).toEqual(["sign-in-started", "sign-in-completed"]);
    for (const secret of ["abc", "gho_for_abc", "secret-1", state]) expect(logged.join("\n")).not.toContain(secret);
  });
});

describe("the handshake page", () => {
  it("keeps a token or message that holds markup inside its script", () => {
    const html = handshakePage({ error: `</script><script>alert(1)</script>` }, [SITE], "n");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(runHandshake(html, SITE).sent.at(-1)?.message).toBe(
      `authorization:github:error:${JSON.stringify({ message: "</script><script>alert(1)</script>" })}`,
    );
  });

  it("reads allowed origins as exact origins, with * for one DNS label", () => {
    const [exact, wildcard] = originPatterns(["https://www.example.com/", " https://*.x.pages.dev "]).map((p) => new RegExp(p));
    expect(exact!.test("https://www.example.com")).toBe(true);
    expect(exact!.test("https://wwwXexample.com")).toBe(false);
    expect(wildcard!.test("https://pr-12.x.pages.dev")).toBe(true);
    expect(wildcard!.test("https://x.pages.dev")).toBe(false);
  });
});

describe("which host serves it", () => {
  it("is the site itself exactly when the content manager's sign-in service is the site's own origin", () => {
    expect(servesSignIn({ siteUrl: "https://www.example.com", cms: { ...settings.cms, authBaseUrl: "https://www.example.com/" } })).toBe(
      true,
    );
    expect(servesSignIn({ siteUrl: "https://www.example.com", cms: { ...settings.cms, authBaseUrl: "https://api.netlify.com" } })).toBe(
      false,
    );
  });

  it("points the content manager at the sign-in path when the site serves it, and at the configured endpoint of any other service", () => {
    const own = {
      siteUrl: "https://www.example.com",
      cms: { ...settings.cms, authBaseUrl: "https://www.example.com", authEndpoint: "auth" },
    };
    expect(signInService(own)).toEqual({ baseUrl: "https://www.example.com", authEndpoint: settings.cms.signInPath.slice(1) });
    const netlify = { ...own, cms: { ...own.cms, authBaseUrl: "https://api.netlify.com" } };
    expect(signInService(netlify)).toEqual({ baseUrl: "https://api.netlify.com", authEndpoint: "auth" });
  });
});

describe("the Cloudflare Pages Function (functions/api/auth/[[path]].ts) as Cloudflare bundles it", () => {
  it("signs in with only the web platform's globals, at the sign-in path and its callback", async () => {
    const fetchLikeGitHub = async (url: string) =>
      new Response(JSON.stringify(url.endsWith("/login/oauth/access_token") ? { access_token: "gho_cf" } : {}), { status: 200 });
    const { onRequest } = await bundlePagesFunction<typeof import("../../../functions/api/auth/[[path]]")>(
      "functions/api/auth/[[path]].ts",
      fetchLikeGitHub,
    );
    const vars = { GITHUB_CLIENT_ID: "client-cf", GITHUB_CLIENT_SECRET: "secret-cf" };
    const started = await onRequest({
      request: new Request(`${SITE}${PATH}?provider=github&scope=repo`),
      env: vars,
      waitUntil: () => undefined,
    });
    const location = new URL(started.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    const cookie = started.headers.get("Set-Cookie")!.split(";")[0]!;
    const request = new Request(`${SITE}${PATH}/callback?code=c&state=${location.searchParams.get("state")}`, {
      headers: { Cookie: cookie },
    });
    const finished = await onRequest({ request, env: vars, waitUntil: () => undefined });
    expect(finished.status).toBe(200);
    expect(runHandshake(await finished.text(), SITE).sent.at(-1)?.message).toContain('"token":"gho_cf"');
  });
});
