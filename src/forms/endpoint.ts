// The one place the build-time form endpoint is read. Gatsby inlines GATSBY_-prefixed variables into
// the browser bundle when it builds, so this is fixed per build: unset means the simulated send.
import { settings } from "../config/settings";
import { endpointTransport, simulatedTransport } from "./transport";
import type { Transport } from "./types";

const configured = process.env.GATSBY_FORM_ENDPOINT;
export const FORM_ENDPOINT: string | undefined = typeof configured === "string" && configured.trim() !== "" ? configured.trim() : undefined;

export function transportFor(endpoint: string | undefined = FORM_ENDPOINT): Transport {
  return endpoint
    ? endpointTransport(endpoint, settings.forms.endpointTimeoutMs)
    : simulatedTransport(settings.forms.simulatedSendDelayMs);
}
