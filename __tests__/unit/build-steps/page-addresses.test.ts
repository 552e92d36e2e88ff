// Each page as the file every host serves at its own address (src/node/hosts/pageFiles.ts), and the
// host rules that name those files (src/node/hosts/redirectsFile.ts). What the hosts then answer is
// checked on their own engines (__tests__/browser/hosts.spec.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { movePageFiles } from "../../../src/node/postBuild/movePageFiles";
import { notFoundFile, pageFile } from "../../../src/node/hosts/pageFiles";
import { notFoundRules, redirectsFile } from "../../../src/node/hosts/redirectsFile";
import { StepFailure } from "../../../src/node/buildSteps";
import { isNotFoundPath, notFoundPath, pathFor } from "../../../src/i18n/routes";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../src/i18n/languages";

let root: string;
const put = (file: string, text = `<!doctype html><title>${file}</title>`) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const files = (dir = root): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))]))
    .sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a page's file", () => {
  it("is <path>.html for every page but the root, whose file is index.html", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/en")).toBe("en.html");
    expect(pageFile("/es/politicas/privacidad")).toBe("es/politicas/privacidad.html");
    expect(() => pageFile("en/about")).toThrow(/Not a path/);
  });

  it("for each language's not-found page, is the file its host rules name", () => {
    for (const lang of LANGUAGES) {
      expect(notFoundFile(lang)).toBe(`/${pageFile(notFoundPath(lang))}`);
      expect(isNotFoundPath(notFoundPath(lang))).toBe(true);
    }
    expect(notFoundFile(DEFAULT_LANGUAGE)).toBe("/404.html");
    expect(isNotFoundPath("/404.html")).toBe(true);
    expect(isNotFoundPath(pathFor("about", DEFAULT_LANGUAGE))).toBe(false);
  });
});

describe("the build moves each page Gatsby wrote as <path>/index.html to <path>.html", () => {
  it("moves every page but the root, and leaves no folder empty", async () => {
    for (const file of ["index.html", "en/index.html", "en/about/index.html", "es/politicas/privacidad/index.html"]) put(file);
    await movePageFiles(["/", "/en", "/en/about", "/es/politicas/privacidad"], root);
    expect(files()).toEqual(["en.html", "en/about.html", "es/politicas/privacidad.html", "index.html"]);
    expect(fs.readFileSync(path.join(root, "en/about.html"), "utf8")).toContain("<title>en/about/index.html</title>");
  });

  it("keeps a folder that holds other files: an events page's calendar files, an item's page", async () => {
    for (const file of ["en/events/index.html", "en/events/expo.ics", "en/events/expo/index.html"]) put(file);
    await movePageFiles(["/en/events", "/en/events/expo"], root);
    expect(files()).toEqual(["en/events.html", "en/events/expo.html", "en/events/expo.ics"]);
  });

  it("keeps Gatsby's own /404.html for the /404 page, and leaves a page named as a file where it is", async () => {
    put("404.html", "gatsby's 404.html");
    put("404/index.html", "the /404 page");
    put("es/404/index.html");
    await movePageFiles(["/404", "/404.html", "/es/404"], root);
    expect(files()).toEqual(["404.html", "es/404.html"]);
    expect(fs.readFileSync(path.join(root, "404.html"), "utf8")).toBe("gatsby's 404.html");
  });

  it("stops the build, naming the page, when another file already has a page's name or Gatsby wrote no page", async () => {
    put("en/about/index.html");
    put("en/about.html", "a static file");
    await expect(movePageFiles(["/en/about"], root)).rejects.toThrow(
      new StepFailure("en/about.html is already there, so the page /en/about cannot be written to it"),
    );
    await expect(movePageFiles(["/en/contact"], root)).rejects.toThrow(
      /Gatsby wrote no en\/contact\/index\.html for the page \/en\/contact/,
    );
  });
});

describe("the _redirects file Netlify and Cloudflare Pages read", () => {
  it("sends each other language's misses to its own not-found page with 404, after every redirect", () => {
    const rules = notFoundRules();
    expect(rules).toEqual(
      LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => ({
        from: `${pathFor("home", lang)}/*`,
        to: notFoundFile(lang),
        status: 404,
      })),
    );
    const text = redirectsFile([...rules, { from: "/careers", to: "/en/careers", status: 301 }]);
    const lines = text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(lines[0]).toBe("/careers  /en/careers  301");
    for (const rule of rules) expect(lines).toContain(`${rule.from}  ${rule.to}  404`);
    expect(text).toMatch(/^# Written by the build/);
  });
});
