// Scheduled entries on the built site (src/lib/schedule.ts, src/node/schedule/published.ts): an
// entry not live at the build's moment (SITE_TIME, pinned) is named by no file under public/, by
// its title, key, body words or uploads, in any language (src/ci/leakCheck.ts); one live has its
// page in each language, with its structured data, and is in the sitemap. The content under test
// says which: the launch content schedules nothing; the editor's day (__tests__/cms/cms.spec.ts) holds
// __tests__/fixtures/scheduled.ts twice: a release, an opening and an event whose moment is a minute
// after the build's, and another three whose moment is a minute before it. Its build is a deploy
// preview that is not private (PRIVATE_PREVIEWS unset), which must publish what production would.
import fs from "fs";
import path from "path";
import { entryPath, entryRoutes, feedPath } from "../../src/i18n/routes";
import { entryMarks, filesNaming, goneAddressesOf } from "../../src/ci/leakCheck";
import { scheduleState, nextChange, SCHEDULED_COLLECTIONS } from "../../src/lib/schedule";
import { siteTime } from "../../src/lib/siteDate";
import { CONTENT_DIR, storedItems } from "../support/siteUnderTest";
import { builtPages, PUBLIC } from "../support/builtSite";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";

const now = siteTime();
type Item = { key: string; goesLiveAt?: string; comesDownAt?: string; body?: string; closingDate?: string };
const scheduled = SCHEDULED_COLLECTIONS.flatMap((collection) =>
  storedItems<Item>(collection, DEFAULT_LANGUAGE)
    .filter((item) => item.goesLiveAt || item.comesDownAt)
    .map((item) => ({ collection, item, state: scheduleState(item, now) })),
);
const sitemap = () =>
  fs
    .readdirSync(PUBLIC)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
    .join("");

// Each check runs where the content under test has what it checks (the launch content schedules nothing).
it("lists in site-date.json only upcoming events and open openings that are live at the build's moment", () => {
  const published = JSON.parse(fs.readFileSync(path.join(PUBLIC, "site-date.json"), "utf8")) as { upcoming: string[]; openings: string[] };
  const liveKeys = (collection: string) =>
    storedItems<Item>(collection, DEFAULT_LANGUAGE)
      .filter((item) => scheduleState(item, now) === "live")
      .map((item) => item.key);
  expect(published.upcoming.filter((key) => !liveKeys("events").includes(key))).toEqual([]);
  expect(published.openings.filter((key) => !liveKeys("jobs").includes(key))).toEqual([]);
});

describe("an entry not live at the build's moment", () => {
  const hidden = scheduled.filter((s) => s.state !== "live");
  if (hidden.length > 0)
    it.each(hidden.map((s) => [`${s.collection}/${s.item.key} (${s.state})`, s] as const))(
      "%s: no file under public/ names it, in either language",
      (_name, { collection, item }) => {
        const marks = entryMarks(CONTENT_DIR, collection, item.key);
        // The fixture's words are its own: a search that finds nothing must have had something to look for.
        expect(marks.titles).toHaveLength(LANGUAGES.length);
        // A page that was live and came down keeps its address, which answers "gone": its key may stand there, and only there.
        expect(filesNaming(PUBLIC, marks, goneAddressesOf(CONTENT_DIR, item.key, now))).toEqual([]);
      },
    );
});

describe("an entry live at the build's moment", () => {
  const live = scheduled.filter((s) => s.state === "live" && s.item.body);
  if (live.length > 0)
    it.each(live.map((s) => [`${s.collection}/${s.item.key}`, s] as const))(
      "%s: has its page in each language, with its structured data, and is in the sitemap (and a release in the news feed)",
      (_name, { collection, item }) => {
        const route = entryRoutes.find((r) => r.entries === collection)!;
        const map = sitemap();
        for (const lang of LANGUAGES) {
          const at = entryPath(route.key, lang, item.key);
          const page = builtPages().find((p) => p.route === at);
          expect({ at, built: page?.status }).toEqual({ at, built: 200 });
          expect(page!.html).toContain("application/ld+json");
          expect(map).toContain(at);
          // A release with a live news item of its key is in that language's news feed, which links its page.
          if (collection === "press" && storedItems<Item>("news", lang).some((n) => n.key === item.key && scheduleState(n, now) === "live"))
            expect(fs.readFileSync(path.join(PUBLIC, feedPath(lang)), "utf8")).toContain(at);
        }
        // And it is named where lists and feeds name it: more than its own pages.
        const naming = filesNaming(PUBLIC, entryMarks(CONTENT_DIR, collection, item.key)).map((f) => f.file);
        expect(new Set(naming).size).toBeGreaterThan(4);
        // The search index too, read unzipped: so a search of it that finds nothing of an entry not live means something.
        expect(naming.filter((file) => file.startsWith(`pagefind${path.sep}`))).not.toEqual([]);
      },
    );
});

it("marks no entry as scheduled: only a private preview shows one (src/components/ui/ScheduledMarker.tsx)", () => {
  expect(
    builtPages()
      .filter((p) => p.html.includes("data-scheduled"))
      .map((p) => p.route),
  ).toEqual([]);
});

describe("site-date.json", () => {
  const published = JSON.parse(fs.readFileSync(path.join(PUBLIC, "site-date.json"), "utf8")) as Record<string, unknown>;
  it("names the next moment the site changes, and nothing else about what is due", () => {
    const all = SCHEDULED_COLLECTIONS.flatMap((c) => storedItems<Item>(c, DEFAULT_LANGUAGE));
    const events = storedItems<Item & { date: string }>("events", DEFAULT_LANGUAGE).filter((e) => scheduleState(e, now) === "live");
    const next = nextChange(all, events, now);
    expect(published.next).toBe(next === undefined ? null : new Date(next).toISOString());
    expect(Object.keys(published).sort()).toEqual(["date", "next", "openings", "upcoming"]);
  });
});
