// A change that removes a page the base build has, with nothing at its address: the site diff names
// the address and the three ways out, and fails (./removals.ts); the content lane and the full lane
// both run it. Built folders the test writes, as the build lays pages out (<path>.html).
import fs from "fs";
import os from "os";
import path from "path";
import { compareSites } from "../compare";
import { siteFacts } from "../facts";
import { main } from "../cli";
import { removalsWithoutWayOut } from "../removals";

let root: string;
const page = (side: string, file: string, title: string) => {
  fs.mkdirSync(path.dirname(path.join(root, side, file)), { recursive: true });
  fs.writeFileSync(
    path.join(root, side, file),
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  );
};
const build = (side: string, pages: Record<string, string>, redirects = "") => {
  page(side, "index.html", "Home");
  for (const [file, title] of Object.entries(pages)) page(side, file, title);
  if (redirects) fs.writeFileSync(path.join(root, side, "_redirects"), redirects);
};
const removals = () =>
  removalsWithoutWayOut(compareSites(siteFacts(path.join(root, "before")), siteFacts(path.join(root, "after"))), path.join(root, "after"));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-removals-"));
  build("before", {
    "en/press.html": "Press",
    "en/press/old-release.html": "Old release",
    "en/careers.html": "Careers",
    "en/careers/2.html": "Careers 2",
  });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a page the change removes", () => {
  it("with nothing at its address, is named, with the three ways out, and the diff fails", async () => {
    build("after", { "en/press.html": "Press", "en/careers.html": "Careers", "en/careers/2.html": "Careers 2" });
    expect(removals()).toEqual(["/en/press/old-release"]);
    const markdown = path.join(root, "report.md");
    const log = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await main(["--before", path.join(root, "before"), "--after", path.join(root, "after"), "--markdown", markdown], root)).toBe(
        1,
      );
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const report = fs.readFileSync(markdown, "utf8");
    expect(report).toContain("#### ⛔ Pages removed with nothing at their address");
    expect(report).toContain("- `/en/press/old-release`");
    for (const way of ["Forward it", "Take the page down instead of deleting it", "Say it is gone"]) expect(report).toContain(way);
  });

  it("is no removal when the later build forwards its address (a line of the addresses list)", () => {
    build(
      "after",
      { "en/press.html": "Press", "en/careers.html": "Careers", "en/careers/2.html": "Careers 2" },
      "/en/press/old-release  /en/press  301\n",
    );
    expect(removals()).toEqual([]);
  });

  it("is no removal when it came down: its gone page is at its address, so the page changed", () => {
    build("after", {
      "en/press.html": "Press",
      "en/press/old-release/404.html": "No longer available",
      "en/careers.html": "Careers",
      "en/careers/2.html": "Careers 2",
    });
    expect(removals()).toEqual([]);
  });

  it("is a removal when a page of a list leaves: no list is paged by position, so none shrinks by itself", () => {
    build("after", { "en/press.html": "Press", "en/press/old-release.html": "Old release", "en/careers.html": "Careers" });
    expect(removals()).toEqual(["/en/careers/2"]);
  });
});
