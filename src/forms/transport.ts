// The two ways a form is delivered: simulated by default (requirements.md#calls: nothing leaves the page), or POSTed as
// JSON to a configured endpoint (docs/forms.md).
import type { FormPayload, Transport } from "./types";

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, then succeeds: the requirements' send. */
export function simulatedTransport(delayMs: number, wait: Sleep = sleep): Transport {
  return async () => {
    await wait(delayMs);
  };
}

/** The endpoint answered 429: its own rate limit (docs/forms.md), shown as the "Please wait" message. */
export class RateLimitedError extends Error {
  constructor() {
    super("The endpoint answered 429");
  }
}

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status">>;

/**
 * POSTs the payload as JSON. A 429 answer rejects with RateLimitedError; any other non-2xx answer, a network error (CORS included) or no answer within
 * `timeoutMs` is a failure; the request is aborted on timeout even if the fetch ignores its signal.
 */
export function endpointTransport(url: string, timeoutMs: number, fetchImpl: Fetch = (input, init) => fetch(input, init)): Transport {
  return async (payload: FormPayload) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`No answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const request = fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
      const response = await Promise.race([request, timeout]);
      if (response.status === 429) throw new RateLimitedError();
      if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
    } finally {
      clearTimeout(timer);
    }
  };
}
