import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const mockPublic = fs.mkdtempSync(path.join(os.tmpdir(), "nul-guard-"));
// A getter: jest hoists this above the line that makes the folder, and the step reads it only when it runs.
jest.mock("../../../src/node/paths", () => ({
  ...jest.requireActual("../../../src/node/paths"),
  get publicDir() {
    return mockPublic;
  },
}));

import { nulBytes, refuseNulBytes } from "../../../src/node/postBuild/refuseNulBytes";
import { StepFailure } from "../../../src/node/buildSteps";

afterAll(() => fs.rmSync(mockPublic, { recursive: true, force: true }));

/** Writes a file of the folder under test, its folders too. */
function put(file: string, bytes: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(mockPublic, file)), { recursive: true });
  fs.writeFileSync(path.join(mockPublic, file), bytes);
}

describe("the build's check for NUL bytes in what it publishes", () => {
  beforeEach(() => {
    fs.rmSync(mockPublic, { recursive: true, force: true });
    fs.mkdirSync(mockPublic);
    put("index.html", "<!doctype html><p>+1&nbsp;307</p>");
    put("en/careers/index.html", "<!doctype html><p>+1 307 555</p>");
    put("static/0123/photo.avif", Buffer.from([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70])); // pictures are binary
  });

  it("passes a folder whose text files hold no NUL byte, whatever its pictures hold", () => {
    expect(nulBytes(mockPublic)).toEqual([]);
    expect(() => refuseNulBytes.run({})).not.toThrow();
  });

  it("names every text file that holds one, with the offset of its first, at any depth and of every kind", () => {
    const page = Buffer.concat([Buffer.from("<p>+1"), Buffer.from([0]), Buffer.from("\u00a0307</p>")]);
    put("en/careers/index.html", page);
    put("sitemap-0.xml", "<urlset>\0</urlset>");
    put("page-data/en/page-data.json", '{"a":"\0"}');
    put("en/events/calendar.ics", "BEGIN:VCALENDAR\r\n\0");
    put("_headers", "/*\n  X-Frame-Options: DENY\0");
    put("robots.txt", "\0");
    put("manifest.webmanifest", "{}\0");
    expect(nulBytes(mockPublic)).toEqual([
      "_headers at byte 26",
      "en/careers/index.html at byte 5",
      "en/events/calendar.ics at byte 17",
      "manifest.webmanifest at byte 2",
      "page-data/en/page-data.json at byte 6",
      "robots.txt at byte 0",
      "sitemap-0.xml at byte 8",
    ]);
  });

  it("stops the build with a message that names the file and the byte offset", () => {
    put("es/empleos/index.html", "<p>Llámanos\0</p>");
    expect(() => refuseNulBytes.run({})).toThrow(StepFailure);
    expect(() => refuseNulBytes.run({})).toThrow(/es\/empleos\/index\.html at byte 12/);
  });
});
