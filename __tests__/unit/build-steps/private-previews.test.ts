// Which entries a build shows (src/node/schedule/privatePreviews.ts): production and an open preview
// only what is live; a preview the deployer has said is private also what is scheduled. The build
// hands the answer to unpublishedFiles (gatsby-config.ts), which these tests also run on a folder.
import fs from "fs";
import os from "os";
import path from "path";
import { shownStates } from "../../../src/node/schedule/privatePreviews";
import { unpublishedFiles } from "../../../src/node/schedule/published";

const BRANCH = "main";
const states = (env: Record<string, string>) => [...shownStates(env, BRANCH).shown].sort();

describe("the schedule states a build shows", () => {
  it.each([
    ["a build by hand", {}],
    ["production on Netlify, even with private previews on", { NETLIFY: "true", CONTEXT: "production", PRIVATE_PREVIEWS: "1" }],
    ["production on Cloudflare Pages, even with private previews on", { CF_PAGES: "1", CF_PAGES_BRANCH: "main", PRIVATE_PREVIEWS: "1" }],
    ["a Netlify deploy preview, with the setting left off (the default)", { NETLIFY: "true", CONTEXT: "deploy-preview" }],
    ["a Cloudflare Pages preview, with the setting off", { CF_PAGES: "1", CF_PAGES_BRANCH: "cms/press/x", PRIVATE_PREVIEWS: "0" }],
    ["the workflows' preview (SITE_PREVIEW=1), with the setting off", { SITE_PREVIEW: "1", PRIVATE_PREVIEWS: "" }],
  ])("%s: live entries only", (_name, env) => {
    expect(states(env)).toEqual(["live"]);
  });

  it.each([
    ["a Netlify deploy preview", { NETLIFY: "true", CONTEXT: "deploy-preview", PRIVATE_PREVIEWS: "1" }],
    ["a Netlify branch deploy", { NETLIFY: "true", CONTEXT: "branch-deploy", PRIVATE_PREVIEWS: "true" }],
    ["a Cloudflare Pages preview", { CF_PAGES: "1", CF_PAGES_BRANCH: "cms/press/x", PRIVATE_PREVIEWS: "yes" }],
    ["npm run cms (src/cms/local.mjs sets both)", { SITE_PREVIEW: "1", PRIVATE_PREVIEWS: "1" }],
  ])("%s with private previews on: scheduled entries too, never one that came down", (_name, env) => {
    expect(states(env)).toEqual(["live", "scheduled"]);
  });

  it("refuses a setting it cannot read, naming the variable and the values it takes", () => {
    expect(() => shownStates({ SITE_PREVIEW: "1", PRIVATE_PREVIEWS: "maybe" }, BRANCH)).toThrow(
      'PRIVATE_PREVIEWS must be 1 (previews are private) or 0 (they are not), not "maybe"',
    );
  });
});

describe("the files a private preview leaves out", () => {
  let content: string;
  const at = Date.parse("2027-01-12T16:00:00Z");
  const write = (key: string, fields: Record<string, unknown>, photo: string) => {
    for (const lang of ["en", "es"]) {
      const dir = path.join(content, "collections", "press", lang);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${key}.json`), JSON.stringify({ title: key, image: { src: `media/${photo}` }, ...fields }));
    }
    fs.mkdirSync(path.join(content, "media"), { recursive: true });
    fs.writeFileSync(path.join(content, "media", photo), "jpeg");
  };
  beforeAll(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), "private-previews-"));
    write("embargoed", { goesLiveAt: "2027-01-12T09:01:00-07:00" }, "embargoed.jpg");
    write("withdrawn", { comesDownAt: "2027-01-12T08:59:00-07:00" }, "withdrawn.jpg");
    write("public", {}, "public.jpg");
  });
  afterAll(() => fs.rmSync(content, { recursive: true, force: true }));

  const leftOut = (env: Record<string, string>) => {
    const { entries, media } = unpublishedFiles(content, at, shownStates(env, BRANCH).shown);
    return [...entries, ...media].map((file) => path.relative(content, file)).sort();
  };

  it("production leaves out the scheduled entry and the one that came down, with their pictures", () => {
    expect(leftOut({})).toEqual([
      "collections/press/en/embargoed.json",
      "collections/press/en/withdrawn.json",
      "collections/press/es/embargoed.json",
      "collections/press/es/withdrawn.json",
      "media/embargoed.jpg",
      "media/withdrawn.jpg",
    ]);
  });

  it("a private preview keeps the scheduled entry and its picture, and still leaves out the one that came down", () => {
    expect(leftOut({ SITE_PREVIEW: "1", PRIVATE_PREVIEWS: "1" })).toEqual([
      "collections/press/en/withdrawn.json",
      "collections/press/es/withdrawn.json",
      "media/withdrawn.jpg",
    ]);
  });
});
