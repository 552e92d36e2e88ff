import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const mockPublic = fs.mkdtempSync(path.join(os.tmpdir(), "missing-files-"));
// A getter: jest hoists this above the line that makes the folder, and the step reads it only when it runs.
jest.mock("../../../src/node/paths", () => ({
  ...jest.requireActual("../../../src/node/paths"),
  get publicDir() {
    return mockPublic;
  },
}));

import { missingFiles, refuseMissingFiles } from "../../../src/node/postBuild/refuseMissingFiles";
import { StepFailure } from "../../../src/node/buildSteps";

afterAll(() => fs.rmSync(mockPublic, { recursive: true, force: true }));

function put(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(mockPublic, file)), { recursive: true });
  fs.writeFileSync(path.join(mockPublic, file), text);
}

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

  it("reads an address as the host does: without its query or fragment, percent-decoded", () => {
    put("es/eventos.html", '<a href="/es/eventos/copa-a%C3%B1o.ics#x">Añadir</a><img src="/static/ab12/photo.jpg#frag">');
    expect(missingFiles(mockPublic)).toEqual(["/es/eventos.html → /es/eventos/copa-a%C3%B1o.ics"]);
    put("es/eventos/copa-año.ics", "BEGIN:VCALENDAR");
    expect(missingFiles(mockPublic)).toEqual([]);
  });
});
