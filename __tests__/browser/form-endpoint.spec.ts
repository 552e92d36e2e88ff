// The "endpoint" project: the site built to post its forms (by the content manager's test →
// public-endpoint/), whose server passes /api/inquiry to TEST_FORM_ENDPOINT, where a plain local
// endpoint started here plays any server: the browser's side of the exchange (docs/forms.md).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expectIdle, expectToast, expectValues, fill, FORM_INFO, openForm, stored, submitButton, type FormName } from "../support/forms";
import { holdScripts } from "../support/heldScripts";
import { STAND_IN_TOKEN } from "../support/turnstileStandIn";
import { SUBMISSION_ID as UUID } from "../../src/receiver/inquiry";
import { expect, pageFor, settings, test, withConsent } from "../support/browserTest";
import { TEST_FORM_ENDPOINT } from "../../playwright.config";

const ENDPOINT = new URL(TEST_FORM_ENDPOINT);
// The file's tests share the one port: they run in order, in one worker.
test.describe.configure({ mode: "default" });

type Mode = "ok" | "fail" | "drop" | "hang";
interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  raw: string;
}
let mode: Mode = "ok";
const received: Received[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = {
      "Access-Control-Allow-Origin": req.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type",
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", contentType: req.headers["content-type"], raw });
      if (mode === "ok") res.writeHead(200, { ...cors, "Content-Type": "application/json" }).end('{"ok":true}');
      else if (mode === "fail") res.writeHead(500, cors).end("Internal Server Error");
      else if (mode === "drop") req.socket.destroy();
      // "hang": never answers.
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(Number(ENDPOINT.port), resolve));
  expect((server.address() as AddressInfo).port).toBe(Number(ENDPOINT.port));
  // Without that build every test here would wait out its timeout: say so at once instead.
  const site = test.info().project.use.baseURL!;
  const home = await fetch(`${site}/en`).catch(() => undefined);
  expect(home?.status, `no site at ${site}: public-endpoint/ is made by the content manager's test (docs/forms.md)`).toBe(200);
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  mode = "ok";
  received.length = 0;
});

for (const [form, lang] of [
  ["partnership", "en"],
  ["contact", "es"],
] as const satisfies [FormName, "en" | "es"][]) {
  const info = FORM_INFO[form];

  test(`${form} (${lang}): the endpoint receives the fields as JSON, without the honeypot; then the usual success`, async ({ page }) => {
    await openForm(page, form, lang);
    await fill(page, form);
    const before = Date.now();
    await submitButton(page, form).click();
    await expectToast(page, info.texts[lang].sent);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe(ENDPOINT.pathname);
    expect(request!.contentType).toBe("application/json");
    const body = JSON.parse(request!.raw);
    // This build has Turnstile's site key (docs/forms.md): the stand-in widget's token comes along.
    expect(body).toEqual({
      form,
      language: lang,
      submittedAt: expect.any(String),
      id: expect.stringMatching(UUID),
      turnstileToken: expect.stringMatching(STAND_IN_TOKEN),
      fields: info.values,
    });
    expect(Object.keys(body)).toEqual(["form", "language", "submittedAt", "id", "turnstileToken", "fields"]);
    expect(Object.keys(body.fields)).toEqual(Object.keys(info.values));
    expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
    expect(Date.parse(body.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(request!.raw).not.toContain("fax");
    expect(Number(await stored(page, form))).toBeGreaterThanOrEqual(before);
    await expectValues(page, form, Object.fromEntries(Object.keys(info.values).map((k) => [k, ""])));
  });

  test(`${form} (${lang}): a 500 answer shows the error toast and keeps every field`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    mode = "fail";
    await openForm(page, form, lang);
    await fill(page, form);
    await submitButton(page, form).click();
    await expectToast(page, info.texts[lang].failed);
    expect(received).toHaveLength(1);
    await expectIdle(page, form, lang);
    await expectValues(page, form, info.values);
    expect(await stored(page, form)).toBeNull();
    // The retry of the same text is the same submission: it carries the same id.
    mode = "ok";
    await submitButton(page, form).click();
    await expectToast(page, info.texts[lang].sent);
    expect(received).toHaveLength(2);
    const [first, retry] = received.map((r) => JSON.parse(r.raw) as { id: string });
    expect(first!.id).toMatch(UUID);
    expect(retry!.id).toBe(first!.id);
  });
}

// A visitor on a slow phone fills the form and sends it before the page's scripts have run: the
// submit is kept and made once the page has hydrated (src/inline-scripts/earlyTaps.ts), with
// Turnstile's token, which the widget, started as the form hydrates with what was typed, hands out.
test("partnership (es): filled and sent twice before the scripts run, it reaches the endpoint once after hydration, with what was typed and Turnstile's token", async ({
  page,
}) => {
  const info = FORM_INFO.partnership;
  await withConsent(page);
  const scripts = await holdScripts(page);
  await scripts.open(pageFor(info.route, "es").path);
  await fill(page, "partnership");
  await scripts.expectHeld();
  await submitButton(page, "partnership").click();
  await submitButton(page, "partnership").click();
  await scripts.release();
  await expectToast(page, info.texts.es.sent);
  await page.waitForLoadState("networkidle");
  expect(received).toHaveLength(1);
  const body = JSON.parse(received[0]!.raw);
  expect(body).toMatchObject({ form: "partnership", language: "es", fields: info.values });
  expect(body.turnstileToken).toMatch(STAND_IN_TOKEN);
});

test("a network error (connection dropped) shows the error toast and keeps the fields", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/);
  mode = "drop";
  await openForm(page, "contact", "en");
  await fill(page, "contact");
  await submitButton(page, "contact").click();
  await expectToast(page, FORM_INFO.contact.texts.en.failed);
  await expectValues(page, "contact", FORM_INFO.contact.values);
  expect(await stored(page, "contact")).toBeNull();
});

test(`no answer within ${settings.forms.endpointTimeoutMs} ms: the request is given up and the error toast shows`, async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_ABORTED|Failed to load resource/);
  mode = "hang";
  // The page's clock is faked so the 10 s timeout is jumped over rather than waited for.
  await page.clock.install();
  await openForm(page, "partnership", "en");
  await fill(page, "partnership");
  // From the click on, the page's time moves only when the test moves it: the real time these steps
  // take on a loaded machine must not count towards the timeout (it did: the toast came 100 ms early).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await submitButton(page, "partnership").click();
  await expect.poll(() => received.length).toBe(1);
  await expect(submitButton(page, "partnership")).toHaveText(FORM_INFO.partnership.texts.en.busy);
  await page.clock.fastForward(settings.forms.endpointTimeoutMs - 100);
  await expect(submitButton(page, "partnership")).toHaveText(FORM_INFO.partnership.texts.en.busy);
  await page.clock.fastForward(100);
  await page.clock.resume();
  await expectToast(page, FORM_INFO.partnership.texts.en.failed);
  await expectIdle(page, "partnership", "en");
  await expectValues(page, "partnership", FORM_INFO.partnership.values);
  expect(await stored(page, "partnership")).toBeNull();
});
