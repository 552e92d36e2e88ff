import { axeViolations } from "../support/axe";
import { formatDate } from "../../src/i18n/format";
import {
  collection,
  describePage,
  DOCUMENTS,
  expectDocumentButton,
  expectLinkTo,
  keysShown,
  list,
  openPage,
  section,
  strings,
  text,
} from "../support/pageContent";
import type { Page } from "@playwright/test";
import { ANY_WIDTH, expect, pageFor, reactOwnership, settings, SMALL_SCREEN, test, WIDE_SCREEN, withConsent } from "../support/browserTest";

interface Named {
  title: string;
}
interface Partner {
  name: string;
  role: string;
  logo?: { src?: string; alt?: string; decorative?: boolean };
}

describePage("home", "home", (lang, t) => {
  test(
    "the hero's 'talk to us' goes to contact and 'download profile' downloads the profile an editor attached, or shows the not-implemented toast",
    ANY_WIDTH,
    async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(t, "hero.title"));
      await expect(page.getByText(text(t, "hero.lead"))).toBeVisible();
      const main = page.locator("main");
      await expectLinkTo(main, text(t, "hero.talk"), "contact", lang);
      await expectDocumentButton(main, DOCUMENTS.profile, lang);
      await expect(page).toHaveURL(new RegExp(`${pageFor("home", lang).path}$`));
    },
  );

  // One visit per width: a page load is most of a browser test's time (docs/testing.md).
  test("shows the pillars, the global presence, and only the newest news items", async ({ page, request }) => {
    await test.step("the pillars and the global presence: map, regions and the presence figures", async () => {
      const pillars = section(page, text(t, "pillars.heading"));
      for (const p of list<Named>(t, "pillars.items")) await expect(pillars.getByRole("heading", { name: p.title })).toBeVisible();
      const presence = section(page, text(t, "presence.heading"));
      await expect(presence.getByRole("img", { name: text(t, "presence.mapLabel") })).toBeVisible();
      for (const r of list<{ name: string }>(t, "presence.regions"))
        await expect(presence.getByText(r.name, { exact: true })).toBeVisible();
      await expect(presence.getByRole("heading", { name: text(t, "presence.figuresLabel") })).toHaveCount(1);
      const figures = presence.locator("dl");
      const expected = collection("stats", lang).filter((s) => s.group === "presence");
      expect(await keysShown(figures, "data-stat")).toEqual(expected.map((s) => s.key));
      for (const s of expected) {
        const figure = figures.locator(`[data-stat="${s.key}"]`);
        await expect(figure).toBeVisible();
        await expect(figure).toContainText(s.value);
        await expect(figure).toContainText(s.label);
      }
    });

    await test.step("only the newest news items, as many as the settings say, with their dates in the page's language", async () => {
      const news = section(page, text(t, "news.heading"));
      const newest = collection("news", lang);
      const count = settings.home.newsCount;
      await expect(news.getByRole("article")).toHaveCount(Math.min(count, newest.length));
      expect(await keysShown(news, "data-news")).toEqual(newest.slice(0, count).map((n) => n.key));
      for (const item of newest.slice(0, count)) {
        const card = news.locator(`[data-news="${item.key}"]`);
        await expect(card.getByRole("heading", { name: item.title })).toBeVisible();
        await expect(card.locator(`time[datetime="${item.date}"]`)).toHaveText(formatDate(item.date, lang));
      }
      for (const item of newest.slice(count)) await expect(page.getByText(item.title)).toHaveCount(0);
      await expectLinkTo(news, text(t, "news.more"), "press", lang);
      // Its cards have nothing to do in the browser: the build's markup stays, none hydrated (StaticHtml).
      expect(await reactOwnership(page, "news-list")).toEqual({ element: true, inside: 0 });
      // The page carries only what it shows: its data holds the items it lists, not every news item.
      const data = await (await request.get(`/page-data${pageFor("home", lang).path}/page-data.json`)).json();
      expect(data.result.data.news.nodes.map((n: { date: string }) => n.date)).toEqual(newest.slice(0, count).map((n) => n.date));
    });
  });
});

describePage("partner franchises", "home", (lang, t) => {
  const partners = list<Partner>(t, "partners.items");
  const position = (index: number) =>
    text(t, "partners.position").replace("{{index}}", String(index)).replace("{{count}}", String(partners.length));

  test("are a grid on wide screens, with no carousel", WIDE_SCREEN, async ({ page }) => {
    const grid = page.locator('[data-partners="grid"]');
    await expect(grid.getByRole("figure")).toHaveCount(partners.length);
    for (const p of partners) await expect(grid.getByText(p.name, { exact: true })).toBeVisible();
    // Three per row at 1280 px: the first three share a row, the fourth starts the next.
    const tops = await grid.getByRole("figure").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    await expect(page.locator(".slick-slider")).toHaveCount(0);
    // Each card shows its partner's logo, where an editor uploaded one (chosen in English, its alt text
    // in each language), or else the shared stock picture; both below the fold: lazy, in a 16:10 box.
    const chosen = list<Partner>(strings("en", "home"), "partners.items").map((p) => p.logo);
    for (const [i, partner] of partners.entries()) {
      const image = grid.getByRole("figure").nth(i).locator("img");
      const logo = chosen[i];
      const alt = !logo?.src ? text(t, "partners.imageAlt") : logo.decorative ? "" : (partner.logo?.alt ?? "");
      await expect(image).toHaveAttribute("alt", alt);
      await expect(image).toHaveAttribute("loading", "lazy");
      const frame = await grid.getByRole("figure").nth(i).locator("picture").boundingBox();
      expect(frame!.width / frame!.height).toBeCloseTo(1.6, 1);
    }
    const stock = grid.getByRole("img", { name: text(t, "partners.imageAlt") });
    if ((await stock.count()) > 0) {
      // The stock picture's width and height reserve its box before the file arrives.
      await expect(stock.first()).toHaveAttribute("width", "560");
      await expect(stock.first()).toHaveAttribute("height", "350");
    }
    expect(await grid.locator("picture source").evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute("type")))])).toEqual([
      "image/avif",
      "image/webp",
    ]);
  });

  test("are a looping carousel aligned to the start on small screens", SMALL_SCREEN, async ({ page }) => {
    await page.locator("#partners").scrollIntoViewIfNeeded();
    const carousel = page.getByRole("region", { name: text(t, "partners.carouselLabel") });
    await expect(carousel).toHaveAttribute("aria-roledescription", text(t, "partners.carouselRole"));
    const status = carousel.locator("[aria-live]");
    await expect(status).toHaveText(position(1));
    const current = () => carousel.locator(`.slick-slide.slick-active [aria-roledescription="${text(t, "partners.slideRole")}"]`);
    await expect(current()).toHaveCount(1);
    await expect(current()).toContainText(partners[0]!.name);
    // Aligned to the start: the visible card's left edge is the section's left edge.
    const heading = await page.getByRole("heading", { name: text(t, "partners.heading") }).boundingBox();
    const card = await current().getByRole("figure").boundingBox();
    expect(Math.abs(card!.x - heading!.x)).toBeLessThanOrEqual(1);
    await carousel.getByRole("button", { name: text(t, "partners.next") }).click();
    await expect(status).toHaveText(position(2));
    await expect(current()).toContainText(partners[1]!.name);
    await carousel.getByRole("button", { name: text(t, "partners.previous") }).click();
    await expect(status).toHaveText(position(1));
    // It loops: back from the first is the last.
    await carousel.getByRole("button", { name: text(t, "partners.previous") }).click();
    await expect(status).toHaveText(position(partners.length));
    await expect(current()).toContainText(partners.at(-1)!.name);
  });

  // react-slick drops its end-of-move callback when its list resizes during the move (a phone turned,
  // or the moment the carousel appears): the position said and announced must follow the slide anyway.
  test("says the position of the slide moved to, even when the carousel resizes during the move", SMALL_SCREEN, async ({ page }) => {
    await page.locator("#partners").scrollIntoViewIfNeeded();
    const carousel = page.getByRole("region", { name: text(t, "partners.carouselLabel") });
    const status = carousel.locator("[aria-live]");
    await expect(status).toHaveText(position(1));
    const size = page.viewportSize()!;
    await carousel.getByRole("button", { name: text(t, "partners.next") }).click();
    await page.setViewportSize({ width: size.width - 20, height: size.height });
    await expect(carousel.locator(`.slick-slide.slick-active [aria-roledescription="${text(t, "partners.slideRole")}"]`)).toContainText(
      partners[1]!.name,
    );
    await expect(status).toHaveText(position(2));
  });
});

// The carousel is the small-screen layout; on wide screens the partners are a grid and its code never loads.
test.describe("the partner carousel", SMALL_SCREEN, () => {
  const home = strings("en", "home");
  const partners = list<Partner>(home, "partners.items");
  const row = (page: Page) => page.getByRole("list", { name: text(home, "partners.carouselLabel") });
  // The carousel's code (PartnerShowcase.tsx names its chunk), refused as a blocker would; the
  // browser then reports the refused request.
  const CAROUSEL_CHUNK = "**/partner-carousel-*.js";
  const REFUSED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\b/;
  const carouselRefused = (page: Page) =>
    page.waitForEvent("requestfailed", (request) => /\/partner-carousel-[^/]+\.js$/.test(request.url()));
  // Two frames after the refusal: long enough for the page to have reacted to it.
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The row glides to a card: the next move is made once it has stopped, as a visitor's would be
  // (a key pressed mid-glide can snap back to the card it is leaving).
  const atRest = (page: Page) =>
    row(page).evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          let last = Number.NaN;
          let still = 0;
          const look = () => {
            still = el.scrollLeft === last ? still + 1 : 0;
            last = el.scrollLeft;
            if (still >= 3) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );

  test("is downloaded only when the visitor scrolls near the partners", async ({ page }) => {
    await openPage(page, "home", "en");
    const scripts = () => page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length);
    await page.waitForLoadState("networkidle");
    const before = await scripts();
    await expect(page.locator('[data-partners="grid"]')).toHaveCount(1);
    await expect(page.locator(".slick-slider")).toHaveCount(0);
    await page.locator("#partners").scrollIntoViewIfNeeded();
    await expect(page.locator(".slick-slider")).toHaveCount(1);
    expect(await scripts()).toBeGreaterThan(before);
  });

  test("leaves nothing focusable inside aria-hidden slides (axe)", async ({ page }) => {
    await openPage(page, "home", "en");
    await page.locator("#partners").scrollIntoViewIfNeeded();
    await expect(page.locator(".slick-slider")).toHaveCount(1);
    // The whole page with the carousel in place, under every rule (aria-hidden-focus among them).
    expect(await axeViolations(page)).toEqual([]);
  });

  // Until the carousel is in place the prerendered row is all the visitor has: once the page has
  // hydrated it must go on scrolling natively, not only without JavaScript.
  test("until it is in place, the hydrated row scrolls natively to its last partner", async ({ page }) => {
    await openPage(page, "home", "en");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".slick-slider")).toHaveCount(0);
    expect(await row(page).evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/^(auto|scroll)$/);
    // Scrolled a frame at a time, the row brings every partner into its frame in turn.
    const seen = await row(page).evaluate((el) => {
      const inFrame = () => {
        const frame = el.getBoundingClientRect();
        return [...el.querySelectorAll("figure")]
          .filter((card) => {
            const box = card.getBoundingClientRect();
            return box.left >= frame.left - 1 && box.right <= frame.right + 1;
          })
          .map((card) => card.querySelector("strong")!.textContent);
      };
      const names = new Set(inFrame());
      for (let i = 0; i < el.children.length; i++) {
        el.scrollBy({ left: el.clientWidth, behavior: "instant" });
        for (const name of inFrame()) names.add(name);
      }
      return [...names];
    });
    expect(seen).toEqual(partners.map((p) => p.name));
  });

  // Offline, a blocked request, or a deploy that removed the old chunk: the row the visitor already
  // has stays, and scrolls, instead of an empty section or a crashed page.
  test("when its code fails to load, the row stays and every partner can be scrolled into view", async ({ page, allowConsoleErrors }) => {
    await page.route(CAROUSEL_CHUNK, (route) => route.abort("blockedbyclient"));
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    allowConsoleErrors(REFUSED);
    await openPage(page, "home", "en");
    const failed = carouselRefused(page);
    await page.locator("#partners").scrollIntoViewIfNeeded();
    await failed;
    await settled(page);
    await expect(page.locator('[data-partners="carousel"]')).toHaveCount(0);
    // A sideways swipe (here a wheel) over the row moves it a card at a time.
    await row(page).scrollIntoViewIfNeeded();
    const frame = (await row(page).boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    for (const [i, partner] of partners.entries()) {
      if (i > 0) await page.mouse.wheel(frame.width, 0);
      await expect(row(page).getByText(partner.name, { exact: true }), partner.name).toBeInViewport({ ratio: 1 });
      await atRest(page);
    }
    expect(pageErrors).toEqual([]);
  });

  // Focus on the row (a scroll box takes focus) must not be dropped when the carousel replaces it.
  test("takes over focus from the row it replaces", async ({ page }) => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(CAROUSEL_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    await openPage(page, "home", "en");
    await row(page).focus();
    await expect(row(page)).toBeFocused();
    release();
    const carousel = page.getByRole("region", { name: text(home, "partners.carouselLabel") });
    await expect(carousel.getByRole("button", { name: text(home, "partners.previous") })).toBeFocused();
  });

  // The list the visitor has been using is the one that stays: not a new copy at its first card.
  test("when its code fails to load, a row in use keeps its focus and the card it was moved to", async ({ page, allowConsoleErrors }) => {
    let refuse = () => {};
    const held = new Promise<void>((resolve) => (refuse = resolve));
    let asked = false;
    await page.route(CAROUSEL_CHUNK, async (route) => {
      asked = true;
      await held;
      await route.abort("blockedbyclient");
    });
    allowConsoleErrors(REFUSED);
    await openPage(page, "home", "en");
    await row(page).focus();
    await expect.poll(() => asked, "the carousel's chunk was asked for").toBe(true);
    await page.keyboard.press("ArrowRight");
    const second = row(page).getByText(partners[1]!.name, { exact: true });
    await expect(second).toBeInViewport({ ratio: 1 });
    await atRest(page);
    const failed = carouselRefused(page);
    refuse();
    await failed;
    await settled(page);
    await expect(page.locator('[data-partners="carousel"]')).toHaveCount(0);
    await expect(row(page)).toBeFocused();
    await expect(second).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("ArrowRight");
    await expect(row(page).getByText(partners[2]!.name, { exact: true })).toBeInViewport({ ratio: 1 });
  });

  test("draws its first frame exactly where the prerendered cards were (no layout shift)", async ({ browser }) => {
    const box = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      await withConsent(page);
      await page.goto("/en");
      await page.locator("#partners").scrollIntoViewIfNeeded();
      const first = javaScriptEnabled
        ? page.locator(".slick-slide.slick-active figure")
        : page.locator('[data-partners="grid"] figure').first();
      await expect(first).toBeVisible();
      const result = await first.boundingBox();
      const sectionBox = await page.locator("#partners").boundingBox();
      await context.close();
      return { x: result!.x, y: result!.y - sectionBox!.y, width: result!.width, height: result!.height, section: sectionBox!.height };
    };
    const before = await box(false);
    const after = await box(true);
    for (const key of ["x", "y", "width", "height", "section"] as const)
      expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
  });
});
