import { endpointTransport, RateLimitedError, simulatedTransport } from "../../../src/forms/transport";
import { formEndpoint } from "../../../src/forms/endpoint";
import type { FormPayload } from "../../../src/forms/types";
import { settings } from "../../../src/config/settings";

const URL = "https://forms.example.com/inquiry";
const TIMEOUT = settings.forms.endpointTimeoutMs;
const payload: FormPayload = {
  form: "partnership",
  language: "en",
  submittedAt: "2025-09-01T15:00:00.000Z",
  fields: { company: "Acme", website: "https://acme.example", region: "Mexico", category: "retail", message: "Hi" },
};
const answer = (status: number) => Promise.resolve({ ok: status >= 200 && status < 300, status });

describe("the simulated send (requirements.md#calls)", () => {
  it("waits the configured delay and succeeds, sending nothing", async () => {
    const waits: number[] = [];
    const send = simulatedTransport(settings.forms.simulatedSendDelayMs, async (ms) => void waits.push(ms));
    await expect(send(payload)).resolves.toBeUndefined();
    expect(waits).toEqual([2000]);
  });

  it("really takes the delay when no wait is injected (fake timers)", async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const sending = simulatedTransport(2000)(payload).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await sending;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the endpoint send (docs/forms.md)", () => {
  it("POSTs the payload as JSON", async () => {
    const fetchImpl = jest.fn((_url: string, _init: RequestInit) => answer(200));
    await endpointTransport(URL, TIMEOUT, fetchImpl)(payload);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(payload);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  for (const status of [200, 201, 204, 299]) {
    it(`treats ${status} as success`, async () => {
      await expect(endpointTransport(URL, TIMEOUT, () => answer(status))(payload)).resolves.toBeUndefined();
    });
  }

  for (const status of [301, 400, 404, 429, 500, 503]) {
    it(`treats ${status} as failure`, async () => {
      await expect(endpointTransport(URL, TIMEOUT, () => answer(status))(payload)).rejects.toThrow(String(status));
    });
  }

  it("tells a 429 answer, the endpoint's own rate limit, from other failures", async () => {
    await expect(endpointTransport(URL, TIMEOUT, () => answer(429))(payload)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(endpointTransport(URL, TIMEOUT, () => answer(503))(payload)).rejects.not.toBeInstanceOf(RateLimitedError);
  });

  it("treats a network error (or a CORS refusal) as failure", async () => {
    await expect(endpointTransport(URL, TIMEOUT, () => Promise.reject(new TypeError("Failed to fetch")))(payload)).rejects.toThrow(
      "Failed to fetch",
    );
  });

  describe("no answer within the timeout", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`fails after ${TIMEOUT} ms and aborts the request, not before`, async () => {
      let signal: AbortSignal | undefined;
      const hang = (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<never>(() => undefined); // ignores its signal: the transport must not wait for it
      };
      let settled = false;
      const sending = endpointTransport(URL, TIMEOUT, hang)(payload).finally(() => (settled = true));
      const outcome = expect(sending).rejects.toThrow(`${TIMEOUT} ms`);
      await jest.advanceTimersByTimeAsync(TIMEOUT - 1);
      expect(settled).toBe(false);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await outcome;
      expect(signal?.aborted).toBe(true);
    });

    it("an answer just before the timeout still counts, and no timer is left behind", async () => {
      const late = () =>
        new Promise<{ ok: boolean; status: number }>((resolve) => setTimeout(() => resolve({ ok: true, status: 200 }), TIMEOUT - 1));
      const sending = endpointTransport(URL, TIMEOUT, late)(payload);
      await jest.advanceTimersByTimeAsync(TIMEOUT - 1);
      await expect(sending).resolves.toBeUndefined();
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

describe("the form endpoint setting", () => {
  const original = process.env.GATSBY_FORM_ENDPOINT;
  afterEach(() => {
    if (original === undefined) delete process.env.GATSBY_FORM_ENDPOINT;
    else process.env.GATSBY_FORM_ENDPOINT = original;
    jest.resetModules();
  });

  it("is off unless GATSBY_FORM_ENDPOINT is set (blank counts as unset)", () => {
    for (const value of [undefined, "", "   "]) {
      if (value === undefined) delete process.env.GATSBY_FORM_ENDPOINT;
      else process.env.GATSBY_FORM_ENDPOINT = value;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a fresh copy of a module only through require()
      jest.isolateModules(() => expect(require("../../../src/forms/endpoint").FORM_ENDPOINT).toBeUndefined());
    }
  });

  it("is read from GATSBY_FORM_ENDPOINT", () => {
    process.env.GATSBY_FORM_ENDPOINT = ` ${URL} `;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads a fresh copy of a module only through require()
    jest.isolateModules(() => expect(require("../../../src/forms/endpoint").FORM_ENDPOINT).toBe(URL));
  });

  it("without it no request is made: the send is simulated", async () => {
    const fetchSpy = jest.fn();
    const saved = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    delete process.env.GATSBY_FORM_ENDPOINT;
    jest.useFakeTimers();
    try {
      const { transportFor } = await import("../../../src/forms/endpoint");
      const sending = transportFor()(payload);
      await jest.advanceTimersByTimeAsync(settings.forms.simulatedSendDelayMs);
      await sending;
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      globalThis.fetch = saved;
    }
  });
});

describe("the site's own receiver (GATSBY_FORM_RECEIVER)", () => {
  it("turned on, the forms post to the receiver's path on the site's own host", () => {
    for (const on of ["1", "true", "yes", "on", " ON "]) expect(formEndpoint(on, undefined)).toBe(settings.forms.receiverPath);
    expect(settings.forms.receiverPath).toMatch(/^\/[^/]/);
  });

  it("off or unset, the endpoint setting decides, and neither means the simulated send", () => {
    for (const off of [undefined, "", "0", "false", "no", "off"]) {
      expect(formEndpoint(off, undefined)).toBeUndefined();
      expect(formEndpoint(off, URL)).toBe(URL);
    }
  });

  it("refuses a value it cannot read, and both settings at once, rather than guess", () => {
    expect(() => formEndpoint("maybe", undefined)).toThrow(/GATSBY_FORM_RECEIVER/);
    expect(() => formEndpoint("1", URL)).toThrow(/not both/);
  });
});
