// Scheduled entries (src/lib/schedule.ts): the clock as a moment (src/lib/siteDate.ts), the one rule
// of "goes live", "comes down" and an opening's closing date, the next moment the site changes, the
// content checks on the two fields, the files a build leaves out (src/node/schedule/published.ts)
// and the scheduled rebuild's decision (src/ci/liveSchedule.ts). Every moment is pinned here.
import fs from "fs";
import os from "os";
import path from "path";
import { decide, decideLive } from "../../../src/ci/liveSchedule";
import { ITEM_COLLECTIONS } from "../../../src/content-model/model";
import { validateItem } from "../../../src/content-model/validate";
import { formatMoment, isLive, liveWindow, nextChange, scheduleState, SCHEDULED_COLLECTIONS } from "../../../src/lib/schedule";
import { parseZonedTime, siteDate, siteTime, startOfDay } from "../../../src/lib/siteDate";
import { unpublishedFiles } from "../../../src/node/schedule/published";
import { LANGUAGE_DETAILS, LANGUAGES } from "../../../src/i18n/languages";

const DENVER = "America/Denver";
const at = (iso: string) => Date.parse(iso);
// Monday 12 January 2027, 09:00 in Mexico City (UTC-6 all year).
const RELEASE = "2027-01-12T09:00:00-06:00";
const MINUTE = 60_000;

describe("the clock is a moment", () => {
  it("SITE_TIME fixes it, with its zone; its day is Denver's", () => {
    expect(siteTime({ SITE_TIME: RELEASE })).toBe(at("2027-01-12T15:00:00Z"));
    // 23:30 in Denver on the 11th is already the 12th in UTC.
    expect(siteDate({ SITE_TIME: "2027-01-12T06:30:00Z" })).toBe("2027-01-11");
  });

  it("SITE_DATE may carry a time; a day alone is that day's start in Denver, so it builds what it always built", () => {
    expect(siteTime({ SITE_DATE: RELEASE })).toBe(at(RELEASE));
    expect(siteTime({ SITE_DATE: "2027-01-12" })).toBe(at("2027-01-12T07:00:00Z")); // MST
    expect(siteTime({ SITE_DATE: "2027-07-12" })).toBe(at("2027-07-12T06:00:00Z")); // MDT
    expect(siteDate({ SITE_DATE: "2027-01-12" })).toBe("2027-01-12");
  });

  it("refuses a time with no zone, and an impossible one", () => {
    expect(() => siteTime({ SITE_TIME: "2027-01-12T09:00:00" })).toThrow(/with its zone/);
    expect(() => siteTime({ SITE_DATE: "2027-01-12T09:00" })).toThrow(/SITE_DATE/);
    expect(parseZonedTime("2027-02-30T09:00:00Z")).toBeUndefined();
    expect(parseZonedTime("2027-01-12T24:00:00Z")).toBeUndefined();
    expect(parseZonedTime("2027-01-12T09:00:00+0100")).toBe(at("2027-01-12T08:00:00Z"));
  });

  it("without either, is now", () => {
    expect(siteTime({}, new Date(at(RELEASE)))).toBe(at(RELEASE));
  });

  it("finds a day's start across a clock change", () => {
    // Denver moves to MDT at 02:00 on 14 March 2027: that day starts at 00:00 MST.
    expect(startOfDay("2027-03-14", DENVER)).toBe(at("2027-03-14T07:00:00Z"));
    expect(startOfDay("2027-03-15", DENVER)).toBe(at("2027-03-15T06:00:00Z"));
  });
});

describe("one rule: goes live, comes down, and an opening's closing date", () => {
  const release = { goesLiveAt: RELEASE };
  it("is scheduled until the minute it goes live, then live", () => {
    expect(scheduleState(release, at(RELEASE) - MINUTE)).toBe("scheduled");
    expect(scheduleState(release, at(RELEASE))).toBe("live");
    expect(scheduleState(release, at(RELEASE) + MINUTE)).toBe("live");
  });

  it("is down from the minute it comes down", () => {
    const promotion = { comesDownAt: "2027-01-31T23:59:00-07:00" };
    expect(scheduleState(promotion, at("2027-01-31T23:58:00-07:00"))).toBe("live");
    expect(scheduleState(promotion, at("2027-01-31T23:59:00-07:00"))).toBe("down");
  });

  it("an entry with neither is live", () => {
    expect(isLive({}, at(RELEASE))).toBe(true);
  });

  it("a closing date comes down at the midnight after it in Denver, unless an earlier 'comes down' does", () => {
    const opening = { closingDate: "2027-01-12" };
    expect(liveWindow(opening).until).toBe(at("2027-01-13T07:00:00Z"));
    expect(scheduleState(opening, at("2027-01-13T06:59:00Z"))).toBe("live");
    expect(scheduleState(opening, at("2027-01-13T07:00:00Z"))).toBe("down");
    expect(liveWindow({ ...opening, comesDownAt: "2027-01-12T12:00:00-07:00" }).until).toBe(at("2027-01-12T19:00:00Z"));
  });
});

describe("the next moment the site changes", () => {
  const now = at("2027-01-10T12:00:00Z");
  it("is the earliest goes-live, comes-down, closing or event day ahead", () => {
    const entries = [{ goesLiveAt: RELEASE }, { comesDownAt: "2027-01-20T00:00:00Z" }, { closingDate: "2027-01-11" }];
    expect(nextChange(entries, [], now)).toBe(at("2027-01-12T07:00:00Z")); // the closing date's midnight
    expect(nextChange(entries.slice(0, 2), [{ date: "2027-01-10" }], now)).toBe(at("2027-01-11T07:00:00Z")); // the event's day ends
    expect(nextChange(entries.slice(0, 2), [], now)).toBe(at(RELEASE));
  });

  it("leaves out what has passed, and is undefined when nothing is ahead", () => {
    expect(nextChange([{ goesLiveAt: "2027-01-01T00:00:00Z" }], [{ date: "2026-12-01" }], now)).toBeUndefined();
  });
});

describe("the content checks", () => {
  const press = ITEM_COLLECTIONS.find((c) => c.name === "press")!;
  const entry = (extra: Record<string, unknown>): Record<string, Record<string, unknown>> =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: "T", date: "2027-01-12", summary: "S", ...extra }]));
  const messages = (extra: Record<string, unknown>) => validateItem(press, entry(extra)).map((p) => `${p.path}: ${p.message}`);

  it("give the two fields to press releases, news, openings and events", () => {
    for (const name of SCHEDULED_COLLECTIONS) {
      const fields = ITEM_COLLECTIONS.find((c) => c.name === name)!.fields;
      expect(fields.filter((f) => f.kind === "datetime").map((f) => [f.name, f.i18n, f.required])).toEqual([
        ["goesLiveAt", "duplicate", false],
        ["comesDownAt", "duplicate", false],
      ]);
    }
  });

  it("accept a time with its offset", () => {
    expect(messages({ goesLiveAt: RELEASE, comesDownAt: "2027-02-12T09:00:00-06:00" })).toEqual([]);
  });

  it("refuse a time with no zone", () => {
    const found = messages({ goesLiveAt: "2027-01-12T09:00:00" });
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message).toMatch(/^goesLiveAt: must be a date and a time with its zone/);
  });

  it("refuse a 'comes down' before (or at) 'goes live'", () => {
    expect(messages({ goesLiveAt: RELEASE, comesDownAt: "2027-01-12T08:00:00-06:00" })).toEqual([
      expect.stringMatching(/^comesDownAt: must be after it goes live/),
    ]);
    expect(messages({ goesLiveAt: RELEASE, comesDownAt: "2027-01-12T15:00:00Z" })).toHaveLength(1);
  });

  it("refuse two languages with different times (one value for both)", () => {
    const byLang = entry({ goesLiveAt: RELEASE });
    byLang.es = { ...byLang.es, goesLiveAt: "2027-01-13T09:00:00-06:00" };
    expect(validateItem(press, byLang).map((p) => p.path)).toContain("goesLiveAt");
  });
});

describe("the files a build leaves out", () => {
  let dir: string;
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof data === "string" ? data : JSON.stringify(data));
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"));
    for (const lang of LANGUAGES) {
      write(`collections/press/${lang}/embargoed.json`, {
        title: "E",
        goesLiveAt: RELEASE,
        image: { src: "media/embargoed.jpg", alt: "a" },
      });
      write(`collections/press/${lang}/shared-photo.json`, {
        title: "S",
        goesLiveAt: RELEASE,
        image: { src: "media/shared.jpg", alt: "a" },
      });
      write(`collections/news/${lang}/public.json`, { title: "P" });
      write(`collections/events/${lang}/over.json`, { title: "O", comesDownAt: "2027-01-01T00:00:00Z" });
      write(`collections/jobs/${lang}/closed.json`, { title: "C", closingDate: "2027-01-05", body: "[file](media/closed.pdf)" });
    }
    // A page names the shared photo too: it stays.
    write("locales/en/home.json", { partners: { items: [{ logo: { src: "media/shared.jpg" } }] } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("before the release: the scheduled, the come-down and the closed, in every language, and the uploads only they name", () => {
    const { entries, media } = unpublishedFiles(dir, at(RELEASE) - MINUTE);
    const rel = (files: string[]) => files.map((f) => path.relative(dir, f)).sort();
    expect(rel(entries)).toEqual(
      ["events/%/over", "jobs/%/closed", "press/%/embargoed", "press/%/shared-photo"]
        .flatMap((p) => LANGUAGES.map((lang) => `collections/${p.replace("%", lang)}.json`))
        .sort(),
    );
    expect(rel(media)).toEqual(["media/closed.pdf", "media/embargoed.jpg"]);
  });

  it("from the release: only what has come down", () => {
    const { entries } = unpublishedFiles(dir, at(RELEASE));
    expect(entries.map((f) => path.basename(f)).sort()).toEqual(
      [...LANGUAGES.map(() => "closed.json"), ...LANGUAGES.map(() => "over.json")].sort(),
    );
  });

  it("a private preview keeps the scheduled ones", () => {
    const { entries } = unpublishedFiles(dir, at(RELEASE) - MINUTE, new Set(["live", "scheduled"]));
    expect(entries.some((f) => f.includes("embargoed"))).toBe(false);
  });
});

describe("the scheduled rebuild's decision", () => {
  const now = at(RELEASE);
  it("no build while the live build's next change is in the future", () => {
    expect(decide({ date: "2027-01-12", next: new Date(now + MINUTE).toISOString() }, now).build).toBe(false);
    expect(decide({ date: "2027-01-12", next: null }, now).build).toBe(false);
  });

  it("builds once it has passed, however late the run (a missed run catches up)", () => {
    expect(decide({ next: new Date(now).toISOString() }, now).build).toBe(true);
    expect(decide({ next: new Date(now - 3 * 3_600_000).toISOString() }, now).build).toBe(true);
  });

  it("builds when the live file is unreadable or names no moment", async () => {
    for (const live of [undefined, null, "<html>", { date: "2027-01-12" }, { next: "soon" }]) expect(decide(live, now).build).toBe(true);
    const down = await decideLive("https://site.example", now, () => Promise.resolve(new Response("", { status: 404 })));
    expect(down).toEqual({ build: true, reason: expect.stringContaining("HTTP 404") });
  });

  it("reads the live site's /site-date.json", async () => {
    const asked: string[] = [];
    const fetcher = (url: string | URL | Request) => {
      asked.push(String(url));
      return Promise.resolve(Response.json({ next: new Date(now + MINUTE).toISOString() }));
    };
    expect((await decideLive("https://site.example/", now, fetcher as typeof fetch)).build).toBe(false);
    expect(asked).toEqual(["https://site.example/site-date.json"]);
  });
});

describe("the moment a scheduled entry goes live, as its marker says it", () => {
  it("reads in each language's words, in the business zone, with the zone's abbreviation, in one order", () => {
    const winter = Date.parse("2027-01-11T15:00:00Z");
    const summer = Date.parse("2027-09-14T15:00:00Z");
    expect(formatMoment(winter)).toBe("Mon 11 Jan, 08:00 MST");
    expect(formatMoment(winter, "America/Denver", LANGUAGE_DETAILS.es.intlLocale)).toBe("lun 11 ene, 08:00 MST");
    expect(formatMoment(summer, "America/Denver", LANGUAGE_DETAILS.es.intlLocale)).toBe("mar 14 sept, 09:00 MDT");
    expect(formatMoment(winter, "America/Mexico_City", LANGUAGE_DETAILS.en.intlLocale)).toBe("Mon 11 Jan, 09:00 CST");
  });
});
