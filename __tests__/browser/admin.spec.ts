// The content manager as deployed: /admin on the built site, with the headers of _headers. Decap
// CMS is a desktop tool, so this runs at desktop width only (playwright.config.ts).
import { execFileSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Page, Route } from "@playwright/test";
import matter from "gray-matter";
import { formatDate, formatMoney } from "../../src/i18n/format";
import { adminContentSecurityPolicy } from "../../src/node/hosts/policy";
import { contentItems, CONTENT_DIR, pageStrings } from "../support/siteUnderTest";
import { expect, recordCspViolations, settings, test, WIDE_SCREEN } from "../support/browserTest";

interface EventItem {
  key: string;
  title: string;
  date: string;
  type: string;
  prizePool: number;
}

const PROXY_PORT = Number(process.env.E2E_PORT ?? 9400) + 8;

interface DecapServer {
  repo: string;
  server: ChildProcess;
}

/**
 * decap-server on a copy of the content under test, once it answers: "fs" writes the files as they
 * are; "git" commits to a repository on the CMS's branch, as the editorial workflow's branches need.
 */
async function startDecapServer(mode: "fs" | "git", port: number): Promise<DecapServer> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), `admin-${mode}-`));
  fs.cpSync(CONTENT_DIR, path.join(repo, "content"), { recursive: true });
  if (mode === "git") {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], { cwd: repo, stdio: "ignore" });
    git("init", "-q", "-b", settings.cms.branch);
    git("add", ".");
    git("commit", "-q", "-m", "content");
  }
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(port), MODE: mode },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/api/v1`, { method: "POST", body: "{}" }).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBeTruthy();
  return { repo, server };
}

function stopDecapServer(decap: DecapServer | undefined) {
  decap?.server.kill();
  if (decap) fs.rmSync(decap.repo, { recursive: true, force: true });
}

// Decap CMS is a desktop tool: the content manager is tested at desktop width only.
test.describe("the content manager", WIDE_SCREEN, () => {
  test("/admin shows the sign-in, under its own policy, out of search engines, loading only from this site", async ({ page, baseURL }) => {
    const violations = await recordCspViolations(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const response = await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
    expect(violations).toEqual([]);
  });

  // The same document under the same headers as /admin, whose sign-in the test above watches start:
  // booting the content manager a second time (10–18 s here) would prove nothing more.
  test("/admin/ serves the same page as /admin, under the same headers", async ({ request }) => {
    const [bare, slash] = await Promise.all([request.get("/admin"), request.get("/admin/")]);
    expect(slash.status()).toBe(200);
    expect(await slash.text()).toBe(await bare.text());
    for (const name of ["content-security-policy", "x-robots-tag", "cross-origin-opener-policy"]) {
      expect(slash.headers()[name], name).toBe(bare.headers()[name]);
    }
    expect(slash.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
  });

  test.describe("editing under the deployed policy", () => {
    // Its tests share one decap-server on one port: they run in order, in one worker.
    test.describe.configure({ mode: "default" });
    let decap: DecapServer | undefined;

    // The deployed configuration, with GitHub swapped for decap-server on a copy of content/,
    // reached through this site's own origin: the policy under test stays exactly as deployed.
    test.beforeAll(async () => {
      decap = await startDecapServer("fs", PROXY_PORT);
    });
    test.afterAll(() => stopDecapServer(decap));

    async function signInLocally(page: Page, baseURL: string) {
      await page.route("**/admin/config.yml", async (route) => {
        const response = await route.fetch();
        const config = (await response.text()).replace(
          '"publish_mode": "editorial_workflow",',
          `"local_backend": { "url": "${baseURL}/api/v1" },`,
        );
        await route.fulfill({ response, body: config });
      });
      // Once more on a reset: decap-server closes a kept-alive connection after 5 s idle, and a request
      // sent on it in that moment is reset (read ECONNRESET, once in a clean clone's run). These tests
      // only read and preview, so sending one again changes nothing.
      const toProxy = (route: Route) => route.fetch({ url: `http://localhost:${PROXY_PORT}/api/v1` });
      await page.route("**/api/v1", async (route) =>
        route.fulfill({
          response: await toProxy(route).catch((error: Error) => {
            if (!/ECONNRESET/.test(error.message)) throw error;
            return toProxy(route);
          }),
        }),
      );
      await page.goto("/admin");
      await page.getByRole("button", { name: "Login" }).click();
    }

    // The preview pane instead of the Spanish column, as an editor switches it in an open entry.
    async function showPreview(page: Page) {
      await page.getByRole("button", { name: "Toggle preview" }).click();
    }

    // The column's locale menu (react-aria-menubutton) opens on its label's own click; the label is
    // the language's own name (src/cms/app/editorColumns.ts).
    async function showLanguage(page: Page, lang: "EN" | "ES") {
      const names = Object.values((pageStrings("en", "common").language as { long: Record<string, string> }).long).join("|");
      await page
        .getByText(new RegExp(`^(${names})$`))
        .first()
        .click();
      await page.locator("[role=menuitem]").filter({ hasText: lang }).first().click();
    }

    test("previews an event with the site's own card and styles, in the language of the pane", async ({ page, baseURL }) => {
      const violations = await recordCspViolations(page);
      await signInLocally(page, baseURL!);
      const [en, es] = (["en", "es"] as const).map((lang) => contentItems<EventItem>("events", lang)[0]!);
      await page.getByRole("link", { name: "Events", exact: true }).click();
      await page.getByRole("main").getByRole("link", { name: en!.title }).click();
      await showPreview(page);
      const preview = page.frameLocator("#preview-pane");
      const card = preview.locator("article[data-event]");
      await expect(card.getByRole("heading", { name: en!.title })).toBeVisible();
      await expect(card).toContainText(formatDate(en!.date, "en"));
      await expect(card).toContainText(formatMoney(en!.prizePool, "en"));
      // The site's stylesheet is applied: the card is laid out as on the events page, not as bare HTML.
      expect(await card.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("solid");
      await showLanguage(page, "ES");
      await expect(card).toContainText(formatDate(es!.date, "es"));
      await expect(card).toContainText(es!.type);
      await page.getByLabel("Type", { exact: true }).fill("Gran torneo");
      await expect(card).toContainText("Gran torneo");
      expect(violations).toEqual([]);
    });

    test("previews a policy with its table of contents and text, in Spanish", async ({ page, baseURL }) => {
      const violations = await recordCspViolations(page);
      const policy = (lang: string) => matter(fs.readFileSync(path.join(CONTENT_DIR, "policies", lang, "privacy.md"), "utf8"));
      const sections = policy("es")
        .content.split("\n")
        .filter((line) => line.startsWith("## "))
        .map((line) => line.slice(3).trim());
      await signInLocally(page, baseURL!);
      await page.getByRole("link", { name: "Policies", exact: true }).click();
      await page
        .getByRole("main")
        .getByRole("link", { name: String(policy("en").data.title) })
        .click();
      await showPreview(page);
      await showLanguage(page, "ES");
      const preview = page.frameLocator("#preview-pane");
      await expect(preview.getByRole("heading", { level: 1, name: String(policy("es").data.title) })).toBeVisible();
      await expect(preview.getByRole("navigation").getByRole("link")).toHaveCount(sections.length);
      await expect(preview.getByRole("heading", { level: 2, name: sections[0] })).toBeVisible();
      expect(violations).toEqual([]);
    });
  });

  // Decap's own toolbar under the deployed editorial workflow, on decap-server's git mode (branches as
  // pull requests): a published entry offers no action that removes its file outside a pull request.
  test.describe("removing an entry under the deployed editorial workflow", () => {
    let decap: DecapServer | undefined;
    const GIT_PORT = PROXY_PORT + 1;

    test.beforeAll(async () => {
      decap = await startDecapServer("git", GIT_PORT);
    });
    test.afterAll(() => stopDecapServer(decap));

    test("a published item offers neither Delete published entry nor Unpublish: both would commit its removal straight to the branch", async ({
      page,
      baseURL,
      allowConsoleErrors,
    }) => {
      test.setTimeout(60_000);
      // Decap asks for the entry's pull request first; a published entry without one answers 404.
      allowConsoleErrors(/404 \(Not Found\)/);
      // The deployed configuration as it is, editorial workflow included, with decap-server's git mode for GitHub.
      await page.route("**/admin/config.yml", async (route) => {
        const response = await route.fetch();
        const config = (await response.text()).replace(
          '"publish_mode": "editorial_workflow",',
          `"publish_mode": "editorial_workflow", "local_backend": { "url": "${baseURL}/api/v1" },`,
        );
        await route.fulfill({ response, body: config });
      });
      await page.route("**/api/v1", async (route) =>
        route.fulfill({ response: await route.fetch({ url: `http://localhost:${GIT_PORT}/api/v1` }) }),
      );
      await page.goto("/admin");
      await page.getByRole("button", { name: "Login" }).click();
      // The workflow is on: its board is there.
      await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
      const release = contentItems<{ title: string }>("press", "en")[0]!;
      await page.getByRole("link", { name: "Press releases", exact: true }).click();
      await page.getByRole("main").getByRole("link", { name: release.title }).click();
      const published = page.getByRole("button", { name: "Published", exact: true });
      await expect(published).toBeVisible();
      await expect(page.getByRole("button", { name: /delete/i })).toHaveCount(0);
      await published.click();
      await expect(page.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Unpublish" })).toHaveCount(0);
    });
  });
});
