import { PREVIEW_STATUS_CONTEXT, previewBranch, setPreviewStatus, targetFromEnv, upsertComment, type CommentTarget } from "../../src/node/github";
import { MARKER } from "../../src/node/siteDiff/report";

const target: CommentTarget = { api: "https://github.example/api/v3/", repo: "owner/site", pullRequest: 7, token: "t0ken" };

/** A pull request's comments as GitHub's REST API serves them, 100 a page; records every call. */
function fakeGitHub(comments: { id: number; body: string }[]) {
  const calls: { method: string; url: string; body?: { body: string } }[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ method, url, ...(init?.body && { body: JSON.parse(String(init.body)) }) });
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t0ken");
    const page = Number(new URL(url).searchParams.get("page") ?? 1);
    const json = method === "GET" ? comments.slice((page - 1) * 100, page * 100) : { id: method === "POST" ? 999 : Number(url.split("/").pop()) };
    return new Response(JSON.stringify(json), { status: method === "POST" ? 201 : 200 });
  };
  return { calls, fetcher };
}

const body = `${MARKER}\n### Site diff: 1 page(s) changed`;

describe("the pull request's site-diff comment", () => {
  it("is written once when the pull request has none", async () => {
    const github = fakeGitHub([{ id: 1, body: "Looks good" }]);
    expect(await upsertComment(target, body, github.fetcher)).toEqual({ action: "created", id: 999 });
    expect(github.calls.at(-1)).toEqual({ method: "POST", url: "https://github.example/api/v3/repos/owner/site/issues/7/comments", body: { body } });
  });

  it("is edited on a later push, found by its marker past the first page of comments", async () => {
    const others = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, body: `comment ${i}` }));
    const github = fakeGitHub([...others, { id: 4242, body: `${MARKER}\nolder diff` }]);
    expect(await upsertComment(target, body, github.fetcher)).toEqual({ action: "updated", id: 4242 });
    expect(github.calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(github.calls.at(-1)).toEqual({ method: "PATCH", url: "https://github.example/api/v3/repos/owner/site/issues/comments/4242", body: { body } });
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
    expect(targetFromEnv({ GITHUB_REPOSITORY: "owner/site", PR_NUMBER: "7", GITHUB_TOKEN: "x" })).toEqual({ api: "https://api.github.com", repo: "owner/site", pullRequest: 7, token: "x" });
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
        body: expect.objectContaining({ state: "success", target_url: "https://cms-news-spring.site.pages.dev", context: PREVIEW_STATUS_CONTEXT }),
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

describe("a Cloudflare preview's branch name", () => {
  it("keeps letters, digits and hyphens of the pull request's branch, whatever else it holds", () => {
    expect(previewBranch("cms/news/en/Spring-Menu")).toBe("cms-news-en-spring-menu");
    expect(previewBranch("fix/$(curl evil);x")).toBe("fix-curl-evil-x");
    expect(() => previewBranch("///")).toThrow(/No letters or digits/);
  });
});
