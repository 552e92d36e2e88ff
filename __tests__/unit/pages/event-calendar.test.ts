// Which events are upcoming and which past on a given day (src/lib/eventCalendar.ts), and the
// scheduled rebuild's decision (src/ci/calendar.ts). Days are chosen from content/'s events,
// so the tests hold whatever events editors publish.
import fs from "fs";
import path from "path";
import { parse } from "yaml";
import site from "../../../src/config/site.json";
import { liveDiffers, publishedCalendar, splitEvents, type DatedEvent } from "../../../src/lib/eventCalendar";
import { addDays } from "../../../src/lib/siteDate";
import { readItems } from "../../../src/node/contentChecks";
import { queryVariablesFor } from "../../../src/node/createPages/pageContext";
import { routes } from "../../../src/i18n/routes";

const contentDir = path.resolve(__dirname, "../../../content");
const keys = (events: readonly DatedEvent[]) => events.map((e) => e.key);

// A calendar of its own, so the counts and ties are known: two events on one day, and more than the page shows.
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

  it("the day before it, the event is upcoming", () => {
    const { upcoming, past } = splitEvents(EVENTS, addDays(day, -1), 3, 6);
    expect(keys(upcoming)).toEqual(["winter-cup", "a-twin", "b-twin"]);
    expect(keys(past)).toEqual(["autumn-league", "summer-fest"]);
  });

  it("on its day it is still upcoming, first in the list", () => {
    expect(keys(splitEvents(EVENTS, day, 3, 6).upcoming)[0]).toBe("winter-cup");
    expect(keys(splitEvents(EVENTS, day, 3, 6).past)).not.toContain("winter-cup");
  });

  it("the day after it, it is the newest past event and the next event takes its place", () => {
    const { upcoming, past } = splitEvents(EVENTS, addDays(day, 1), 3, 6);
    expect(keys(upcoming)).toEqual(["a-twin", "b-twin", "spring-open"]);
    expect(keys(past)).toEqual(["winter-cup", "autumn-league", "summer-fest"]);
  });

  it("with nothing ahead, nothing is upcoming and the past list holds the newest, as many as its limit", () => {
    const { upcoming, past } = splitEvents(EVENTS, "2030-01-01", 3, 2);
    expect(upcoming).toEqual([]);
    expect(keys(past)).toEqual(["spring-open", "a-twin"]);
  });

  it("never lists an event dated before the day as upcoming, nor one on or after it as past, on any day of the year", () => {
    for (let d = "2026-07-01"; d <= "2027-05-01"; d = addDays(d, 1)) {
      const { upcoming, past } = splitEvents(EVENTS, d, 3, 6);
      expect(upcoming.every((e) => e.date >= d) && past.every((e) => e.date < d)).toBe(true);
    }
  });
});

describe("content/'s events on the days around the first upcoming one", () => {
  const events = readItems(contentDir, "events", "en") as unknown as DatedEvent[];
  const first = events[0]!;

  it("its day and the day before list it first; the day after lists it first among the past events", () => {
    expect(splitEvents(events, addDays(first.date, -1)).upcoming[0]!.date).toBe(first.date);
    expect(splitEvents(events, first.date).upcoming[0]!.date).toBe(first.date);
    expect(keys(splitEvents(events, addDays(first.date, 1)).past)).toContain(first.key);
    expect(splitEvents(events, addDays(first.date, 1)).upcoming.length).toBeLessThanOrEqual(site.events.upcomingCount);
  });

  it("the events page's query receives the build's date and both limits from the settings", () => {
    const events = routes.find((r) => r.key === "events")!;
    expect(queryVariablesFor(events, () => "2027-01-16")).toEqual({
      upcomingCount: site.events.upcomingCount,
      pastCount: site.events.pastCount,
      siteDate: "2027-01-16",
    });
  });
});

describe("the scheduled rebuild goes on only when the live site's upcoming events or open openings differ from today's", () => {
  const day = "2027-01-16";
  const today = publishedCalendar(EVENTS, day);

  it("publishes the build's date and the upcoming keys in the page's order", () => {
    expect(today).toEqual({ date: day, upcoming: keys(splitEvents(EVENTS, day).upcoming), openings: [] });
  });

  it("rebuilds the day after an opening's closing date, and not before", () => {
    const openings = [
      { key: "b-closes", closingDate: day },
      { key: "a-stays", closingDate: null },
    ];
    const live = publishedCalendar(EVENTS, day, openings);
    expect(live.openings).toEqual(["a-stays", "b-closes"]);
    expect(liveDiffers(live, publishedCalendar(EVENTS, day, openings)).differs).toBe(false);
    const tomorrow = publishedCalendar(EVENTS, addDays(day, 1), openings);
    expect(tomorrow.openings).toEqual(["a-stays"]);
    // Its events unchanged (none passed), the opening alone makes the difference.
    const decision = liveDiffers({ ...live, upcoming: tomorrow.upcoming }, tomorrow);
    expect(decision).toEqual({ differs: true, reason: expect.stringContaining("a-stays, b-closes as open openings") });
  });

  it("skips the rebuild when the live build lists the same upcoming events, even from another day", () => {
    expect(liveDiffers({ ...today, date: "2027-01-10" }, today).differs).toBe(false);
  });

  it("rebuilds when an event's day has passed since the live build", () => {
    const live = publishedCalendar(EVENTS, addDays(day, -1));
    const tomorrow = publishedCalendar(EVENTS, addDays(day, 1));
    expect(liveDiffers(live, today).differs).toBe(false);
    const decision = liveDiffers(live, tomorrow);
    expect(decision.differs).toBe(true);
    expect(decision.reason).toContain("winter-cup");
  });

  it("rebuilds after missed days: the live build is days old and several events have passed", () => {
    expect(liveDiffers(publishedCalendar(EVENTS, "2026-06-01"), publishedCalendar(EVENTS, "2027-03-01")).differs).toBe(true);
  });

  it("rebuilds when the live site has no readable date file", () => {
    for (const live of [undefined, null, "<html>", { date: day }, { date: day, upcoming: [1] }, { date: day, upcoming: [] }])
      expect(liveDiffers(live, today).differs).toBe(true);
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
