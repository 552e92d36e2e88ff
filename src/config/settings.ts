// The site settings (content/settings.json): brand, addresses and the business constants of the
// specification. Components read them from here, never from literals of their own.
import data from "../../content/settings.json";

export const settings = data;
export type Settings = typeof data;

/** A mailto: link; the optional subject is encoded (RFC 6068). */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** tel: URIs take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A phone number as shown: non-breaking spaces and hyphens, so it never wraps mid-number. */
export function phoneDisplay(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}
