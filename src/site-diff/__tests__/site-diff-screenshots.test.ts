// Before and after screenshots in Debian's Chromium, of the fixture editor's change (two small sites).
import fs from "fs";
import os from "os";
import path from "path";
import { screenshots, WIDTHS } from "../screenshots";
import { shotFolder } from "../report";

const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(ROOT, "__tests__/fixtures/site-diff/news-edit");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

it("takes each changed page at both widths, before and after, and only the side a new page has", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "site-diff-shots-"));
  try {
    const taken = await screenshots(
      ROOT,
      { before: path.join(FIXTURE, "before"), after: path.join(FIXTURE, "after") },
      ["/en", "/en/events"],
      out,
    );
    expect(taken).toEqual(["/en", "/en/events"]);
    const files = (route: string) => fs.readdirSync(path.join(out, shotFolder(route))).sort();
    expect(files("/en")).toEqual(WIDTHS.flatMap((w) => [`after-${w}.png`, `before-${w}.png`]).sort());
    expect(files("/en/events")).toEqual(WIDTHS.map((w) => `after-${w}.png`).sort());
    const shot = fs.readFileSync(path.join(out, shotFolder("/en"), `before-${WIDTHS[0]}.png`));
    expect(shot.subarray(0, 4).equals(PNG)).toBe(true);
    expect(shot.readUInt32BE(16)).toBe(WIDTHS[0]);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
