import fs from "fs";
import { calendarPath, entryPath, eventCalendarPath } from "../../src/i18n/routes";
import { splitEvents } from "../../src/lib/eventCalendar";
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
import { ANY_WIDTH, expect, pageFor, test } from "../support/browserTest";
import { parseCalendar } from "../support/icalendar";

describePage("events", "events", (lang, t) => {
  // On the build's date (SITE_DATE, pinned by the test command for the build and for these tests).
  const { upcoming: upcomingEvents, past: pastEvents } = splitEvents(collection("events", lang), siteDate());

  // One visit per width: a page load is most of a browser test's time (docs/testing.md).
  test("shows every event type, every upcoming event by date with its calendar file, the past ones apart, the calendar marked coming soon with its feed and every gallery tile", async ({
    page,
  }) => {
    await test.step("every event type with its description", async () => {
      const types = section(page, text(t, "types.heading"));
      const cards = list<{ title: string; text: string }>(t, "types.items");
      await expectCards(types, cards);
      for (const type of cards) await expect(types.getByText(type.text, { exact: true })).toBeVisible();
    });

    await test.step("every event from the build's date on, in date order, with title, date, location, type, participants, prize pool and 'Add to calendar'", async () => {
      const upcoming = section(page, text(t, "upcoming.heading"));
      const events = upcomingEvents;
      expect(events.map((e) => e.key).sort()).toEqual(
        collection("events", lang)
          .filter((e) => e.date >= siteDate())
          .map((e) => e.key)
          .sort(),
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
      expect(parseCalendar(await feed.text()).events.map((e) => e.summary)).toEqual(upcomingEvents.map((e) => e.title));
    },
  );
});
