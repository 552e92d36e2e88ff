// The site settings (content/settings.json): brand, addresses and the business constants of the
// specification. Components read them from here, never from literals of their own.
import data from "../../content/settings.json";

export const settings = data;
export type Settings = typeof data;

export function mailto(address: string): string {
  return `mailto:${address}`;
}

/** tel: URIs take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
