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
