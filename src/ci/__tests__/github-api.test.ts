import { execFile } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { promisify } from "util";
import {
  PREVIEW_STATUS_CONTEXT,
  linkCommentToPreview,
  previewBranch,
  previewUrlOf,
  setPreviewStatus,
  targetFromEnv,
  upsertComment,
  type CommentTarget,
} from "../github";
import { linkPages, MARKER } from "../../site-diff/report";
import { startWebhookCapture, type WebhookCapture } from "../../../__tests__/support/webhookCapture";

const target: CommentTarget = { api: "https://github.example/api/v3/", repo: "owner/site", pullRequest: 7, token: "t0ken" };

/** A pull request's comments as GitHub's REST API serves them, 100 a page; records every call. */
function fakeGitHub(comments: { id: number; body: string }[]) {
  const calls: { method: string; url: string; body?: { body: string } }[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ method, url, ...(init?.body && { body: JSON.parse(String(init.body)) }) });
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t0ken");
    const page = Number(new URL(url).searchParams.get("page") ?? 1);
    const json =
      method === "GET" ? comments.slice((page - 1) * 100, page * 100) : { id: method === "POST" ? 999 : Number(url.split("/").pop()) };
    return new Response(JSON.stringify(json), { status: method === "POST" ? 201 : 200 });
  };
  return { calls, fetcher };
}

const body = `${MARKER}\n### Site diff: 1 page(s) changed`;

describe("the pull request's site-diff comment", () => {
  it("is written once when the pull request has none", async () => {
    const github = fakeGitHub([{ id: 1, body: "Looks good" }]);
    expect(await upsertComment(target, body, github.fetcher)).toEqual({ action: "created", id: 999 });
    expect(github.calls.at(-1)).toEqual({
      method: "POST",
      url: "https://github.example/api/v3/repos/owner/site/issues/7/comments",
      body: { body },
    });
  });

  it("is edited on a later push, found by its marker past the first page of comments", async () => {
    const others = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, body: `comment ${i}` }));
    const github = fakeGitHub([...others, { id: 4242, body: `${MARKER}\nolder diff` }]);
    expect(await upsertComment(target, body, github.fetcher)).toEqual({ action: "updated", id: 4242 });
    expect(github.calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(github.calls.at(-1)).toEqual({
      method: "PATCH",
      url: "https://github.example/api/v3/repos/owner/site/issues/comments/4242",
      body: { body },
    });
  });

  it("refuses a body without the marker, which a later push could not find", async () => {
    const github = fakeGitHub([]);
    await expect(upsertComment(target, "### Site diff", github.fetcher)).rejects.toThrow(/must start with/);
    expect(github.calls).toEqual([]);
  });

  it("says what GitHub answered when it refuses", async () => {
    const refusing = async () => new Response("Resource not accessible by integration", { status: 403 });
    await expect(upsertComment(target, body, refusing)).rejects.toThrow(/403 .*Resource not accessible/);
  });

  it("takes its target from the workflow's environment and names what is missing", () => {
    expect(targetFromEnv({ GITHUB_REPOSITORY: "owner/site", PR_NUMBER: "7", GITHUB_TOKEN: "x" })).toEqual({
      api: "https://api.github.com",
      repo: "owner/site",
      pullRequest: 7,
      token: "x",
    });
    expect(() => targetFromEnv({ GITHUB_REPOSITORY: "owner/site" })).toThrow(/PR_NUMBER, GITHUB_TOKEN/);
    expect(() => targetFromEnv({ GITHUB_REPOSITORY: "owner/site", PR_NUMBER: "main", GITHUB_TOKEN: "x" })).toThrow(/PR_NUMBER/);
  });
});

describe("the deploy preview's commit status", () => {
  it("is a successful status whose context the content manager takes for a deploy preview, linking to the preview", async () => {
    const github = fakeGitHub([]);
    const sha = "a".repeat(40);
    await setPreviewStatus(target, sha, "https://cms-news-spring.site.pages.dev", github.fetcher);
    expect(github.calls).toEqual([
      {
        method: "POST",
        url: `https://github.example/api/v3/repos/owner/site/statuses/${sha}`,
        body: expect.objectContaining({
          state: "success",
          target_url: "https://cms-news-spring.site.pages.dev",
          context: PREVIEW_STATUS_CONTEXT,
        }),
      },
    ]);
    // Decap's default rule (no preview_context in the CMS configuration): a context containing "deploy".
    expect(PREVIEW_STATUS_CONTEXT).toContain("deploy");
  });

  it("needs a full commit SHA and an https address", async () => {
    const github = fakeGitHub([]);
    await expect(setPreviewStatus(target, "main", "https://x.pages.dev", github.fetcher)).rejects.toThrow(/full SHA/);
    await expect(setPreviewStatus(target, "b".repeat(40), "http://x.pages.dev", github.fetcher)).rejects.toThrow(/https/);
    expect(github.calls).toEqual([]);
  });
});

describe("the site diff comment's pages linked on a Cloudflare preview, which reports its address after the comment", () => {
  const table = `${MARKER}\n### Site diff\n\n| page | what changed |\n| --- | --- |\n| \`/en/about\` | text |\n| \`/es/viejo\` | page removed |\n| \`/404.html\` | text |\n\n#### \`/en/about\` (changed)\n`;
  const preview = "https://cms-about.site.pages.dev";

  it("links each row of the table to its page on the preview, and leaves removed pages and the details alone", () => {
    const linked = linkPages(table, `${preview}/`);
    expect(linked).toContain(`| [\`/en/about\`](${preview}/en/about) | text |`);
    expect(linked).toContain(`| [\`/404.html\`](${preview}/404) | text |`);
    expect(linked).toContain("| `/es/viejo` | page removed |");
    expect(linked).toContain("#### `/en/about` (changed)");
    expect(linkPages(linked, preview)).toBe(linked);
  });

  it("reads the preview's address from the head commit's status, and edits the comment with it", async () => {
    const sha = "b".repeat(40);
    const calls: { method: string; url: string; body?: { body: string } }[] = [];
    const fetcher = async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, ...(init?.body && { body: JSON.parse(String(init.body)) }) });
      const json = url.includes("/status")
        ? {
            statuses: [
              { context: "ci/other", target_url: "https://x.example" },
              { context: PREVIEW_STATUS_CONTEXT, target_url: preview },
            ],
          }
        : method === "GET"
          ? [{ id: 5, body: table }]
          : { id: 5 };
      return new Response(JSON.stringify(json), { status: 200 });
    };
    expect(await previewUrlOf(target, sha, fetcher)).toBe(preview);
    expect(await linkCommentToPreview(target, preview, fetcher)).toBe(true);
    expect(calls.at(-1)).toEqual({
      method: "PATCH",
      url: "https://github.example/api/v3/repos/owner/site/issues/comments/5",
      body: { body: linkPages(table, preview) },
    });
    expect(await linkCommentToPreview(target, preview, fakeGitHub([]).fetcher)).toBe(false);
  });
});

describe("a Cloudflare preview's branch name", () => {
  it("keeps letters, digits and hyphens of the pull request's branch, whatever else it holds", () => {
    expect(previewBranch("cms/news/en/Spring-Menu")).toBe("cms-news-en-spring-menu");
    expect(previewBranch("fix/$(curl evil);x")).toBe("fix-curl-evil-x");
    expect(() => previewBranch("///")).toThrow(/No letters or digits/);
  });
});

describe("the commands the workflows run (src/ci/github.ts), against a local server in GitHub's place", () => {
  const root = path.resolve(__dirname, "../../..");
  let api: WebhookCapture<Record<string, unknown>>;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    api = await startWebhookCapture({
      answer: ({ method }) => ({ status: method === "POST" ? 201 : 200, json: method === "GET" ? [] : { id: 41 } }),
    });
    env = { ...process.env, GITHUB_API_URL: api.origin, GITHUB_REPOSITORY: "owner/site", PR_NUMBER: "7", GITHUB_TOKEN: "t0ken" };
  });
  afterAll(() => api.close());
  beforeEach(() => void (api.received.length = 0));
  const run = (...args: string[]) => promisify(execFile)("node", ["scripts/run.mjs", "src/ci/github.ts", ...args], { cwd: root, env });

  it("comment <file>: posts the site diff's Markdown as the pull request's comment", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "comment-")), "site-diff.md");
    fs.writeFileSync(file, body);
    const { stdout } = await run("comment", file);
    expect(stdout).toMatch(/Site diff comment created \(id 41\)/);
    expect(api.received.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /repos/owner/site/issues/7/comments?per_page=100&page=1",
      "POST /repos/owner/site/issues/7/comments",
    ]);
    expect(api.received[1]!.body).toEqual({ body });
  }, 30_000);

  it("preview-status <sha> <url>: sets the status the content manager links to", async () => {
    await run("preview-status", "a".repeat(40), "https://cms-news.example.pages.dev");
    expect(api.received).toEqual([
      {
        method: "POST",
        path: `/repos/owner/site/statuses/${"a".repeat(40)}`,
        body: expect.objectContaining({ context: PREVIEW_STATUS_CONTEXT, target_url: "https://cms-news.example.pages.dev" }),
      },
    ]);
  }, 30_000);

  it("preview-branch <branch>: prints the branch's safe name, and a wrong call exits 1 with its usage", async () => {
    expect((await run("preview-branch", "cms/news/Spring menu")).stdout.trim()).toBe("cms-news-spring-menu");
    await expect(run("comment")).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/Usage: github\.ts comment/) });
  }, 30_000);
});
