import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The post-build checks that stop a build for what it would publish (src/node/postBuild/refuse*.ts),
// each on a folder the test writes in place of public/.
const mockPublic = fs.mkdtempSync(path.join(os.tmpdir(), "published-guards-"));
// A getter: jest hoists this above the line that makes the folder, and the step reads it only when it runs.
jest.mock("../../../src/node/paths", () => ({
  ...jest.requireActual("../../../src/node/paths"),
  get publicDir() {
    return mockPublic;
  },
}));

import { nulBytes, refuseNulBytes } from "../../../src/node/postBuild/refuseNulBytes";
import { missingFiles, refuseMissingFiles } from "../../../src/node/postBuild/refuseMissingFiles";
import { StepFailure } from "../../../src/node/buildSteps";
import { readItems } from "../../../src/node/contentChecks";
import { eventCalendarPath } from "../../../src/i18n/routes";

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

// The events page as the build writes it: each upcoming card's calendar file, the feed, a picture.
const EVENTS_PAGE = [
  '<a href="/en/events/winter-cup" class="b">Learn more</a>',
  '<a href="/en/events/winter-cup.ics" type="text/calendar" download="winter-cup.ics">Add to calendar</a>',
  '<a href="/en/events/summer-cup.ics" type="text/calendar">Add to calendar</a>',
  '<a href="/en/events.ics">Subscribe</a>',
  '<img src="/static/ab12/photo.jpg?v=1" alt="">',
  '<a href="//cdn.example.com/x.js">elsewhere</a><a href="https://example.com/y.pdf">elsewhere</a>',
].join("");

describe("the build's check that every file a page links is written", () => {
  beforeEach(() => {
    fs.rmSync(mockPublic, { recursive: true, force: true });
    fs.mkdirSync(mockPublic);
    put("en/events.html", EVENTS_PAGE);
    put("en/events.ics", "BEGIN:VCALENDAR");
    put("en/events/winter-cup.ics", "BEGIN:VCALENDAR");
    put("en/events/summer-cup.ics", "BEGIN:VCALENDAR");
    put("static/ab12/photo.jpg", "jpeg");
  });

  it("passes when every linked file is there; page addresses and other hosts are not its to check", () => {
    expect(missingFiles(mockPublic)).toEqual([]);
    expect(() => refuseMissingFiles.run({})).not.toThrow();
  });

  it("names the page and the link of an event's calendar file the build did not write", () => {
    fs.rmSync(path.join(mockPublic, "en/events/summer-cup.ics"));
    expect(missingFiles(mockPublic)).toEqual(["/en/events.html → /en/events/summer-cup.ics"]);
    expect(() => refuseMissingFiles.run({})).toThrow(StepFailure);
    expect(() => refuseMissingFiles.run({})).toThrow(/\/en\/events\.html → \/en\/events\/summer-cup\.ics.*correct it in that entry/);
  });

  it("does not stop a rebuild for a link time broke: a page text's link to the calendar file of an event of the content no longer ahead is logged", () => {
    const key = readItems(path.resolve("content"), "events", "en")[0]!.key;
    put("en/press/release.html", `<p>Join us: <a href="${eventCalendarPath("en", key)}">add it to your calendar</a></p>`);
    expect(missingFiles(mockPublic)).toEqual([`/en/press/release.html → ${eventCalendarPath("en", key)}`]);
    const reporter = { warn: jest.fn() };
    expect(() => refuseMissingFiles.run({ reporter } as never)).not.toThrow();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(`/en/press/release.html → ${eventCalendarPath("en", key)}`));
    // One that no event of the content ever had is a mistake of the text: refused, as before.
    put("en/press/release.html", `<p><a href="${eventCalendarPath("en", "no-such-event")}">add</a></p>`);
    expect(() => refuseMissingFiles.run({ reporter } as never)).toThrow(StepFailure);
  });

  it("reads an address as the host does: without its query or fragment, percent-decoded", () => {
    put("es/eventos.html", '<a href="/es/eventos/copa-a%C3%B1o.ics#x">Añadir</a><img src="/static/ab12/photo.jpg#frag">');
    expect(missingFiles(mockPublic)).toEqual(["/es/eventos.html → /es/eventos/copa-a%C3%B1o.ics"]);
    put("es/eventos/copa-año.ics", "BEGIN:VCALENDAR");
    expect(missingFiles(mockPublic)).toEqual([]);
  });
});
