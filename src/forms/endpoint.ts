// The one place the build-time form settings are read. Gatsby inlines GATSBY_-prefixed variables into
// the browser bundle when it builds, so this is fixed per build: unset means the simulated send.
//   GATSBY_FORM_RECEIVER=1         the forms POST to the site's own receiver, RECEIVER_PATH (docs/forms.md)
//   GATSBY_FORM_ENDPOINT=<url>     the forms POST to an endpoint elsewhere
import { settings } from "../config/settings";
import { endpointTransport, simulatedTransport } from "./transport";
import type { Transport } from "./types";

/** Where the site's own receiver answers, on the site's host (src/receiver/, netlify/, functions/). */
export const RECEIVER_PATH = settings.forms.receiverPath;

const set = (value: string | undefined) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
/** "1", "true", "yes" or "on" turn the receiver on; unset, empty, "0", "false", "no" or "off" leave it off. */
export function isOn(value: string | undefined): boolean {
  const text = set(value)?.toLowerCase();
  if (text === undefined || ["0", "false", "no", "off"].includes(text)) return false;
  if (["1", "true", "yes", "on"].includes(text)) return true;
  throw new Error(`GATSBY_FORM_RECEIVER should be 1 or 0, not "${value}"`);
}

/** The endpoint a build's forms post to, or undefined for the simulated send; both settings at once is an error. */
export function formEndpoint(receiver: string | undefined, endpoint: string | undefined): string | undefined {
  if (isOn(receiver) && set(endpoint)) throw new Error("Set GATSBY_FORM_RECEIVER or GATSBY_FORM_ENDPOINT, not both");
  return isOn(receiver) ? RECEIVER_PATH : set(endpoint);
}

// Written out in full: Gatsby replaces each `process.env.GATSBY_…` expression in the bundle.
export const FORM_ENDPOINT: string | undefined = formEndpoint(process.env.GATSBY_FORM_RECEIVER, process.env.GATSBY_FORM_ENDPOINT);

export function transportFor(endpoint: string | undefined = FORM_ENDPOINT): Transport {
  return endpoint ? endpointTransport(endpoint, settings.forms.endpointTimeoutMs) : simulatedTransport(settings.forms.simulatedSendDelayMs);
}
