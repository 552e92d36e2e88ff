// The site settings: what editors change in the CMS (content/settings.json: brand, e-mail, phone,
// address, social links) merged with what only developers change (src/config/site.json: the site
// URL, the business constants of the requirements, the CMS backend). Components read them from
// here, never from literals of their own. The settings.json is the content folder's in use: the
// page bundles and jest swap this import for CONTENT_DIR's file (src/node/webpack.ts,
// jest.config.js), and the build steps read it at run time (src/node/contentFolder.ts).
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
