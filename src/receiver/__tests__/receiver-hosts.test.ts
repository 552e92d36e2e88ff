// The receiver's entry points for Netlify Functions and Cloudflare Pages Functions, as far as they
// run offline: each is imported and given a Request the way its host calls it. Neither host's
// runtime runs here (Cloudflare's workerd needs Node 22), so SMTP and the mail API are stand-ins: a
// webhook listener on localhost for Netlify, and a fetch that plays Resend for Cloudflare.
import { CONTACT_TOPICS } from "../../forms/definitions";
import { RECEIVER_PATH } from "../../forms/endpoint";
import { recipient } from "../mail";
import { settings } from "../../config/settings";
import { startWebhookCapture, type WebhookCapture } from "../../../__tests__/support/webhookCapture";
import { bundlePagesFunction } from "../../../__tests__/support/pagesFunction";

// The hosts collect standard output as the function's log: it must name no visitor.
let logged: string[] = [];
let logSpy: jest.SpyInstance;
beforeAll(() => {
  logSpy = jest.spyOn(console, "log").mockImplementation((line: unknown) => void logged.push(String(line)));
});
afterAll(() => logSpy.mockRestore());
afterEach(() => {
  for (const personal of ["Ana", "ana@example.com", "198.51.100", "192.0.2.1"]) expect(logged.join("\n")).not.toContain(personal);
  logged = [];
});

const inquiry = () => ({
  form: "contact",
  language: "en",
  submittedAt: new Date().toISOString(),
  fields: { name: "Ana López", email: "ana@example.com", company: "", country: "Mexico", topic: CONTACT_TOPICS[0], message: "Hello" },
});
const post = (body: unknown = inquiry()) =>
  new Request(`https://site.example${RECEIVER_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the Netlify Function (netlify/functions/inquiry.ts)", () => {
  type NetlifyModule = typeof import("../../../netlify/functions/inquiry");
  let webhook: WebhookCapture;
  let fn: NetlifyModule;
  const saved = { ...process.env };

  beforeAll(async () => {
    webhook = await startWebhookCapture();
    // Netlify gives the function its site's environment variables: here only a webhook.
    delete process.env.SMTP_URL;
    delete process.env.RESEND_API_KEY;
    process.env.FORM_WEBHOOK_URL = webhook.url;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a fresh copy of a module only through require()
      fn = require("../../../netlify/functions/inquiry") as NetlifyModule;
    });
  });
  afterAll(async () => {
    process.env = saved;
    await webhook.close();
  });

  it("is served at the forms' path, with Netlify's rate limit per visitor", () => {
    expect(fn.config.path).toBe(RECEIVER_PATH);
    expect(fn.config.rateLimit.aggregateBy).toContain("ip");
    expect(fn.config.rateLimit.windowLimit).toBeGreaterThan(0);
  });

  it("delivers a submission and answers 200; the same visitor's second one within the cooldown gets 429", async () => {
    const first = await fn.default(post(), { ip: "198.51.100.7" });
    expect(first.status).toBe(200);
    expect(webhook.received).toHaveLength(1);
    expect(webhook.bodies()[0]).toMatchObject({ inquiry: { form: "contact", fields: { name: "Ana López" } } });
    expect((await fn.default(post(), { ip: "198.51.100.7" })).status).toBe(429);
    expect(webhook.received).toHaveLength(1);
    // Another visitor is not held back.
    expect((await fn.default(post(), { ip: "198.51.100.8" })).status).toBe(200);
    expect(webhook.received).toHaveLength(2);
  });

  it("refuses a wrong method and a CR/LF in the name, delivering nothing", async () => {
    const before = webhook.received.length;
    expect((await fn.default(new Request(`https://site.example${RECEIVER_PATH}`), { ip: "198.51.100.9" })).status).toBe(405);
    const crlf = inquiry();
    crlf.fields.name = "Ana\r\nBcc: x@example.com";
    expect((await fn.default(post(crlf), { ip: "198.51.100.9" })).status).toBe(400);
    expect(webhook.received).toHaveLength(before);
  });
});

describe("the Cloudflare Pages Function (functions/api/inquiry.ts)", () => {
  type PagesModule = typeof import("../../../functions/api/inquiry");
  let fn: PagesModule;
  const calls: { url: string; init: RequestInit }[] = [];
  let answer = 200;
  let fetchSpy: jest.SpyInstance;

  beforeAll(() => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a fresh copy of a module only through require()
      fn = require("../../../functions/api/inquiry") as PagesModule;
    });
    fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status: answer });
    });
  });
  afterAll(() => fetchSpy.mockRestore());
  beforeEach(() => {
    calls.length = 0;
    answer = 200;
  });

  const limiter = (success: boolean) => ({ limit: jest.fn(async () => ({ success })) });
  const call = (request: Request, env: Partial<import("../../../functions/api/inquiry").Env>) =>
    fn.onRequest({
      request: new Request(request, { headers: { ...Object.fromEntries(request.headers), "CF-Connecting-IP": "192.0.2.1" } }),
      env,
      waitUntil: () => undefined,
    });
  const RESEND = { MAIL_FROM: "Website <website@site.example>", RESEND_API_KEY: "re_test" };

  it("sends the e-mail through Resend's API, to the address for the topic, with Reply-To, and answers 200", async () => {
    const binding = limiter(true);
    const response = await call(post(), { ...RESEND, INQUIRY_LIMITER: binding });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.resend.com/emails");
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe("Bearer re_test");
    const body = JSON.parse(String(calls[0]!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      from: RESEND.MAIL_FROM,
      to: [recipient({ ...inquiry(), form: "contact", language: "en" }, settings)],
      reply_to: "ana@example.com",
    });
    expect(body.text).toContain("Ana López");
    // The binding counts per visitor and form.
    expect(binding.limit).toHaveBeenCalledWith({ key: "contact 192.0.2.1" });
  });

  it("answers 429 when the rate-limiting binding says so, sending nothing", async () => {
    expect((await call(post(), { ...RESEND, INQUIRY_LIMITER: limiter(false) })).status).toBe(429);
    expect(calls).toEqual([]);
  });

  it("answers 502 when Resend refuses, so the visitor keeps the text and can retry", async () => {
    answer = 422;
    expect((await call(post(), { ...RESEND, INQUIRY_LIMITER: limiter(true) })).status).toBe(502);
  });

  it("answers 503 when nothing to deliver with is configured", async () => {
    expect((await call(post(), { INQUIRY_LIMITER: limiter(true) })).status).toBe(503);
    expect(calls).toEqual([]);
  });

  it("refuses a wrong content type, delivering nothing", async () => {
    const request = new Request(`https://site.example${RECEIVER_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    });
    expect((await call(request, { ...RESEND, INQUIRY_LIMITER: limiter(true) })).status).toBe(415);
    expect(calls).toEqual([]);
  });
});

describe("the Cloudflare Pages Function as Cloudflare bundles it", () => {
  it("runs with only the web platform's globals: no process, no Node modules", async () => {
    const sent: string[] = [];
    const fetchLikeResend = async (url: string) => (sent.push(url), new Response(null, { status: 200 }));
    const { onRequest } = await bundlePagesFunction<typeof import("../../../functions/api/inquiry")>(
      "functions/api/inquiry.ts",
      fetchLikeResend,
    );
    const response = await onRequest({
      request: post(),
      env: { MAIL_FROM: "website@site.example", RESEND_API_KEY: "re_test" },
      waitUntil: () => undefined,
    });
    expect(response.status).toBe(200);
    expect(sent).toEqual(["https://api.resend.com/emails"]);
  });
});
