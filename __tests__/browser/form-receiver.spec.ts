// The "endpoint" project, second spec: the site built for its own receiver (GATSBY_FORM_RECEIVER=1,
// public-endpoint/), whose server passes /api/inquiry to the real receiver (src/receiver/, bundled by
// src/receiver/run.mjs) started here with a real local SMTP server and a webhook listener.
import { expectIdle, expectToast, expectValues, fill, FORM_INFO, openForm, stored, submitButton, type FormName } from "../support/forms";
import { MailServer } from "../support/mailServer";
import { buildReceiver, expectedRecipient, startReceiver } from "../support/receiver";
import { startWebhookCapture, type WebhookCapture } from "../support/webhookCapture";
import { expect, test } from "../support/browserTest";
import { siteverifyStandIn, STAND_IN_TOKEN, TEST_TURNSTILE_SITE_KEY } from "../support/turnstileStandIn";
import type { Lang } from "../../src/i18n/languages";

test.describe.configure({ mode: "default" });

const smtp = new MailServer();
let webhook: WebhookCapture;
let siteverify: Awaited<ReturnType<typeof siteverifyStandIn>>;
let bundle: string;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
const languageName = (lang: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(lang)!;

test.beforeAll(async () => {
  bundle = buildReceiver();
  await smtp.start();
  webhook = await startWebhookCapture();
  siteverify = await siteverifyStandIn();
});
test.afterAll(async () => {
  await smtp.stop();
  await webhook.close();
  await siteverify.close();
});

// A fresh receiver for each test: its rate limit lives in its memory.
test.beforeEach(async () => {
  smtp.delivered.length = 0;
  smtp.refuse = false;
  webhook.received.length = 0;
  siteverify.received.length = 0;
  // With Turnstile's secret, as the build has its site key: tokens are checked by the local stand-in.
  receiver = await startReceiver(bundle, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Website <website@example.com>",
    FORM_WEBHOOK_URL: webhook.url,
    ...siteverify.env,
  });
});
test.afterEach(async () => {
  await receiver?.stop();
  // Nothing the visitors typed is in the receiver's log: only forms, languages and outcomes.
  const log = receiver?.log.join("\n") ?? "";
  for (const value of [...Object.values(FORM_INFO.partnership.values), ...Object.values(FORM_INFO.contact.values)].filter(
    (v) => v.length > 3,
  )) {
    expect(log).not.toContain(value);
  }
});

const CASES: [FormName, Lang, Record<string, string>][] = [
  ["partnership", "en", FORM_INFO.partnership.values],
  ["partnership", "es", { ...FORM_INFO.partnership.values, category: "licensing", message: "Línea uno.\nLínea dos: <b>negrita</b>" }],
  ["contact", "en", { ...FORM_INFO.contact.values, topic: "careers", message: 'Hello <script>alert("x")</script> & goodbye' }],
  ["contact", "es", { ...FORM_INFO.contact.values, company: "", country: "", topic: "other" }],
];

for (const [form, lang, values] of CASES) {
  test(`${form} (${lang}): typed on the page, it arrives as a plain-text e-mail to ${values.topic ? `the address for "${values.topic}"` : "the partnerships address"} with every field and the language`, async ({
    page,
    turnstileRequests,
  }) => {
    await openForm(page, form, lang);
    // Turnstile's script comes only once the visitor starts filling the form, and its widget speaks the page's language.
    expect(turnstileRequests).toEqual([]);
    await fill(page, form, values);
    await expect(page.locator(`[data-turnstile-stand-in="${TEST_TURNSTILE_SITE_KEY}"]`)).toHaveAttribute("data-language", lang);
    expect(turnstileRequests).toHaveLength(1);
    await submitButton(page, form).click();
    await expectToast(page, FORM_INFO[form].texts[lang].sent);
    await expect.poll(() => smtp.delivered.length).toBe(1);
    const [{ mail, recipients }] = smtp.delivered as [(typeof smtp.delivered)[number]];
    const to = expectedRecipient(form, values);
    expect(recipients).toEqual([to]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([to]);
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(form === "contact" ? [values.email] : undefined);
    // Plain text only: markup arrives as the characters typed.
    expect(mail.html).toBe(false);
    const text = mail.text ?? "";
    for (const value of Object.values(values).filter(Boolean)) expect(text).toContain(value);
    expect(text).toContain(`${form} form`);
    expect(text).toContain(`${languageName(lang)} (${lang})`);
    expect(mail.subject).toContain(`(${lang})`);
    // The token was checked, with the submission's id, which the e-mail carries, as the idempotency key.
    const id = mail.headers.get("x-submission-id");
    expect(id).toEqual(expect.any(String));
    expect(text).toContain(`Submission id: ${String(id)}`);
    expect(siteverify.bodies()).toEqual([
      expect.objectContaining({ response: expect.stringMatching(STAND_IN_TOKEN), idempotency_key: id }),
    ]);
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.bodies()[0]).toMatchObject({ inquiry: { form, language: lang, fields: values } });
    await expectValues(page, form, Object.fromEntries(Object.keys(values).map((k) => [k, ""])));
  });
}

const faults: [string, FormName, Lang, () => Promise<void>, () => Promise<void>][] = [
  ["refuses the message", "contact", "es", async () => void (smtp.refuse = true), async () => void (smtp.refuse = false)],
  ["is down", "partnership", "en", () => smtp.stop(), () => smtp.start()],
];
for (const [what, form, lang, breakIt, mend] of faults) {
  test(`the SMTP server ${what}: the error toast, every field kept; the retry once it is back delivers exactly once`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 502/);
    await breakIt();
    await openForm(page, form, lang);
    await fill(page, form);
    await submitButton(page, form).click();
    await expectToast(page, FORM_INFO[form].texts[lang].failed);
    await expectIdle(page, form, lang);
    await expectValues(page, form, FORM_INFO[form].values);
    expect(await stored(page, form)).toBeNull();
    expect(smtp.delivered).toHaveLength(0);
    await mend();
    await submitButton(page, form).click();
    await expectToast(page, FORM_INFO[form].texts[lang].sent);
    await expect.poll(() => smtp.delivered.length).toBe(1);
    expect(smtp.delivered[0]!.mail.text).toContain(FORM_INFO[form].values.message);
    expect(webhook.received).toHaveLength(1);
  });
}

for (const [form, lang] of [
  ["partnership", "en"],
  ["contact", "es"],
] as const) {
  test(`${form} (${lang}): a second one within the cooldown from another browser of the same visitor gets 429 and "Please wait"; nothing more is delivered`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    await openForm(page, form, lang);
    await fill(page, form);
    await submitButton(page, form).click();
    await expectToast(page, FORM_INFO[form].texts[lang].sent);
    await expect.poll(() => smtp.delivered.length).toBe(1);
    // As if from a fresh browser: the page's own limit no longer knows of the first one.
    await page.evaluate((key) => localStorage.removeItem(key), FORM_INFO[form].storageKey);
    await fill(page, form);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/inquiry"));
    await submitButton(page, form).click();
    expect((await answer).status()).toBe(429);
    await expectToast(page, FORM_INFO[form].texts[lang].wait);
    await expectValues(page, form, FORM_INFO[form].values);
    expect(smtp.delivered).toHaveLength(1);
    expect(webhook.received).toHaveLength(1);
  });
}
