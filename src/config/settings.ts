// The site settings: what editors change in the CMS (content/settings.json: brand, e-mail, phone,
// address, social links) merged with what only developers change (src/config/site.json: the site
// URL, the business constants of the specification, the CMS backend). Components read them from
// here, never from literals of their own.
import contact from "../../content/settings.json";
import site from "./site.json";

export const settings = { ...site, ...contact };
export type Settings = typeof settings;

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
