// "Login with GitHub" in the real content manager (the build's /admin), through the site's own
// sign-in service (src/cms/signin/app.ts) as the Node process behind nginx runs it (the receiver's
// bundle), with GitHub played by a server on localhost (GITHUB_URL). Only the admin's configuration
// is changed on its way to the browser, to name that service as the sign-in service, and GitHub's
// API is answered by the test: nothing here reaches the internet.
import { settings } from "../../src/config/settings";
import { buildReceiver, startReceiver } from "../support/receiver";
import { startWebhookCapture, type WebhookCapture } from "../support/webhookCapture";
import { ANY_WIDTH, expect, test } from "../support/browserTest";

const TOKEN = "gho_signed_in_through_the_site";

test.describe("signing in to the content manager through the site's own sign-in service", () => {
  let github: WebhookCapture<{ code: string }>;
  let service: Awaited<ReturnType<typeof startReceiver>>;
  let serviceOrigin = "";

  test.beforeAll(async ({ baseURL }) => {
    // GitHub: its authorize page sends the editor straight back with a code; its token endpoint trades it.
    github = await startWebhookCapture<{ code: string }>({
      answer: ({ path }) => {
        const url = new URL(path, "http://github.test");
        if (url.pathname !== "/login/oauth/authorize")
          return { status: 200, json: { access_token: TOKEN, token_type: "bearer", scope: "repo" } };
        const back = `${serviceOrigin}${settings.cms.signInPath}/callback?code=code-1&state=${url.searchParams.get("state")}`;
        return { status: 302, headers: { Location: back } };
      },
    });
    service = await startReceiver(buildReceiver(), {
      RECEIVER_PORT: "0",
      GITHUB_CLIENT_ID: "client-1",
      GITHUB_CLIENT_SECRET: "secret-1",
      GITHUB_URL: github.origin,
      // The admin under test is served from the test's own server, as a deploy preview would be.
      CMS_ALLOWED_ORIGINS: new URL(baseURL!).origin,
    });
    serviceOrigin = `http://127.0.0.1:${service.port}`;
  });

  test.afterAll(async () => {
    await service?.stop();
    await github?.close();
  });

  test(
    "Login with GitHub opens the sign-in window, which hands GitHub's token to the content manager and closes",
    ANY_WIDTH,
    async ({ page, context, allowConsoleErrors }) => {
      await page.route("**/admin/config.yml", async (route) => {
        const response = await route.fetch();
        const config = JSON.parse((await response.text()).replace(/^#.*\n/, "")) as { backend: Record<string, string> };
        config.backend.base_url = serviceOrigin;
        config.backend.auth_endpoint = settings.cms.signInPath.replace(/^\//, "");
        await route.fulfill({ response, body: JSON.stringify(config) });
      });
      const authorizations: string[] = [];
      await context.route("https://api.github.com/**", async (route) => {
        authorizations.push(route.request().headers().authorization ?? "");
        await route.fulfill({ status: 401, json: { message: "Bad credentials" } });
      });
      // GitHub's API answers 401 here, so the content manager, once signed in, says it cannot read the
      // repository with that token: the errors that prove it used it.
      for (const expected of [/status of 401/, /Problem fetching repo data from GitHub/, /API_ERROR: Repo/]) allowConsoleErrors(expected);
      await page.goto("/admin/");
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Login with GitHub" }).click();
      const window = await popup;
      await expect.poll(() => authorizations.find((a) => a.includes(TOKEN)), { timeout: 15_000 }).toBe(`token ${TOKEN}`);
      expect(github.received.filter((r) => r.method === "POST").map((r) => r.body.code)).toEqual(["code-1"]);
      await expect.poll(() => window.isClosed()).toBe(true);
      expect(service.log.join("\n")).not.toContain(TOKEN);
    },
  );
});
