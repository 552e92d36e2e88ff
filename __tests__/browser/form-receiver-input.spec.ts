// The "endpoint" project: what the receiver refuses, sent as a bot would, straight to the site's
// /api/inquiry (its server passes it to the real receiver, started here with a real SMTP server and a
// webhook listener). Each answer has a clear status, repeats nothing sent, and nothing is delivered.
import { FORM_INFO } from "../support/forms";
import { MailServer } from "../support/mailServer";
import { buildReceiver, startReceiver } from "../support/receiver";
import { startWebhookCapture, type WebhookCapture } from "../support/webhookCapture";
import { expect, settings, test } from "../support/browserTest";
import { siteverifyStandIn } from "../support/turnstileStandIn";

test.describe.configure({ mode: "default" });

const smtp = new MailServer();
let webhook: WebhookCapture;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let siteverify: Awaited<ReturnType<typeof siteverifyStandIn>>;

test.beforeAll(async () => {
  await smtp.start();
  webhook = await startWebhookCapture();
  siteverify = await siteverifyStandIn();
  receiver = await startReceiver(buildReceiver(), {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "website@example.com",
    FORM_WEBHOOK_URL: webhook.url,
    ...siteverify.env,
  });
});
test.afterAll(async () => {
  await receiver.stop();
  await smtp.stop();
  await webhook.close();
  await siteverify.close();
});

const MARK = "Zq7-marker";
const contact = (fields: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  form: "contact",
  language: "en",
  submittedAt: new Date().toISOString(),
  fields: { ...FORM_INFO.contact.values, message: `${MARK} hello`, ...fields },
  ...rest,
});
const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

const CASES: [string, RequestInit, number][] = [
  ["an oversized body", json(contact({ message: MARK + "x".repeat(settings.forms.receiverMaxBodyBytes) })), 413],
  ["a number for a text field", json(contact({ message: 42, name: MARK })), 400],
  ["a list for the fields", json(contact(undefined, { fields: [MARK] })), 400],
  ["a list for the body", json([MARK]), 400],
  ["a missing required field", json(contact({ name: undefined })), 400],
  ["a topic not on the list", json(contact({ topic: MARK })), 400],
  ["a malformed e-mail address", json(contact({ email: `${MARK}@` })), 400],
  ["CR/LF in the name", json(contact({ name: `Ana\r\nBcc: ${MARK}@example.com` })), 400],
  ["CR/LF in the e-mail address", json(contact({ email: `ana@example.com\r\nBcc: ${MARK}@example.com` })), 400],
  ["a control character in a single-line field", json(contact({ country: `M\u0007${MARK}` })), 400],
  ["a field the form does not have", json(contact({ [MARK]: "x" })), 400],
  ["a form that does not exist", json(contact(undefined, { form: MARK })), 400],
  ["text that is not JSON", { method: "POST", headers: { "Content-Type": "application/json" }, body: `{${MARK}` }, 400],
  ["a form-encoded body", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `name=${MARK}` }, 415],
  ["JSON labelled as text", { method: "POST", headers: { "Content-Type": "text/plain" }, body: JSON.stringify(contact()) }, 415],
  ["a GET", { method: "GET" }, 405],
  ["a PUT", { ...json(contact()), method: "PUT" }, 405],
  ["a DELETE", { method: "DELETE" }, 405],
  // Turnstile is on (the receiver has the secret): a valid submission without a good token.
  ["a submission without Turnstile's token", json(contact({ message: "hello" })), 400],
  ["a submission with a forged Turnstile token", json(contact({ message: "hello" }, { turnstileToken: `forged-${MARK}` })), 400],
];

for (const [what, init, status] of CASES) {
  test(`${what} is answered ${status}, without repeating anything sent, and nothing is delivered`, async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/api/inquiry`, init);
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST");
    const body = await response.text();
    expect(body).not.toContain(MARK);
    expect(body).not.toContain("Ana");
    expect(smtp.delivered).toHaveLength(0);
    expect(webhook.received).toHaveLength(0);
  });
}

test("a filled honeypot is answered as a success and dropped: nothing is delivered", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/api/inquiry`, json(contact({ fax: "+1 555 0100" })));
  expect(response.status).toBe(200);
  expect(smtp.delivered).toHaveLength(0);
  expect(webhook.received).toHaveLength(0);
});

test("the receiver's log names forms and outcomes, never what was sent", async ({ baseURL }) => {
  const before = receiver.log.length;
  expect((await fetch(`${baseURL}/api/inquiry`, json(contact({ name: `${MARK}\n` })))).status).toBe(400);
  await expect.poll(() => receiver.log.length).toBeGreaterThan(before);
  const log = receiver.log.join("\n");
  expect(log).toContain('"refused"');
  for (const text of [MARK, "Ana", FORM_INFO.contact.values.email]) expect(log).not.toContain(text);
});
