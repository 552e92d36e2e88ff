// The events pages and the published date file as the build wrote them, on the build's date
// (SITE_DATE, which the test command pins; else today in Denver): upcoming only what is on or after
// it, past what is before it, newest first. Expectations come from content/ (or CONTENT_DIR) through
// the one rule (src/lib/eventCalendar.ts), so they hold whatever events editors publish.
import fs from "fs";
import path from "path";
import { pathFor } from "../../src/i18n/routes";
import { publishedCalendar, SITE_DATE_FILE, splitEvents, type DatedEvent } from "../../src/lib/eventCalendar";
import { isLive, type Scheduled } from "../../src/lib/schedule";
import { siteDate, siteTime } from "../../src/lib/siteDate";
import { contentItems, readContentJson } from "../support/siteUnderTest";
import { builtPages, PUBLIC } from "../support/builtSite";
import { LANGUAGES } from "../../src/i18n/languages";

const day = siteDate();
const pages = builtPages();

describe("the build's date", () => {
  it(`is published with the upcoming events and the open openings in /${SITE_DATE_FILE}, as the scheduled rebuild reads it`, () => {
    // Of the live entries only; `next` (when the site next changes) is scheduled.test.ts's.
    const at = siteTime();
    const { next: _next, ...published } = JSON.parse(fs.readFileSync(path.join(PUBLIC, SITE_DATE_FILE), "utf8")) as Record<string, unknown>;
    expect(published).toEqual(
      publishedCalendar(
        contentItems<DatedEvent & Scheduled>("events", "en").filter((e) => isLive(e, at)),
        day,
        contentItems<{ key: string; closingDate?: string } & Scheduled>("jobs", "en").filter((o) => isLive(o, at)),
      ),
    );
  });
});

describe.each(LANGUAGES.map((lang) => [lang] as const))("the %s events page", (lang) => {
  const page = pages.find((p) => p.route === pathFor("events", lang))!;
  const { upcoming, past } = splitEvents(contentItems<DatedEvent & { title: string }>("events", lang), day);
  const keysIn = (id: string) => [...page.document.querySelectorAll(`#${id} [data-event]`)].map((el) => el.getAttribute("data-event"));
  const datesIn = (id: string) => [...page.document.querySelectorAll(`#${id} [data-event] time`)].map((el) => el.getAttribute("datetime")!);
  const t = readContentJson<{ upcoming: { none: string; detailsSoon: string }; past: { heading: string; heldOn: string } }>(
    "locales",
    lang,
    "events.json",
  );

  it(`lists under "Upcoming" every event on or after ${day} and no other, in date order, however many`, () => {
    const ahead = contentItems<DatedEvent>("events", lang).filter((e) => e.date >= day);
    expect([...keysIn("upcoming")].sort()).toEqual(ahead.map((e) => e.key).sort());
    expect(keysIn("upcoming")).toEqual(upcoming.map((e) => e.key));
    expect(datesIn("upcoming").every((date) => date >= day)).toBe(true);
  });

  it(`lists the events before ${day} in the past list, newest first, saying when they were held and nothing about registering`, () => {
    expect(keysIn("past")).toEqual(past.map((e) => e.key));
    expect(datesIn("past").every((date) => date < day)).toBe(true);
    const section = page.document.getElementById("past");
    if (past.length === 0) return expect(section).toBeNull();
    expect(section!.querySelector("h2")!.textContent).toBe(t.past.heading);
    for (const card of section!.querySelectorAll("[data-event]")) {
      expect(card.textContent).toContain(t.past.heldOn);
      expect(card.textContent).not.toContain(t.upcoming.detailsSoon);
      expect(card.querySelector("button")).toBeNull();
    }
  });

  it("says there is nothing upcoming only when there is nothing upcoming", () => {
    expect(page.document.getElementById("upcoming")!.textContent!.includes(t.upcoming.none)).toBe(upcoming.length === 0);
  });
});
