// The pictures editors upload, as visitors get them (docs/editing.md, "Add a picture"): every
// published picture stripped of the original's metadata, the photos light on a phone, nothing moving
// as they arrive, and each one where the content under test put it. The launch content has no
// upload; the editor's day (scripts/test-all.sh) runs this file on a build with every placeholder
// filled (__tests__/fixtures/media.ts), and the checks of a page's pictures run on both.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { chosenImage } from "../../src/content-model/media";
import { list, strings } from "../support/pageContent";
import { ANY_WIDTH, expect, hydrated, pageFor, test, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

/** What a page's strings hold for one upload field of a list: the picture chosen (in English) for each item. */
const chosen = (ns: string, at: string, field: string) =>
  list<Record<string, unknown>>(strings("en", ns), at).map((item) => chosenImage(item[field]));
const photos = chosen("events", "gallery.items", "photo");
const logos = chosen("home", "partners.items", "logo");

/** Every file a page's pictures may load: each source's and each image's candidates. */
async function pictureFiles(page: Page): Promise<string[]> {
  const urls = await page
    .locator("picture source, picture img")
    .evaluateAll((els) =>
      els.flatMap((el) => [
        ...(el.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
        el.getAttribute("src") ?? "",
      ]),
    );
  return [...new Set(urls.filter(Boolean))];
}

/** Scrolls to the end of the page and back, then waits for every picture to arrive. */
async function loadEveryPicture(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect
    .poll(() => page.locator("picture img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

/** The layout shifts a page has had since it started loading (Layout Instability API), summed as CLS counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) =>
          resolve(
            entries
              .getEntries()
              .filter((e) => !(e as unknown as { hadRecentInput: boolean }).hadRecentInput)
              .reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: "layout-shift", buffered: true });
        // No entry at all is no shift: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );

for (const lang of LANGUAGES) {
  test.describe(`uploaded pictures (${lang})`, () => {
    // The launch events page shows no picture at all (its tiles are drawn): the editor's day's has six
    // photos. A test runs where the content under test has what it checks (the suites skip nothing).
    for (const key of photos.some(Boolean) ? (["home", "events"] as const) : (["home"] as const)) {
      test(
        `${pageFor(key, lang).path}: no published picture carries the original's EXIF or XMP, and nothing moves as the pictures arrive`,
        ANY_WIDTH,
        async ({ page }) => {
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 800 });
            await withConsent(page);
            await page.goto(pageFor(key, lang).path);
            await hydrated(page);
            await loadEveryPicture(page);
            expect(await layoutShift(page), `layout shift at ${width} px`).toBe(0);
          }
          const files = await pictureFiles(page);
          expect(files.length).toBeGreaterThan(0);
          for (const file of files) {
            const response = await page.request.get(file);
            expect(response.status(), file).toBe(200);
            const { exif, xmp, iptc } = await sharp(await response.body()).metadata();
            expect({ file, exif, xmp, iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
          }
        },
      );
    }

    // The launch content has no gallery photo: the editor's day (six of them, from phone-sized originals) runs this.
    if (photos.some(Boolean))
      test(
        "each gallery photo a phone loads at 375 px weighs at most 60 KB, in AVIF or WebP, with a fallback, its size and a placeholder colour",
        ANY_WIDTH,
        async ({ page }) => {
          await page.setViewportSize({ width: 375, height: 740 });
          await withConsent(page);
          const sizes = new Map<string, number>();
          page.on("response", async (response) => {
            if (response.request().resourceType() === "image") sizes.set(new URL(response.url()).pathname, (await response.body()).length);
          });
          await page.goto(pageFor("events", lang).path);
          await hydrated(page);
          await loadEveryPicture(page);
          const gallery = page.locator("#gallery li");
          for (const [i, photo] of photos.entries()) {
            const img = gallery.nth(i).locator("picture img");
            if (!photo) {
              await expect(img).toHaveCount(0);
              continue;
            }
            await expect(img).toHaveAttribute("loading", "lazy");
            await expect(img).toHaveAttribute("width", /^\d+$/);
            await expect(img).toHaveAttribute("height", /^\d+$/);
            expect(await img.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
            await expect(gallery.nth(i).locator("source")).toHaveCount(2);
            expect(
              await gallery
                .nth(i)
                .locator("source")
                .evaluateAll((els) => els.map((el) => el.getAttribute("type"))),
            ).toEqual(["image/avif", "image/webp"]);
            const current = new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).pathname;
            expect(current).toMatch(/\.(avif|webp)$/);
            await expect.poll(() => sizes.get(current), { message: current }).toBeLessThanOrEqual(60 * 1024);
          }
        },
      );

    // The launch content has no logo: the editor's day (a logo for every partner) runs this.
    if (logos.some(Boolean))
      test(
        "each partner's logo fits whole inside its card's picture box, in the box's shape, whatever the logo's",
        ANY_WIDTH,
        async ({ page }) => {
          await withConsent(page);
          await page.goto(pageFor("home", lang).path);
          await hydrated(page);
          const cards = page.locator('[data-partners="grid"] figure');
          for (const [i, logo] of logos.entries()) {
            if (!logo) continue;
            const img = cards.nth(i).locator("img");
            await img.scrollIntoViewIfNeeded();
            await expect
              .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
              .toBeGreaterThan(0);
            const fit = await img.evaluate((el) => {
              const image = el as HTMLImageElement;
              const box = image.getBoundingClientRect();
              return { objectFit: getComputedStyle(image).objectFit, box: box.width / box.height };
            });
            // "contain" scales the whole logo into the box, never past its edges.
            expect(fit.objectFit).toBe("contain");
            expect(fit.box).toBeGreaterThan(1.2);
          }
        },
      );
  });
}
