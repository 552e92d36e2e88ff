// Cloudflare Turnstile's server side (docs/forms.md), optional: with TURNSTILE_SECRET_KEY set, each
// submission's token is checked with siteverify before anything is delivered. The submission id is the
// idempotency key, so the visitor's retry of the same submission may present the same token again.
// https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
import { DeliveryError } from "./delivery";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
/** Whether the token is good: true or false, or a DeliveryError when siteverify could not say. */
export type Verify = (token: string, visitor: string, id: string | undefined, signal?: AbortSignal) => Promise<boolean>;

/** `url` is siteverify's, or a stand-in's (TURNSTILE_VERIFY_URL) in the tests: never the real service there. */
export function turnstileVerifier(
  secret: string,
  url: string = SITEVERIFY_URL,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Verify {
  return async (token, visitor, id, signal) => {
    const body = {
      secret,
      response: token,
      ...(visitor !== "unknown" ? { remoteip: visitor } : {}),
      ...(id ? { idempotency_key: id } : {}),
    };
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    }).catch(() => {
      throw new DeliveryError("siteverify-unreachable");
    });
    if (!response.ok) throw new DeliveryError(`siteverify-${response.status}`);
    const result = (await response.json().catch(() => ({}))) as { success?: unknown };
    return result.success === true;
  };
}

/** The verifier a host's variables ask for: none without a secret. */
export function turnstileFromEnv(
  env: { TURNSTILE_SECRET_KEY?: string; TURNSTILE_VERIFY_URL?: string },
  fetchImpl?: Fetch,
): Verify | undefined {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  return secret ? turnstileVerifier(secret, env.TURNSTILE_VERIFY_URL?.trim() || SITEVERIFY_URL, fetchImpl) : undefined;
}
