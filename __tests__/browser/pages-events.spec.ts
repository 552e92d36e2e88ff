import fs from "fs";
import type { Page } from "@playwright/test";
import { calendarPath, entryPath, eventCalendarPath } from "../../src/i18n/routes";
import { eventTitleId } from "../../src/lib/eventAnchor";
import { LANGUAGES } from "../../src/i18n/languages";
import { LISTING_ID as LISTING } from "../../src/components/events/EventListing";
import { eventsFirstPage, splitEvents } from "../../src/lib/eventCalendar";
import { formatDate, formatMoney, formatNumber } from "../../src/i18n/format";
import { siteDate } from "../../src/lib/siteDate";
import {
  collection,
  describePage,
  expectCards,
  expectItemButton,
  expectLinkTo,
  followLinkTo,
  keysShown,
  list,
  section,
  strings,
  text,
} from "../support/pageContent";
import { ANY_WIDTH, expect, hydrated, pageFor, reactOwnership, settings, test, withConsent } from "../support/browserTest";
import { eventListPages } from "../support/eventLists";
import { parseCalendar } from "../support/icalendar";

describePage("events", "events", (lang, t) => {
  // On the build's date (SITE_DATE, pinned by the test command for the build and for these tests): the
  // soonest ahead and the newest past (every event is on its month's page: events.test.ts).
  const { upcoming: upcomingEvents, past: pastEvents } = eventsFirstPage(collection("events", lang), siteDate());

  // One visit per width: a page load is most of a browser test's time (docs/testing.md).
  test("shows every event type, the soonest upcoming events by date with their calendar files, the past ones apart, the calendar marked coming soon with its feed and every gallery tile", async ({
    page,
  }) => {
    await test.step("every event type with its description", async () => {
      const types = section(page, text(t, "types.heading"));
      const cards = list<{ title: string; text: string }>(t, "types.items");
      await expectCards(types, cards);
      for (const type of cards) await expect(types.getByText(type.text, { exact: true })).toBeVisible();
    });

    await test.step("the soonest events from the build's date on, in date order, with title, date, location, type, participants, prize pool and 'Add to calendar'", async () => {
      const upcoming = section(page, text(t, "upcoming.heading"));
      const events = upcomingEvents;
      expect(events.map((e) => e.key)).toEqual(
        collection("events", lang)
          .filter((e) => e.date >= siteDate())
          .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key))
          .slice(0, settings.events.firstPageCount)
          .map((e) => e.key),
      );
      if (events.length === 0) await expect(upcoming.getByText(text(t, "upcoming.none"))).toBeVisible();
      expect(await keysShown(upcoming, "data-event")).toEqual(events.map((e) => e.key));
      for (const e of events) {
        const card = upcoming.locator(`[data-event="${e.key}"]`);
        await expect(card.getByRole("heading", { name: e.title })).toBeVisible();
        // The type badge, named for assistive technology ("Type: Championship").
        await expect(card.getByText(`${text(t, "upcoming.type")}: ${e.type}`, { exact: true })).toBeVisible();
        await expect(card.locator(`time[datetime="${e.date}"]`)).toHaveText(formatDate(e.date, lang));
        await expect(card.getByText(e.location, { exact: true })).toBeVisible();
        await expect(card.getByText(formatNumber(e.participants, lang), { exact: true })).toBeVisible();
        await expect(card.locator(`[data-prize-pool="${e.prizePool}"]`)).toHaveText(formatMoney(e.prizePool, lang));
        // "Add to calendar": its visible words, a full name that says which event, and its calendar file.
        const addToCalendar = card.getByRole("link", {
          name: text(t, "upcoming.addToCalendarLabel").replace("{{title}}", e.title),
          exact: true,
        });
        await expect(addToCalendar).toBeVisible();
        await expect(addToCalendar).toContainText(text(t, "upcoming.addToCalendar"));
        await expect(addToCalendar).toHaveAttribute("href", eventCalendarPath(lang, e.key));
        await expect(addToCalendar).toHaveAttribute("type", "text/calendar");
        await expect(addToCalendar).toHaveAttribute("download", `${e.key}.ics`);
      }
    });

    await test.step("the events before the build's date in their own list, newest first, held on their date", async () => {
      const past = section(page, text(t, "past.heading"));
      if (pastEvents.length === 0) return expect(past).toHaveCount(0);
      expect(await keysShown(past, "data-event")).toEqual(pastEvents.map((e) => e.key));
      for (const e of pastEvents) {
        const card = past.locator(`[data-event="${e.key}"]`);
        await expect(card.getByRole("heading", { name: e.title })).toBeVisible();
        await expect(card.getByText(text(t, "past.heldOn"))).toBeVisible();
        await expect(card.locator(`time[datetime="${e.date}"]`)).toHaveText(formatDate(e.date, lang));
        await expect(card.getByRole("button")).toHaveCount(0);
        // Nothing to register for or add to a calendar; a past event's page, where it has one, stays as its record.
        const links = card.getByRole("link");
        if (e.hasPage) {
          await expect(links).toHaveCount(1);
          await expect(links).toHaveAttribute("href", entryPath("event", lang, e.key));
        } else await expect(links).toHaveCount(0);
      }
    });

    await test.step("the calendar marked coming soon, its feed to subscribe to, and every gallery tile", async () => {
      const calendar = page.getByRole("region", { name: text(t, "calendar.heading") });
      await expect(calendar).toBeVisible();
      await expect(calendar.getByText(text(t, "calendar.badge"))).toBeVisible();
      // Meanwhile the feed of upcoming events, for a calendar app to subscribe to, said how beside it.
      const feed = calendar.getByRole("link", { name: text(t, "calendar.subscribe"), exact: true });
      await expect(feed).toBeVisible();
      await expect(feed).toHaveAttribute("href", calendarPath(lang));
      await expect(feed).toHaveAttribute("type", "text/calendar");
      await expect(feed).toHaveAccessibleDescription(text(t, "calendar.subscribeHint"));
      const gallery = section(page, text(t, "gallery.heading"));
      const tiles = list<{ title: string; place: string; photo?: { alt?: string } }>(t, "gallery.items");
      const chosen = list<{ photo?: { src?: string; decorative?: boolean } }>(strings("en", "events"), "gallery.items");
      await expect(gallery.getByRole("figure")).toHaveCount(tiles.length);
      for (const [i, tile] of tiles.entries()) {
        const figure = gallery.getByRole("figure").nth(i);
        await expect(figure.getByText(tile.title, { exact: true })).toBeVisible();
        await expect(figure.getByText(tile.place, { exact: true })).toBeVisible();
        // Its photo where an editor uploaded one (its alt text in the page's language), its icon where not.
        const photo = chosen[i]?.photo;
        if (photo?.src) await expect(figure.locator("img")).toHaveAttribute("alt", photo.decorative ? "" : (tile.photo?.alt ?? ""));
        else {
          await expect(figure.locator("img")).toHaveCount(0);
          await expect(figure.locator("svg")).toHaveCount(1);
        }
      }
    });
  });

  test(
    "'Learn more' on an event card leads to its own page, or does nothing and says details are coming where it has none; 'Propose an Event' goes to contact, the partnership button to partnerships",
    ANY_WIDTH,
    async ({ page }) => {
      // With nothing upcoming on the build's date there is no card: the section offers the proposal instead.
      const event = upcomingEvents[0];
      if (event) {
        await expectItemButton(
          page.locator(`[data-event="${event.key}"]`),
          event,
          "event",
          lang,
          text(t, "upcoming.learnMore"),
          async (button) => {
            const hintId = await button.getAttribute("aria-describedby");
            await expect(page.locator(`#${hintId}`)).toHaveText(text(t, "upcoming.detailsSoon"));
            await expect(page.locator(`#${hintId}`)).toBeVisible();
            await button.click();
            await expect(page).toHaveURL(new RegExp(`${pageFor("events", lang).path}$`));
            await expect(page.locator("[data-toast-id]")).toHaveCount(0);
          },
        );
      } else {
        const upcoming = section(page, text(t, "upcoming.heading"));
        await expectLinkTo(upcoming, text(t, "cta.propose"), "contact", lang);
      }
      const cta = section(page, text(t, "cta.title"));
      await expectLinkTo(cta, text(t, "cta.partnerships"), "partnerships", lang);
      await followLinkTo(cta, text(t, "cta.propose"), "contact", lang);
    },
  );

  test(
    "'Add to calendar' downloads the event's calendar file in this language; the feed it links holds the upcoming events",
    ANY_WIDTH,
    async ({ page, request }) => {
      const event = upcomingEvents[0];
      if (event) {
        const link = page.locator(`[data-event="${event.key}"]`).getByRole("link", { name: text(t, "upcoming.addToCalendar") });
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe(`${event.key}.ics`);
        const file = parseCalendar(fs.readFileSync((await download.path())!, "utf8"));
        expect(file.events.map((e) => ({ summary: e.summary, day: e.start.day, type: e.start.type }))).toEqual([
          { summary: event.title, day: event.date, type: "date" },
        ]);
      }
      const href = await page.getByRole("link", { name: text(t, "calendar.subscribe"), exact: true }).getAttribute("href");
      const feed = await request.get(href!);
      expect(feed.status()).toBe(200);
      // Every event ahead, not only those this page shows.
      const ahead = splitEvents(collection("events", lang), siteDate()).upcoming;
      expect(parseCalendar(await feed.text()).events.map((e) => e.summary)).toEqual(ahead.map((e) => e.title));
    },
  );
});

/** How long a test waits for the events page to forward an earlier build's link to a card. */
const FORWARDED_WITHIN = 20_000;

// The events list's own pages (issue 67): each filter and month an address, loaded in place with
// JavaScript and said politely; an earlier build's link to a card still landing on it; and every
// part of a list page a few Tab stops from its top.
for (const lang of LANGUAGES) {
  const t = strings(lang, "events");
  const { months, facets } = eventListPages(lang);
  const first = pageFor("events", lang).path;
  const firstPage = eventsFirstPage(collection("events", lang), siteDate());
  /** The cards a listing shows, in its order. */
  const cards = (page: Page) => keysShown(page.locator(`#${LISTING}`), "data-event");
  /** Marks the document: a full page load forgets it. */
  const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  test.describe(`the events list's pages (${lang})`, () => {
    test(
      "a country or a type chosen among the filters loads its page's list in place, at its address, says what it holds politely, and Back brings the list before",
      ANY_WIDTH,
      async ({ page }) => {
        const facet = facets.find((f) => f.page.route.by === "place") ?? facets[0];
        // Skipped only for content with nothing to narrow (an editor may remove every event); the launch content and the editor's day run it.
        test.skip(!facet, "the content under test has no event with a place or a type");
        await withConsent(page);
        await page.goto(first);
        await hydrated(page);
        await markDocument(page);
        const filters = page.getByRole("navigation", { name: text(t, "list.filters.heading") });
        const group = text(t, facet!.page.route.by === "place" ? "list.filters.place" : "list.filters.type");
        await filters.getByText(group, { exact: true }).click();
        const choice = filters.getByRole("link", { name: facet!.label, exact: true });
        await choice.click();

        await expect(page).toHaveURL(new RegExp(`${facet!.path}$`));
        const title = text(t, `list.${facet!.page.route.by}.title`).replace("{{value}}", facet!.label);
        await expect(page.locator("main h1")).toHaveText(title);
        expect(await cards(page)).toEqual([...facet!.upcoming, ...facet!.past].map((e) => e.key));
        // Said in a polite live region: the list's name and how many events it holds.
        const status = page.getByRole("status").filter({ hasText: title });
        await expect(status).toHaveAttribute("aria-live", "polite");
        await expect(status).toHaveText(
          text(t, "list.announce")
            .replace("{{title}}", title)
            .replace("{{count}}", String(facet!.upcoming.length + facet!.past.length)),
        );
        // The same page, not a new one; the chosen filter keeps the focus, marked as the page shown.
        expect(await sameDocument(page)).toBe(true);
        const chosen = page
          .getByRole("navigation", { name: text(t, "list.filters.heading") })
          .getByRole("link", { name: facet!.label, exact: true });
        await expect(chosen).toBeFocused();
        await expect(chosen).toHaveAttribute("aria-current", "page");
        // The language switch leads to this list in the other language.
        const other = lang === "en" ? "es" : "en";
        await expect(page.locator(`header a[data-switch-lang="${other}"]`)).toHaveAttribute("href", facet!.page.paths[other]);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${first}$`));
        await expect.poll(() => cards(page)).toEqual([...firstPage.upcoming, ...firstPage.past].map((e) => e.key));
        await expect(page.locator("main h1")).toHaveText(text(t, "hero.title"));
        expect(await sameDocument(page)).toBe(true);

        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${facet!.path}$`));
        await expect.poll(() => cards(page)).toEqual([...facet!.upcoming, ...facet!.past].map((e) => e.key));
        expect(await sameDocument(page)).toBe(true);
      },
    );

    test(
      "a month chosen among the months loads that month's events in place, in date order, and gives it the focus",
      ANY_WIDTH,
      async ({ page }) => {
        const month = months.find((m) => m.events.length > 0);
        // Skipped only for content with nothing to narrow (an editor may remove every event); the launch content and the editor's day run it.
        test.skip(!month, "the content under test has no event");
        await withConsent(page);
        await page.goto(first);
        await hydrated(page);
        await markDocument(page);
        const nav = page.getByRole("navigation", { name: text(t, "list.months.heading") });
        const link = nav.locator(`a[href="${month!.path}"]`);
        // An earlier month is folded away: open it first, as a visitor would.
        if (!(await link.isVisible())) await nav.getByText(text(t, "list.months.earlier"), { exact: true }).click();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${month!.path}$`));
        await expect.poll(() => cards(page)).toEqual(month!.events.map((e) => e.key));
        await expect(page.locator(`#${LISTING} section`).first()).toBeFocused();
        expect(await sameDocument(page)).toBe(true);
      },
    );

    test(
      "keeps every card as the build rendered it: React hydrates the listing's element and nothing in it",
      ANY_WIDTH,
      async ({ page }) => {
        // Hydrating a card costs a phone's main thread and does nothing: its links are plain links.
        for (const path of [first, ...months.slice(0, 1).map((m) => m.path)]) {
          await withConsent(page);
          await page.goto(path);
          await hydrated(page);
          expect({ path, ...(await reactOwnership(page, LISTING)) }).toEqual({ path, element: true, inside: 0 });
          expect((await cards(page)).length).toBeGreaterThan(0);
        }
      },
    );

    test("a link an earlier build made to a card on the events page lands on the card on its month's page", ANY_WIDTH, async ({ page }) => {
      const event = collection("events", lang).at(-1);
      // Skipped only for content with nothing to narrow (an editor may remove every event); the launch content and the editor's day run it.
      test.skip(!event, "the content under test has no event");
      const month = months.find((m) => m.events.some((e) => e.key === event!.key))!;
      await withConsent(page);
      // The event by its key alone (an address the issue names), which no element of the page has.
      await page.goto(`${first}#${event!.key}`);
      // Forwarded once the page has hydrated, its script chunk has loaded and the months' file has
      // come: on a busy machine, more than the 5 s an expectation waits by default.
      await expect(page).toHaveURL(new RegExp(`${month.path}#${eventTitleId(event!.key)}$`), { timeout: FORWARDED_WITHIN });
      await expect(page.locator(`#${eventTitleId(event!.key)}`)).toHaveText(event!.title);
      await expect(page.locator(`#${eventTitleId(event!.key)}`)).toBeInViewport();
      // A card the events page no longer shows, by its heading's id, as calendar files and data named it.
      const gone = collection("events", lang).find((e) => ![...firstPage.upcoming, ...firstPage.past].some((s) => s.key === e.key));
      if (gone) {
        const itsMonth = months.find((m) => m.events.some((e) => e.key === gone.key))!;
        await page.goto(`${first}#${eventTitleId(gone.key)}`);
        await expect(page).toHaveURL(new RegExp(`${itsMonth.path}#${eventTitleId(gone.key)}$`), { timeout: FORWARDED_WITHIN });
      }
      // An address naming no event stays where it is.
      await page.goto(`${first}#no-such-event-title`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveURL(new RegExp(`${first}#no-such-event-title$`));
    });
    // Every kind of events list page: the first, a month's, a type's, a country's (the fullest of each).
    const fullest = <T extends { path: string }>(pages: readonly T[], size: (p: T) => number) =>
      [...pages].sort((a, b) => size(b) - size(a))[0];
    const month = fullest(months, (m) => m.events.length);
    const kinds = [
      { kind: "the events page", path: first, past: firstPage.past.length > 0 },
      // A month's page lists its past events among the others, in date order: it has no part of its own for them.
      ...(month ? [{ kind: "a month's page", path: month.path, past: false }] : []),
      ...(["type", "place"] as const).flatMap((by) => {
        const facet = fullest(
          facets.filter((f) => f.page.route.by === by),
          (f) => f.upcoming.length + f.past.length,
        );
        return facet ? [{ kind: `a ${by}'s page`, path: facet.path, past: facet.past.length > 0 }] : [];
      }),
    ];

    for (const { kind, path, past } of kinds)
      test(`from the top of ${kind}, a keyboard reaches its past events and its months within 10 Tab stops, each shown clear of the fixed header`, async ({
        page,
      }) => {
        await withConsent(page);
        for (const target of past ? ["past", "event-months"] : ["event-months"]) {
          await page.goto(path);
          await hydrated(page);
          let presses = 0;
          let reached = false;
          while (presses < 10 && !reached) {
            await page.keyboard.press("Tab");
            presses += 1;
            reached = await page.evaluate((id) => document.activeElement?.getAttribute("href") === `#${id}`, target);
          }
          expect({ target, reached }).toEqual({ target, reached: true });
          await expect(page.locator(":focus")).toBeVisible();
          await page.keyboard.press("Enter");
          presses += 1;
          await expect(page.locator(`#${target}`)).toBeFocused();
          // The part is shown, its heading below the fixed header, not under it.
          const clear = await page.evaluate((id) => {
            const header = document.querySelector("header")!.getBoundingClientRect();
            const heading = document.getElementById(id)!.querySelector("h2")!.getBoundingClientRect();
            return heading.top >= header.bottom - 1 && heading.bottom <= window.innerHeight;
          }, target);
          expect({ target, clear }).toEqual({ target, clear: true });
          // Its first link is the next stop.
          await page.keyboard.press("Tab");
          presses += 1;
          expect({
            target,
            inside: await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), target),
          }).toEqual({
            target,
            inside: true,
          });
          expect({ target, presses: presses <= 10 }).toEqual({ target, presses: true });
        }
      });
  });
}
