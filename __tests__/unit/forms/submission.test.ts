import { submit, type SubmitDeps, type SubmitRequest } from "../../../src/forms/submission";
import { RateLimitedError } from "../../../src/forms/transport";
import { FORMS, HONEYPOT_FIELD } from "../../../src/forms/definitions";
import type { FormPayload, Transport } from "../../../src/forms/types";
import type { KeyValueStore } from "../../../src/lib/storage";
import { settings } from "../../../src/config/settings";

const T0 = Date.UTC(2025, 8, 1, 15, 0, 0);
const KEYS = settings.storageKeys;

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => (k in data ? data[k]! : null), setItem: (k, v) => void (data[k] = v) };
}
const refusingStore: KeyValueStore = {
  getItem: () => {
    throw new Error("SecurityError: storage is disabled");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

/** A clock that moves only when the fake transport says the send took time. */
function harness(options: { store?: KeyValueStore; fail?: boolean; sendMs?: number } = {}) {
  let now = T0;
  const sent: FormPayload[] = [];
  const transport: Transport = jest.fn(async (payload) => {
    sent.push(payload);
    now += options.sendMs ?? settings.forms.simulatedSendDelayMs;
    if (options.fail) throw new Error("send failed");
  });
  const deps: SubmitDeps = { now: () => now, store: options.store ?? memoryStore(), transport };
  return { deps, sent, transport, advance: (ms: number) => (now += ms), now: () => now };
}

const partnership = (over: Partial<SubmitRequest> = {}): SubmitRequest => ({
  form: "partnership",
  language: "en",
  fields: { company: "Acme Cards", website: "https://acme.example", region: "Mexico", category: "retail", message: "Hello" },
  honeypot: "",
  ...over,
});
const contact = (over: Partial<SubmitRequest> = {}): SubmitRequest => ({
  form: "contact",
  language: "es",
  fields: { name: "Ana", email: "ana@example.com", company: "", country: "México", topic: "press", message: "Hola" },
  honeypot: "",
  ...over,
});

describe("submit: the honeypot (requirements.md#forms)", () => {
  it("drops a filled honeypot silently: no send, nothing stored", async () => {
    const store = memoryStore();
    const h = harness({ store });
    await expect(submit(partnership({ honeypot: "http://spam.example" }), h.deps)).resolves.toBe("dropped");
    expect(h.transport).not.toHaveBeenCalled();
    expect(store.data).toEqual({});
  });

  it("drops even a honeypot holding only a space, and even while rate-limited", async () => {
    const h = harness({ store: memoryStore({ [KEYS.lastContactSubmission]: String(T0) }) });
    await expect(submit(contact({ honeypot: " " }), h.deps)).resolves.toBe("dropped");
  });

  it("never puts the honeypot in the payload, whatever the fields hold", async () => {
    const h = harness();
    await submit(partnership({ fields: { ...partnership().fields, [HONEYPOT_FIELD]: "bot", extra: "x" } }), h.deps);
    expect(Object.keys(h.sent[0]!.fields)).toEqual([...FORMS.partnership.fields]);
    expect(JSON.stringify(h.sent[0])).not.toContain(HONEYPOT_FIELD);
  });
});

describe("submit: success (requirements.md#forms, requirements.md#calls)", () => {
  it("sends, then stores the time after the send as milliseconds since the epoch", async () => {
    const store = memoryStore();
    const h = harness({ store });
    await expect(submit(partnership(), h.deps)).resolves.toBe("sent");
    expect(store.data[KEYS.lastPartnershipSubmission]).toBe(String(T0 + settings.forms.simulatedSendDelayMs));
  });

  it("sends the payload shape of docs/forms.md", async () => {
    const h = harness();
    await submit(contact(), h.deps);
    expect(h.sent).toEqual([
      {
        form: "contact",
        language: "es",
        submittedAt: new Date(T0).toISOString(),
        fields: { name: "Ana", email: "ana@example.com", company: "", country: "México", topic: "press", message: "Hola" },
      },
    ]);
  });

  it("fills a missing field with an empty string rather than leaving it out", async () => {
    const h = harness();
    await submit(contact({ fields: { name: "Ana", email: "a@example.com", topic: "other", message: "Hi" } }), h.deps);
    expect(h.sent[0]!.fields).toEqual({ name: "Ana", email: "a@example.com", company: "", country: "", topic: "other", message: "Hi" });
  });

  it("keeps the two forms' times apart", async () => {
    const store = memoryStore();
    const h = harness({ store });
    await submit(partnership(), h.deps);
    await expect(submit(contact(), h.deps)).resolves.toBe("sent");
    expect(Object.keys(store.data).sort()).toEqual([KEYS.lastContactSubmission, KEYS.lastPartnershipSubmission].sort());
  });
});

describe("submit: the rate limit is checked before any send (requirements.md#validation)", () => {
  for (const [name, request, key, cooldown] of [
    ["partnership", partnership, KEYS.lastPartnershipSubmission, settings.forms.partnershipCooldownMs],
    ["contact", contact, KEYS.lastContactSubmission, settings.forms.contactCooldownMs],
  ] as const) {
    it(`${name}: ${cooldown - 1} ms after the last one → rate-limited, nothing sent, the stored time kept`, async () => {
      const store = memoryStore({ [key]: String(T0 - (cooldown - 1)) });
      const h = harness({ store });
      await expect(submit(request(), h.deps)).resolves.toBe("rate-limited");
      expect(h.transport).not.toHaveBeenCalled();
      expect(store.data[key]).toBe(String(T0 - (cooldown - 1)));
    });

    it(`${name}: exactly ${cooldown} ms after → sent`, async () => {
      const h = harness({ store: memoryStore({ [key]: String(T0 - cooldown) }) });
      await expect(submit(request(), h.deps)).resolves.toBe("sent");
    });

    it(`${name}: a second submission right after a success is rate-limited`, async () => {
      const h = harness();
      await expect(submit(request(), h.deps)).resolves.toBe("sent");
      h.advance(cooldown - 1);
      await expect(submit(request(), h.deps)).resolves.toBe("rate-limited");
      h.advance(1);
      await expect(submit(request(), h.deps)).resolves.toBe("sent");
    });
  }

  for (const raw of ["", "garbage", "NaN", String(T0 + 60_000)]) {
    it(`an unreadable or future stored time (${JSON.stringify(raw)}) does not block, and is replaced on success`, async () => {
      const store = memoryStore({ [KEYS.lastPartnershipSubmission]: raw });
      const h = harness({ store });
      await expect(submit(partnership(), h.deps)).resolves.toBe("sent");
      expect(store.data[KEYS.lastPartnershipSubmission]).toBe(String(h.now()));
    });
  }

  it("storage that throws on every call neither blocks nor crashes", async () => {
    const h = harness({ store: refusingStore });
    await expect(submit(partnership(), h.deps)).resolves.toBe("sent");
    await expect(submit(partnership(), h.deps)).resolves.toBe("sent");
  });

  it("no storage at all (undefined) neither blocks nor crashes", async () => {
    const h = harness();
    await expect(submit(contact(), { ...h.deps, store: undefined })).resolves.toBe("sent");
  });
});

describe("submit: failure (requirements.md#fixed-error-texts)", () => {
  it("reports a failed send and stores nothing, so the visitor may retry at once", async () => {
    const store = memoryStore();
    const h = harness({ store, fail: true });
    await expect(submit(partnership(), h.deps)).resolves.toBe("failed");
    expect(store.data).toEqual({});
    await expect(submit(partnership(), { ...h.deps, transport: async () => undefined })).resolves.toBe("sent");
  });
});

describe("submit: the endpoint's own rate limit (docs/forms.md)", () => {
  it("a 429 from the endpoint is the same outcome as the browser's limit: rate-limited, nothing stored", async () => {
    const store = memoryStore();
    const deps: SubmitDeps = { now: () => T0, store, transport: async () => Promise.reject(new RateLimitedError()) };
    await expect(submit(contact(), deps)).resolves.toBe("rate-limited");
    expect(store.data).toEqual({});
  });
});
