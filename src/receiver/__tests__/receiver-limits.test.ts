// The form receiver's defences beyond checking input (docs/forms.md): the rate limit per /64 and per
// address, the ceiling per form, trusted proxies, submission ids delivered at most once, the deadline,
// the optional Turnstile check against a local stand-in for siteverify, one log line per answer, and
// the refusal of an SMTP_URL that would send a password in clear. Stand-in delivery here; the real
// SMTP servers are in receiver-smtp.test.ts.
import { createReceiver, type Services } from "../app";
import { inRanges, rateKey, trustedProxies, visitorAddress } from "../address";
import type { Deliver } from "../delivery";
import { composeMail } from "../mail";
import { memoryLimiter, rateCeiling } from "../rateLimit";
import { LOCAL_RELAY_OPT_OUT, smtpUrlProblem } from "../smtpUrl";
import { turnstileVerifier } from "../turnstile";
import { contactInquiry } from "../../../__tests__/fixtures/inquiry";
import { siteverifyStandIn, TEST_TURNSTILE_SECRET } from "../../../__tests__/support/turnstileStandIn";
import { RECEIVER_PATH } from "../../forms/endpoint";
import { newSubmissionId, submissionIdFor } from "../../forms/payload";
import { SUBMISSION_ID } from "../inquiry";
import { settings } from "../../config/settings";
import type { FormPayload } from "../../forms/types";

function receiver(options: { deliver?: Deliver; services?: Partial<Services> } = {}) {
  const sent: FormPayload[] = [];
  const lines: Record<string, unknown>[] = [];
  const deliver: Deliver = options.deliver ?? (async (_mail, inquiry) => void sent.push(inquiry));
  const limiter = memoryLimiter();
  // The visitor's address as the host would tell it, per request.
  const app = createReceiver((c) => ({
    deliver,
    limiter,
    visitor: c.req.header("X-Test-Visitor") ?? "203.0.113.9",
    log: (event, details) => lines.push({ receiver: event, ...details }),
    ...options.services,
  }));
  const post = (body: unknown, from = "203.0.113.9") =>
    app.request(RECEIVER_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Test-Visitor": from },
      body: JSON.stringify(body),
    });
  return { app, post, sent, lines };
}

describe("the rate limit's key: the /64 for IPv6, the address for IPv4", () => {
  it("addresses in one /64 share a key; the next /64 and each IPv4 address have their own", () => {
    expect(rateKey("2001:db8:1:2::1")).toBe(rateKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff"));
    expect(rateKey("2001:db8:1:2::1")).not.toBe(rateKey("2001:db8:1:3::1"));
    expect(rateKey("192.0.2.1")).not.toBe(rateKey("192.0.2.2"));
    expect(rateKey("::ffff:192.0.2.1")).toBe(rateKey("192.0.2.1"));
    expect(rateKey("unknown")).toBe("unknown");
  });

  it("1,000 submissions from 1,000 addresses of one /64 deliver one per cooldown", async () => {
    const { post, sent } = receiver();
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) statuses.push((await post(contactInquiry(), `2001:db8:aa:bb:${(i + 1).toString(16)}::1`)).status);
    expect(sent).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(999);
  });
});

describe("the ceiling per form, for all visitors together", () => {
  it("with a ceiling of 5, a burst of 50 from 50 addresses delivers 5 and answers the rest 429", async () => {
    const { post, sent, lines } = receiver({ services: { ceilingPerMinute: 5 } });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(contactInquiry(), `198.51.100.${i + 1}`)));
    expect(sent).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(45);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(lines.filter((l) => l.scope === "form")).toHaveLength(45);
  });

  it("counts each form on its own, and a visitor refused by it keeps their turn", async () => {
    const { post, sent } = receiver({ services: { ceilingPerMinute: 1 } });
    expect((await post(contactInquiry(), "198.51.100.1")).status).toBe(200);
    expect((await post(contactInquiry(), "198.51.100.2")).status).toBe(429);
    const partnership = {
      form: "partnership",
      language: "es",
      submittedAt: "2025-09-01T15:04:05Z",
      fields: { company: "A", website: "https://a.example", region: "B", category: "retail", message: "M" },
    };
    expect((await post(partnership, "198.51.100.2")).status).toBe(200);
    expect(sent.map((s) => s.form)).toEqual(["contact", "partnership"]);
  });

  it("defaults to the site's setting; FORM_RATE_CEILING changes it and refuses what is not a whole number", () => {
    expect(rateCeiling(undefined, settings.forms.rateCeilingPerMinute)).toBe(settings.forms.rateCeilingPerMinute);
    expect(rateCeiling("5", 20)).toBe(5);
    for (const bad of ["0", "-1", "2.5", "many"]) expect(() => rateCeiling(bad, 20)).toThrow(/FORM_RATE_CEILING/);
  });
});

describe("trusted proxies: X-Real-IP is believed only from them", () => {
  it("loopback by default; a listed address or range; anything else gives the peer", () => {
    const loopback = trustedProxies(undefined);
    expect(visitorAddress("127.0.0.1", "203.0.113.5", loopback)).toBe("203.0.113.5");
    expect(visitorAddress("::ffff:127.0.0.1", "203.0.113.5", loopback)).toBe("203.0.113.5");
    expect(visitorAddress("10.0.0.5", "203.0.113.5", loopback)).toBe("10.0.0.5");
    const remote = trustedProxies("10.0.0.5, fd00::/8");
    expect(visitorAddress("10.0.0.5", "203.0.113.5", remote)).toBe("203.0.113.5");
    expect(visitorAddress("fd12::1", "2001:db8::1", remote)).toBe("2001:db8::1");
    expect(visitorAddress("10.0.0.6", "203.0.113.5", remote)).toBe("10.0.0.6");
    // Not an address: the header is ignored rather than used as a key anyone can vary.
    expect(visitorAddress("10.0.0.5", "anything", remote)).toBe("10.0.0.5");
    expect(inRanges("10.0.0.200", ["10.0.0.0/24"])).toBe(true);
    expect(inRanges("10.0.1.1", ["10.0.0.0/24"])).toBe(false);
    expect(() => trustedProxies("10.0.0.5,nginx.internal")).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("submission ids: each delivered at most once", () => {
  it("the browser makes a UUID, keeps it while the text is the same, and makes a new one for new text", () => {
    const id = newSubmissionId();
    expect(id).toMatch(SUBMISSION_ID);
    expect(newSubmissionId()).not.toBe(id);
    const first = submissionIdFor(undefined, { message: "a" });
    expect(submissionIdFor(first, { message: "a" }).id).toBe(first.id);
    expect(submissionIdFor(first, { message: "b" }).id).not.toBe(first.id);
  });

  it("a repeat of a delivered id is answered 200 and sends nothing; another id is delivered", async () => {
    const { post, sent, lines } = receiver();
    const id = newSubmissionId();
    expect((await post(contactInquiry({ id }))).status).toBe(200);
    expect((await post(contactInquiry({ id }))).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(lines.map((l) => l.receiver)).toEqual(["delivered", "duplicate"]);
    expect((await post(contactInquiry({ id: newSubmissionId() }), "192.0.2.77")).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it("a retry while the first try is still delivering waits for it and sends nothing again", async () => {
    let finish: () => void = () => undefined;
    const sent: string[] = [];
    const { post } = receiver({
      deliver: (_m, inquiry) => new Promise<void>((resolve) => (finish = () => (sent.push(inquiry.id!), resolve()))),
    });
    const id = newSubmissionId();
    const first = post(contactInquiry({ id }));
    await new Promise((r) => setTimeout(r, 20));
    const second = post(contactInquiry({ id }), "192.0.2.1");
    finish();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(sent).toEqual([id]);
  });

  it("a failed try does not count: the retry with the same id is delivered", async () => {
    let fail = true;
    const sent: string[] = [];
    const { post } = receiver({ deliver: async (_m, inquiry) => (fail ? Promise.reject(new Error("down")) : void sent.push(inquiry.id!)) });
    const id = newSubmissionId();
    expect((await post(contactInquiry({ id }))).status).toBe(502);
    fail = false;
    expect((await post(contactInquiry({ id }))).status).toBe(200);
    expect((await post(contactInquiry({ id }))).status).toBe(200);
    expect(sent).toEqual([id]);
  });

  it("a submission without an id (a page cached before ids) is still delivered", async () => {
    const { post, sent } = receiver();
    expect((await post(contactInquiry())).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("an id that is not a UUID is refused", async () => {
    const { post, sent } = receiver();
    expect((await post(contactInquiry({ id: "../../etc" }))).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it("the e-mail carries the id, in a header and in its text", () => {
    const id = newSubmissionId();
    const inquiry = { ...(contactInquiry() as unknown as FormPayload), id };
    const mail = composeMail(inquiry);
    expect(mail.headers).toEqual({ "X-Submission-Id": id });
    expect(mail.text).toContain(id);
  });
});

describe("the deadline of one delivery", () => {
  it("is shorter than the form's timeout, from the same settings", () => {
    expect(settings.forms.receiverDeadlineMs).toBeGreaterThan(0);
    expect(settings.forms.receiverDeadlineMs).toBeLessThan(settings.forms.endpointTimeoutMs);
  });

  it("a delivery that outlasts it is aborted and answered 502; the visitor's turn is kept", async () => {
    let aborted = false;
    const deliver: Deliver = (_m, _i, signal) =>
      new Promise((_, reject) => signal?.addEventListener("abort", () => ((aborted = true), reject(new Error("aborted")))));
    const { post, lines } = receiver({ deliver, services: { deadlineMs: 50 } });
    expect((await post(contactInquiry({ id: newSubmissionId() }))).status).toBe(502);
    expect(aborted).toBe(true);
    expect(lines.at(-1)).toMatchObject({ receiver: "delivery-failed", status: 502, code: "deadline" });
  });

  it("a delivery that ignores the abort is given up all the same", async () => {
    const { post } = receiver({ deliver: () => new Promise(() => undefined), services: { deadlineMs: 50 } });
    expect((await post(contactInquiry())).status).toBe(502);
  });
});

describe("Turnstile, checked against a local stand-in for siteverify", () => {
  // A token the stand-in accepts with the test secret (__tests__/support/turnstileStandIn.ts).
  const GOOD = "stand-in-token-1";
  let siteverify: Awaited<ReturnType<typeof siteverifyStandIn>>;
  beforeAll(async () => void (siteverify = await siteverifyStandIn()));
  afterAll(() => siteverify.close());
  beforeEach(() => void (siteverify.received.length = 0));

  it("a good token is delivered, verified with the submission id as the idempotency key", async () => {
    const { post, sent } = receiver({ services: { verify: turnstileVerifier(TEST_TURNSTILE_SECRET, siteverify.url) } });
    const id = newSubmissionId();
    expect((await post(contactInquiry({ id, turnstileToken: GOOD }))).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(siteverify.bodies()).toEqual([{ secret: TEST_TURNSTILE_SECRET, response: GOOD, remoteip: "203.0.113.9", idempotency_key: id }]);
    // The webhook's copy of the submission never carries the token.
    expect(sent[0]).not.toHaveProperty("turnstileToken");
  });

  it("a missing or bad token is answered 400 and nothing is delivered", async () => {
    const { post, sent, lines } = receiver({ services: { verify: turnstileVerifier(TEST_TURNSTILE_SECRET, siteverify.url) } });
    const missing = await post(contactInquiry());
    const bad = await post(contactInquiry({ turnstileToken: "forged" }), "192.0.2.2");
    expect([missing.status, bad.status]).toEqual([400, 400]);
    expect(await missing.json()).toEqual({ error: "challenge-failed" });
    expect(sent).toEqual([]);
    expect(lines.map((l) => l.reason)).toEqual(["no-token", "rejected"]);
  });

  it("siteverify out of reach is answered 502, and nothing is delivered", async () => {
    const { post, sent } = receiver({ services: { verify: turnstileVerifier(TEST_TURNSTILE_SECRET, "http://127.0.0.1:1/siteverify") } });
    expect((await post(contactInquiry({ turnstileToken: GOOD }))).status).toBe(502);
    expect(sent).toEqual([]);
  });

  it("without a secret there is no check: a submission without a token is delivered", async () => {
    const { post, sent } = receiver();
    expect((await post(contactInquiry())).status).toBe(200);
    expect(sent).toHaveLength(1);
  });
});

describe("one log line per answer, whatever its status", () => {
  it("404, 405, 413, 415, unparsable JSON, 400, 429, 200 and the preflight each write one line with their status", async () => {
    const { app, post, lines } = receiver({ services: { allowedOrigin: "https://site.example" } });
    const json = { "Content-Type": "application/json" };
    const answers = [
      await app.request("/elsewhere"),
      await app.request(RECEIVER_PATH, { method: "GET" }),
      await app.request(RECEIVER_PATH, {
        method: "POST",
        headers: json,
        body: JSON.stringify(contactInquiry({ fields: { message: "x".repeat(settings.forms.receiverMaxBodyBytes) } })),
      }),
      await app.request(RECEIVER_PATH, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }),
      await app.request(RECEIVER_PATH, { method: "POST", headers: json, body: "{" }),
      await post({ form: "contact" }),
      await post(contactInquiry()),
      await post(contactInquiry()),
      await app.request(RECEIVER_PATH, {
        method: "OPTIONS",
        headers: { Origin: "https://site.example", "Access-Control-Request-Method": "POST" },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 405, 413, 415, 400, 400, 200, 429, 204]);
    expect(lines.map((l) => l.status)).toEqual(answers.map((r) => r.status));
    expect(lines.map((l) => l.receiver)).toEqual([
      "refused",
      "refused",
      "refused",
      "refused",
      "refused",
      "refused",
      "delivered",
      "rate-limited",
      "preflight",
    ]);
    expect(JSON.stringify(lines)).not.toContain("203.0.113.9");
  });
});

describe("an SMTP_URL that would send the password in clear is refused", () => {
  const refused = [
    "smtp://user:Qx9-secret@smtp.example.com:587",
    "smtp://user:Qx9-secret@smtp.example.com",
    "smtp://user:Qx9-secret@127.0.0.1:2525",
    "smtp://smtp.example.com:25",
    "smtp://user:Qx9-secret@smtp.example.com:587?requireTLS=true&ignoreTLS=true",
  ];
  const allowed = [
    "smtps://user:Qx9-secret@smtp.example.com:465",
    "smtp://user:Qx9-secret@smtp.example.com:587?requireTLS=true",
    "smtp://127.0.0.1:2525",
  ];
  it.each(refused)("%s: refused, naming smtps:// and requireTLS=true", (url) => {
    const problem = smtpUrlProblem(url);
    expect(problem).toContain("smtps://");
    expect(problem).toContain("requireTLS=true");
    expect(problem).not.toContain("Qx9-secret");
  });
  it.each(allowed)("%s: allowed", (url) => expect(smtpUrlProblem(url)).toBeUndefined());

  it(`${LOCAL_RELAY_OPT_OUT}=1 allows it for a relay on the same machine only`, () => {
    const optOut = { [LOCAL_RELAY_OPT_OUT]: "1" };
    expect(smtpUrlProblem("smtp://user:Qx9-secret@127.0.0.1:25", optOut)).toBeUndefined();
    expect(smtpUrlProblem("smtp://user:Qx9-secret@localhost:587", optOut)).toBeUndefined();
    expect(smtpUrlProblem("smtp://user:Qx9-secret@smtp.example.com:587", optOut)).toBeDefined();
  });
});
