// requirements.md#forms, requirements.md#validation, requirements.md#calls, requirements.md#fixed-error-texts: both forms in both languages, against the default build (simulated send).
import {
  counters,
  expectIdle,
  expectToast,
  expectValues,
  field,
  fill,
  finishSimulatedSend,
  FORM_INFO,
  formElement,
  openForm,
  stored,
  submitButton,
  toasts,
  type FormName,
} from "../support/forms";
import { strings, text } from "../support/pageContent";
import { LANGUAGES } from "../../src/i18n/languages";
import { ANY_WIDTH, expect, pageFor, settings, test } from "../support/browserTest";

const FORMS: FormName[] = ["partnership", "contact"];

for (const form of FORMS) {
  const info = FORM_INFO[form];
  for (const lang of LANGUAGES) {
    const texts = info.texts[lang];

    // What shows no words of its own runs in one language per form (partnership in English, contact
    // in Spanish, as the no-JavaScript tests below); what a visitor reads runs in both.
    const oneLanguage = (form === "partnership") === (lang === "en");

    test.describe(`the ${form} form (${lang})`, () => {
      // What a form does is the same at every width (ANY_WIDTH); sending is watched at both.
      if (oneLanguage)
        test("an empty submit is blocked by the browser: no submit, no toast, no stored time", ANY_WIDTH, async ({ page }) => {
          await openForm(page, form, lang);
          await submitButton(page, form).click();
          // The browser's own check stops it: the submit event never fires, so nothing can follow.
          await expect(formElement(page, form).locator(":invalid").first()).toBeFocused();
          await expect(formElement(page, form).locator('[aria-invalid="true"]').first()).toBeVisible();
          expect(await counters(page)).toEqual({ toasts: [], writes: [], submits: 0 });
          expect(await stored(page, form)).toBeNull();
          await expectIdle(page, form, lang);
          await expect(toasts(page)).toHaveCount(0);
        });

      const badType = form === "partnership" ? { name: "website", value: "acme.example" } : { name: "email", value: "ana@" };
      test(`a ${badType.name} that is not one blocks the submit, and says why in the page's language`, ANY_WIDTH, async ({ page }) => {
        await openForm(page, form, lang);
        await fill(page, form, { ...info.values, [badType.name]: badType.value });
        await submitButton(page, form).click();
        const control = field(page, form, badType.name);
        await expect(control).toBeFocused();
        await expect(control).toHaveAttribute("aria-invalid", "true");
        const describedBy = (await control.getAttribute("aria-describedby"))!.split(" ");
        const error = page.locator(`#${describedBy.find((id) => id.endsWith("-error"))}`);
        await expect(error).toHaveText(text(strings(lang, info.route), `form.errors.${form === "partnership" ? "url" : "email"}`));
        expect(await counters(page)).toEqual({ toasts: [], writes: [], submits: 0 });
        await expectValues(page, form, { ...info.values, [badType.name]: badType.value });
      });

      test("sends: disabled busy label, then the success toast, cleared fields and the stored time", async ({ page }) => {
        await openForm(page, form, lang);
        await fill(page, form);
        const before = await page.evaluate(() => Date.now());
        // From the click on, the page's time moves only when the test moves it, so the busy state is
        // still there however long these checks take on a loaded machine.
        await page.clock.pauseAt(before + 1000);
        await submitButton(page, form).click();
        await expect(submitButton(page, form)).toHaveText(texts.busy);
        await expect(submitButton(page, form)).toBeDisabled();
        await expect(formElement(page, form)).toHaveAttribute("aria-busy", "true");
        // A second submit while sending (Enter in a field, or a script) does nothing.
        await formElement(page, form).evaluate((f: HTMLFormElement) => f.requestSubmit());
        await finishSimulatedSend(page);
        await page.clock.resume();
        await expectToast(page, texts.sent);
        await expectIdle(page, form, lang);
        await expectValues(page, form, Object.fromEntries(Object.keys(info.values).map((k) => [k, ""])));
        const { writes, toasts: shown, submits } = await counters(page);
        expect(submits).toBe(2);
        expect(writes).toHaveLength(1);
        expect(shown).toHaveLength(1);
        const time = Number(await stored(page, form));
        expect(String(time)).toBe(writes[0]);
        expect(time).toBeGreaterThanOrEqual(before);
        expect(time).toBeLessThanOrEqual(await page.evaluate(() => Date.now()));
      });

      test("rate-limited: the 'Please wait' toast, the fields kept, the stored time untouched", ANY_WIDTH, async ({ page }) => {
        const last = String(Date.now());
        await openForm(page, form, lang, { [info.storageKey]: last });
        await fill(page, form);
        await submitButton(page, form).click();
        await expectToast(page, texts.wait);
        if (form === "partnership") await expect(toasts(page).locator("xpath=ancestor::*[@role='alert']")).toHaveCount(1);
        await expectIdle(page, form, lang);
        await expectValues(page, form, info.values);
        expect(await stored(page, form)).toBe(last);
        expect((await counters(page)).writes).toEqual([]);
      });

      if (oneLanguage)
        test(
          "a filled honeypot shows nothing: no busy label, no disabled button, no toast, nothing stored",
          ANY_WIDTH,
          async ({ page }) => {
            await openForm(page, form, lang);
            await fill(page, form);
            // A bot types into it regardless of its being off-screen and hidden: force skips those checks.
            await page.locator(`#${form}-fax`).fill("https://spam.example", { force: true });
            const storageBefore = await page.evaluate(() => JSON.stringify({ ...localStorage }));
            // Records every change of the button (label, disabled) and of the form's aria-busy, from
            // before the click on: a busy state that lasts a single frame still leaves a record.
            await formElement(page, form).evaluate((formEl: HTMLFormElement) => {
              const button = formEl.querySelector('button[type="submit"]')!;
              const w = window as unknown as { __changes: string[] };
              w.__changes = [];
              const observer = new MutationObserver((records) => {
                for (const r of records)
                  w.__changes.push(
                    `${r.type} ${r.attributeName ?? ""}: "${button.textContent}" disabled=${String((button as HTMLButtonElement).disabled)}`,
                  );
              });
              observer.observe(button, { attributes: true, characterData: true, childList: true, subtree: true });
              observer.observe(formEl, { attributes: true, attributeFilter: ["aria-busy"] });
            });
            await submitButton(page, form).click();
            // The submit did happen (the browser let it through), so a quiet page is the handler's doing.
            await expect.poll(async () => (await counters(page)).submits).toBe(1);
            // An observation window in real time, longer than the simulated send; waiting can only miss
            // a change that comes later, never invent one.
            await page.waitForTimeout(3_000);
            expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes)).toEqual([]);
            await expectIdle(page, form, lang);
            await expect(toasts(page)).toHaveCount(0);
            const { toasts: shown, writes } = await counters(page);
            expect(shown).toEqual([]);
            expect(writes).toEqual([]);
            expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(storageBefore);
          },
        );

      if (oneLanguage)
        test("a filled honeypot drops the submit silently; the form still works afterwards", ANY_WIDTH, async ({ page }) => {
          await openForm(page, form, lang);
          await fill(page, form);
          // Unreachable by people and the keyboard, so a script fills it, as a bot would.
          await page.locator(`#${form}-fax`).evaluate((el: HTMLInputElement) => (el.value = "https://spam.example"));
          await submitButton(page, form).click();
          await expect.poll(async () => (await counters(page)).submits).toBe(1);
          await expectIdle(page, form, lang);
          await expectValues(page, form, info.values);
          expect(await stored(page, form)).toBeNull();
          // Proof that nothing showed: the next (honest) attempt's toast is the first one ever.
          await page.locator(`#${form}-fax`).evaluate((el: HTMLInputElement) => (el.value = ""));
          await submitButton(page, form).click();
          await finishSimulatedSend(page);
          await expectToast(page, texts.sent);
          const { toasts: shown, writes } = await counters(page);
          expect(shown).toEqual([texts.sent.join("")]);
          expect(writes).toHaveLength(1);
        });
    });
  }
}

test.describe("the honeypot", () => {
  for (const form of FORMS) {
    test(`is off-screen, out of the tab order and hidden from assistive technology (${form})`, async ({ page }) => {
      await openForm(page, form, "en");
      const trap = page.locator(`#${form}-fax`);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      await expect(page.locator(`[aria-hidden="true"]:has(#${form}-fax)`)).toHaveCount(1);
      const box = (await trap.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(0);
      // Tabbing through the whole form never lands on it.
      await field(page, form, form === "partnership" ? "company" : "name").focus();
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe("fax");
      }
    });
  }
});

// Storage does not depend on the width.
test.describe("unreadable stored times never lock anyone out", ANY_WIDTH, () => {
  for (const [name, value] of [
    ["garbage", "not-a-time"],
    ["a future time", String(Date.now() + 3_600_000)],
  ] as const) {
    test(`${name} in the contact key: the message is sent`, async ({ page }) => {
      await openForm(page, "contact", "en", { [settings.storageKeys.lastContactSubmission]: value });
      await fill(page, "contact");
      await submitButton(page, "contact").click();
      await finishSimulatedSend(page);
      await expectToast(page, FORM_INFO.contact.texts.en.sent);
      expect(Number(await stored(page, "contact"))).toBeGreaterThan(0);
    });
  }

  test("storage that refuses every call: the inquiry is sent, nothing crashes", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.clock.install();
    await page.goto(pageFor("partnerships", "en").path);
    await page.waitForFunction(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((k) => k.startsWith("__reactContainer")));
    await fill(page, "partnership");
    await submitButton(page, "partnership").click();
    await finishSimulatedSend(page);
    await expectToast(page, FORM_INFO.partnership.texts.en.sent);
    await expectIdle(page, "partnership", "en");
  });
});

test.describe("the default build sends nothing (requirements.md#calls)", ANY_WIDTH, () => {
  for (const form of FORMS) {
    test(`no request leaves the page when the ${form} form is sent`, async ({ page }) => {
      await openForm(page, form, "en");
      await fill(page, form);
      const origin = new URL(page.url()).origin;
      const requests: { url: string; method: string; body: string | null }[] = [];
      page.on("request", (r) => requests.push({ url: r.url(), method: r.method(), body: r.postData() }));
      await submitButton(page, form).click();
      await finishSimulatedSend(page);
      await expectToast(page, FORM_INFO[form].texts.en.sent);
      // Only same-origin static files may load after the click (the toast's code is loaded on demand).
      for (const r of requests) {
        expect(new URL(r.url).origin, r.url).toBe(origin);
        expect(r.method, r.url).toBe("GET");
        expect(r.body, r.url).toBeNull();
        expect(new URL(r.url).pathname, r.url).toMatch(/\.(js|css|json|woff2?|png|jpe?g|svg|webp|avif)$/);
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [form, lang] of [
    ["partnership", "en"],
    ["contact", "es"],
  ] as const) {
    test(`the ${form} form shows its fields, offers the e-mail address instead and posts nowhere (${lang})`, async ({ page }) => {
      const path = pageFor(FORM_INFO[form].route, lang).path;
      await page.goto(path);
      for (const name of Object.keys(FORM_INFO[form].values)) await expect(field(page, form, name)).toBeVisible();
      const note = formElement(page, form).locator(`a[href="mailto:${settings.email}"]`);
      await expect(note).toBeVisible();
      await expect(submitButton(page, form)).toBeHidden();
      // No action, and method="dialog": outside a <dialog> the browser validates, then submits nowhere.
      await expect(formElement(page, form)).not.toHaveAttribute("action", /.+/);
      await expect(formElement(page, form)).toHaveAttribute("method", "dialog");
      await fill(page, form);
      // A request would follow the submit at once; the bounded wait can only err towards passing.
      const request = page.waitForEvent("request", { timeout: 1_500 }).then(
        (r) => r.url(),
        () => null,
      );
      await field(page, form, form === "partnership" ? "company" : "name").press("Enter");
      await submitButton(page, form).evaluate((b: HTMLButtonElement) => b.click());
      expect(await request).toBeNull();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectValues(page, form, FORM_INFO[form].values);
    });
  }
});
