// The form receiver's app (src/receiver/app.ts) with stand-in services: what it refuses, what it
// delivers, its rate limit and its answers when delivery fails. The browser tests run the same app
// as a Node process with a real SMTP server (__tests__/browser/form-receiver*.spec.ts).
import { createReceiver, type Services } from "../app";
import type { Deliver } from "../delivery";
import { composeMail, recipient, type Mail } from "../mail";
import { memoryLimiter } from "../rateLimit";
import { CONTACT_TOPICS, FORMS, HONEYPOT_FIELD, PARTNERSHIP_CATEGORIES } from "../../forms/definitions";
import { RECEIVER_PATH } from "../../forms/endpoint";
import { settings } from "../../config/settings";
import type { FormPayload } from "../../forms/types";

const MARK = "Qx9-marker";
const contact = (fields: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  form: "contact",
  language: "es",
  submittedAt: "2025-09-01T15:04:05.678Z",
  fields: {
    name: "Ana López",
    email: "ana@example.com",
    company: "",
    country: "México",
    topic: CONTACT_TOPICS[0],
    message: `Hola ${MARK}`,
    ...fields,
  },
  ...rest,
});
const partnership = () => ({
  form: "partnership",
  language: "en",
  submittedAt: "2025-09-01T15:04:05.678Z",
  fields: {
    company: "Acme Cards",
    website: "https://acme.example",
    region: "Mexico",
    category: PARTNERSHIP_CATEGORIES[0],
    message: "Line one.\nLine two.",
  },
});

function receiver(options: { deliver?: Deliver | null; now?: () => number } = {}) {
  const sent: { mail: Mail; inquiry: FormPayload }[] = [];
  const events: string[] = [];
  const deliver: Deliver | undefined =
    options.deliver === null ? undefined : (options.deliver ?? (async (mail, inquiry) => void sent.push({ mail, inquiry })));
  const limiter = memoryLimiter(options.now);
  const services: Services = {
    deliver,
    limiter,
    visitor: "203.0.113.9",
    log: (event, details) => events.push(`${event} ${JSON.stringify(details ?? {})}`),
  };
  const app = createReceiver(() => services);
  const post = (body: unknown, type = "application/json") =>
    app.request(RECEIVER_PATH, {
      method: "POST",
      headers: { "Content-Type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, post, sent, events };
}

describe("the form receiver refuses what the forms would never send, and delivers nothing", () => {
  const JSON_TYPE = "application/json";
  const cases: [string, unknown, number, string][] = [
    ["a body over the size limit", contact({ message: "x".repeat(settings.forms.receiverMaxBodyBytes) }), 413, JSON_TYPE],
    ["a number for a text field", contact({ message: 42 }), 400, JSON_TYPE],
    ["a list for a text field", contact({ name: [MARK] }), 400, JSON_TYPE],
    ["a missing required field", contact({ email: undefined }), 400, JSON_TYPE],
    ["a topic not on the list", contact({ topic: MARK }), 400, JSON_TYPE],
    ["a malformed e-mail address", contact({ email: `${MARK}@` }), 400, JSON_TYPE],
    ["a website that is not a URL", { ...partnership(), fields: { ...partnership().fields, website: MARK } }, 400, JSON_TYPE],
    ["CR/LF in the name", contact({ name: `Ana\r\nBcc: ${MARK}@example.com` }), 400, JSON_TYPE],
    ["CR/LF in the e-mail address", contact({ email: `ana@example.com\r\nBcc: ${MARK}@example.com` }), 400, JSON_TYPE],
    ["a control character in a single-line field", contact({ country: `M\u0000${MARK}` }), 400, JSON_TYPE],
    ["a field the form does not have", contact({ [MARK]: "x" }), 400, JSON_TYPE],
    ["a key beside the four", contact({}, { [MARK]: 1 }), 400, JSON_TYPE],
    ["an unknown language", contact({}, { language: MARK }), 400, JSON_TYPE],
    ["an unknown form", contact({}, { form: MARK }), 400, JSON_TYPE],
    ["a date that is not ISO 8601", contact({}, { submittedAt: MARK }), 400, JSON_TYPE],
    ["text that is not JSON", `{"form": ${MARK}`, 400, JSON_TYPE],
    ["form-encoded data", `name=${MARK}`, 415, "application/x-www-form-urlencoded"],
    ["JSON labelled as text", JSON.stringify(contact()), 415, "text/plain"],
  ];
  for (const [what, body, status, type] of cases) {
    it(`${what}: answered ${status}, the answer and the log repeat nothing sent`, async () => {
      const { post, sent, events } = receiver();
      const response = await post(body, type);
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(text).not.toContain(MARK);
      expect(text).not.toContain("Ana");
      expect(events.join("\n")).not.toContain(MARK);
      expect(sent).toEqual([]);
    });
  }

  it.each(["GET", "PUT", "DELETE", "PATCH"])("a %s is answered 405 with Allow: POST", async (method) => {
    const { app, sent } = receiver();
    const response = await app.request(RECEIVER_PATH, { method, ...(method === "GET" ? {} : { body: JSON.stringify(contact()) }) });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(sent).toEqual([]);
  });

  it("every required field of either form, left out or empty, is refused by name", async () => {
    for (const [form, definition] of Object.entries(FORMS)) {
      const valid = form === "contact" ? contact() : partnership();
      for (const rule of definition.rules.filter((r) => r.required)) {
        for (const value of [undefined, ""]) {
          const { post, sent } = receiver();
          const response = await post({ ...valid, fields: { ...valid.fields, [rule.name]: value } });
          expect([form, rule.name, response.status]).toEqual([form, rule.name, 400]);
          expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ [rule.name]: "missing" });
          expect(sent).toEqual([]);
        }
      }
    }
  });

  it("a value one character longer than its field allows is refused; the longest allowed is delivered", async () => {
    const rule = FORMS.contact.rules.find((r) => r.name === "name")!;
    const tooLong = receiver();
    expect((await tooLong.post(contact({ name: "a".repeat(rule.maxLength + 1) }))).status).toBe(400);
    const longest = receiver();
    expect((await longest.post(contact({ name: "a".repeat(rule.maxLength) }))).status).toBe(200);
    expect(longest.sent).toHaveLength(1);
  });

  it("a filled honeypot looks like success and is dropped", async () => {
    const { post, sent, events } = receiver();
    const response = await post(contact({ [HONEYPOT_FIELD]: "+1 555 0100" }));
    expect(response.status).toBe(200);
    expect(sent).toEqual([]);
    expect(events.join("\n")).toContain("dropped");
  });
});

describe("the form receiver delivers what the forms send", () => {
  it("a message with markup arrives as the characters typed, tabs and line breaks kept", async () => {
    const { post, sent } = receiver();
    const message = `<script>alert("${MARK}")</script>\n\tand & more`;
    const response = await post(contact({ message }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sent[0]!.inquiry.fields.message).toBe(message);
    expect(sent[0]!.mail.text).toContain(message);
  });

  it("an optional field left out arrives empty", async () => {
    const { post, sent } = receiver();
    expect((await post(contact({ company: undefined }))).status).toBe(200);
    expect(sent[0]!.inquiry.fields.company).toBe("");
  });

  it("with nothing to deliver with, the answer is 503 and nothing is lost silently", async () => {
    const { post, events } = receiver({ deliver: null });
    expect((await post(contact())).status).toBe(503);
    expect(events.join("\n")).toContain("not-configured");
  });

  it("a failed delivery is answered 502 and does not use up the visitor's turn: the retry is delivered once", async () => {
    let fail = true;
    const sent: Mail[] = [];
    const { post, events } = receiver({
      deliver: async (mail) => {
        if (fail) throw Object.assign(new Error(`550 no such user ${MARK}`), { code: "EENVELOPE", responseCode: 550 });
        sent.push(mail);
      },
    });
    expect((await post(contact())).status).toBe(502);
    expect(sent).toEqual([]);
    // The error's message may quote addresses: only its codes are logged.
    expect(events.join("\n")).toContain("EENVELOPE 550");
    expect(events.join("\n")).not.toContain(MARK);
    fail = false;
    expect((await post(contact())).status).toBe(200);
    expect(sent).toHaveLength(1);
  });
});

describe("the form receiver's rate limit per visitor (the requirements' cooldowns)", () => {
  it.each([
    ["contact", contact],
    ["partnership", partnership],
  ] as const)("a second %s within the cooldown gets 429 and is not delivered; after it, it is", async (form, body) => {
    let now = 1_000_000;
    const { post, sent } = receiver({ now: () => now });
    expect((await post(body())).status).toBe(200);
    now += FORMS[form].cooldownMs - 1;
    const limited = await post(body());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBe(Math.ceil(FORMS[form].cooldownMs / 1000));
    expect(sent).toHaveLength(1);
    now += 1;
    expect((await post(body())).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it("the two forms have their own limits", async () => {
    const { post, sent } = receiver();
    expect((await post(contact())).status).toBe(200);
    expect((await post(partnership())).status).toBe(200);
    expect(sent).toHaveLength(2);
  });
});

describe("the form receiver's origin", () => {
  it("on the site's own origin it answers no CORS preflight and sends no CORS headers", async () => {
    const { post } = receiver();
    const response = await post(contact());
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("for a site elsewhere it allows that origin only", async () => {
    const app = createReceiver(() => ({
      deliver: async () => undefined,
      limiter: memoryLimiter(),
      visitor: "x",
      allowedOrigin: "https://site.example",
      log: () => undefined,
    }));
    const preflight = await app.request(RECEIVER_PATH, {
      method: "OPTIONS",
      headers: { Origin: "https://site.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("https://site.example");
    const other = await app.request(RECEIVER_PATH, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(other.headers.get("Access-Control-Allow-Origin")).not.toBe("https://evil.example");
  });
});

describe("the e-mail a submission becomes (src/receiver/mail.ts)", () => {
  const addresses = {
    email: "main@x.example",
    pressEmail: "press@x.example",
    careersEmail: "jobs@x.example",
    partnershipsEmail: "deals@x.example",
  };
  const payload = (fields: Record<string, string>): FormPayload => ({ ...(contact(fields) as FormPayload) });

  it("goes to the address editors set for it: partnerships, press and careers by topic, the rest to the main address", () => {
    const special: Record<string, string> = {
      partnerships: addresses.partnershipsEmail,
      press: addresses.pressEmail,
      careers: addresses.careersEmail,
    };
    for (const topic of CONTACT_TOPICS)
      expect([topic, recipient(payload({ topic }), addresses)]).toEqual([topic, special[topic] ?? addresses.email]);
    expect(recipient(partnership() as FormPayload, addresses)).toBe(addresses.partnershipsEmail);
  });

  it("is plain text with every field, names the form and the language, and replies to the visitor", () => {
    const inquiry = payload({ company: "" });
    const mail = composeMail(inquiry, addresses);
    expect(mail.replyTo).toBe(inquiry.fields.email);
    for (const value of Object.values(inquiry.fields).filter(Boolean)) expect(mail.text).toContain(value);
    expect(mail.text).toContain("contact form");
    expect(mail.text).toContain("(es)");
    expect(mail.subject).toContain("(es)");
    // A partnership inquiry has no visitor's address to reply to.
    expect(composeMail(partnership() as FormPayload, addresses).replyTo).toBeUndefined();
  });
});
