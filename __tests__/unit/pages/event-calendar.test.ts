// Which events are upcoming and which past on a given day (src/lib/eventCalendar.ts), and the
// scheduled rebuild's decision (src/ci/calendar.ts). Days are chosen from content/'s events,
// so the tests hold whatever events editors publish.
import fs from "fs";
import path from "path";
import { parse } from "yaml";
import site from "../../../src/config/site.json";
import { eventsFirstPage, publishedCalendar, splitEvents, type DatedEvent } from "../../../src/lib/eventCalendar";
import { addDays } from "../../../src/lib/siteDate";
import { readItems } from "../../../src/node/contentChecks";
import { queryVariablesFor } from "../../../src/node/createPages/pageContext";
import { routes } from "../../../src/i18n/routes";

const contentDir = path.resolve(__dirname, "../../../content");
const keys = (events: readonly DatedEvent[]) => events.map((e) => e.key);

// A calendar of its own, so the counts and ties are known: two events on one day, and four ahead of the
// day before winter-cup's (more than the launch content's three).
const EVENTS: DatedEvent[] = [
  { key: "spring-open", date: "2027-04-10" },
  { key: "winter-cup", date: "2027-01-16" },
  { key: "autumn-league", date: "2026-10-03" },
  { key: "b-twin", date: "2027-02-06" },
  { key: "a-twin", date: "2027-02-06" },
  { key: "summer-fest", date: "2026-07-18" },
];

describe("an event's day decides whether it is upcoming or past", () => {
  const day = "2027-01-16"; // winter-cup's day

  it("the day before it, the event is upcoming, with every other event ahead in date order, however many", () => {
    const { upcoming, past } = splitEvents(EVENTS, addDays(day, -1), 6);
    expect(keys(upcoming)).toEqual(["winter-cup", "a-twin", "b-twin", "spring-open"]);
    expect(keys(past)).toEqual(["autumn-league", "summer-fest"]);
  });

  it("on its day it is still upcoming, first in the list", () => {
    expect(keys(splitEvents(EVENTS, day, 6).upcoming)[0]).toBe("winter-cup");
    expect(keys(splitEvents(EVENTS, day, 6).past)).not.toContain("winter-cup");
  });

  it("the day after it, it is the newest past event and the next event takes its place", () => {
    const { upcoming, past } = splitEvents(EVENTS, addDays(day, 1), 6);
    expect(keys(upcoming)).toEqual(["a-twin", "b-twin", "spring-open"]);
    expect(keys(past)).toEqual(["winter-cup", "autumn-league", "summer-fest"]);
  });

  it("with nothing ahead, nothing is upcoming and the past list holds the newest, as many as its limit", () => {
    const { upcoming, past } = splitEvents(EVENTS, "2030-01-01", 2);
    expect(upcoming).toEqual([]);
    expect(keys(past)).toEqual(["spring-open", "a-twin"]);
  });

  it("never lists an event dated before the day as upcoming, nor one on or after it as past, on any day of the year", () => {
    for (let d = "2026-07-01"; d <= "2027-05-01"; d = addDays(d, 1)) {
      const { upcoming, past } = splitEvents(EVENTS, d, 6);
      expect(upcoming.every((e) => e.date >= d) && past.every((e) => e.date < d)).toBe(true);
    }
  });
});

describe("the events page itself shows the soonest events ahead; the others are on their months' pages", () => {
  const day = "2026-12-01";

  it("shows at most its count of the soonest ahead, in date order, and counts the ones it leaves to their months", () => {
    const { upcoming, past, more } = eventsFirstPage(EVENTS, day, 3, 6);
    expect(keys(upcoming)).toEqual(["winter-cup", "a-twin", "b-twin"]);
    expect(more).toBe(1);
    expect(keys(past)).toEqual(["autumn-league", "summer-fest"]);
  });

  it("shows every one ahead when they are no more than its count, and leaves none", () => {
    const { upcoming, more } = eventsFirstPage(EVENTS, day, 4, 6);
    expect(keys(upcoming)).toEqual(keys(splitEvents(EVENTS, day).upcoming));
    expect(more).toBe(0);
  });

  it("shows the launch content's three events ahead at least (requirements.md: three upcoming events)", () => {
    expect(site.events.firstPageCount).toBeGreaterThanOrEqual(3);
  });
});

describe("content/'s events on the days around the first upcoming one", () => {
  const events = readItems(contentDir, "events", "en") as unknown as DatedEvent[];
  const first = events[0]!;

  it("its day and the day before list it first; the day after lists it first among the past events", () => {
    expect(splitEvents(events, addDays(first.date, -1)).upcoming[0]!.date).toBe(first.date);
    expect(splitEvents(events, first.date).upcoming[0]!.date).toBe(first.date);
    expect(keys(splitEvents(events, addDays(first.date, 1)).past)).toContain(first.key);
    expect(splitEvents(events, addDays(first.date, 1)).upcoming).toEqual(
      events.filter((e) => e.date > first.date).sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key)),
    );
  });

  it("the events page's query receives the build's date, the past list's limit and how many of the soonest ahead it shows, from the settings", () => {
    const events = routes.find((r) => r.key === "events")!;
    expect(queryVariablesFor(events, () => "2027-01-16")).toEqual({
      pastCount: site.events.pastCount,
      upcomingCount: site.events.firstPageCount,
      siteDate: "2027-01-16",
    });
  });
});

// What the rebuild decides on (the next moment of change) is in schedule.test.ts; the file still lists the live build's calendar.
describe("the published date file lists the upcoming events and the open openings", () => {
  const day = "2027-01-16";
  const today = publishedCalendar(EVENTS, day);

  it("publishes the build's date and the upcoming keys in the page's order", () => {
    expect(today).toEqual({ date: day, upcoming: keys(splitEvents(EVENTS, day).upcoming), openings: [] });
  });

  it("lists an opening through its closing date, and not the day after", () => {
    const openings = [
      { key: "b-closes", closingDate: day },
      { key: "a-stays", closingDate: null },
    ];
    expect(publishedCalendar(EVENTS, day, openings).openings).toEqual(["a-stays", "b-closes"]);
    expect(publishedCalendar(EVENTS, addDays(day, 1), openings).openings).toEqual(["a-stays"]);
  });
});

describe("the scheduled rebuild's workflow (.github/workflows/calendar.yml)", () => {
  type Job = { needs?: string[]; if?: string; uses?: string; steps?: { run?: string }[] };
  const workflow = parse(fs.readFileSync(path.resolve(__dirname, "../../../.github/workflows/calendar.yml"), "utf8")) as {
    on: { schedule: { cron: string }[] };
    jobs: Record<string, Job>;
  };

  it("runs every 15 minutes, so a release goes live within a quarter of an hour of its time", () => {
    const [minutes, ...rest] = workflow.on.schedule[0]!.cron.split(" ");
    const each = minutes!.split(",").map(Number);
    expect(rest).toEqual(["*", "*", "*", "*"]);
    expect(each).toHaveLength(4);
    expect(each.map((m, i) => (each[(i + 1) % 4]! - m + 60) % 60)).toEqual([15, 15, 15, 15]);
  });

  it("deploys only after the check says the live build's next change has passed, through Netlify's hook and the Cloudflare Pages workflow", () => {
    expect(workflow.jobs.compare!.steps!.some((s) => s.run?.includes("src/ci/liveSchedule.ts"))).toBe(true);
    // The check installs none of the project's packages: a run with nothing due ends within a minute.
    expect(workflow.jobs.compare!.steps!.some((s) => /npm (ci|install)/.test(s.run ?? ""))).toBe(false);
    for (const name of ["netlify", "cloudflare"]) {
      expect(workflow.jobs[name]!.needs).toContain("compare");
      expect(workflow.jobs[name]!.if).toContain("needs.compare.outputs.build == 'true'");
    }
    expect(workflow.jobs.cloudflare!.uses).toBe("./.github/workflows/cloudflare-pages.yml");
  });
});
