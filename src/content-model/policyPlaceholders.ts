// Policies name the contact e-mail and the registered agent's address in several places. Written as
// {{email}} and {{address}}, they are filled in from the settings (Contact details in the content
// manager), so a changed address reaches every policy in both languages at once.
interface ContactSettings {
  readonly email: string;
  readonly address: { readonly street: string; readonly locality: string; readonly region: string; readonly postalCode: string };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each placeholder's HTML: the e-mail as a mail link, as Markdown makes of a written address. */
const VALUES = {
  email: ({ email }: ContactSettings) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
  address: ({ address: a }: ContactSettings) => escapeHtml(`${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`),
} as const;

export const POLICY_PLACEHOLDERS = Object.keys(VALUES) as (keyof typeof VALUES)[];

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Placeholders a policy text uses that the site cannot fill in (a typo such as {{emial}}). */
export const unknownPlaceholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(POLICY_PLACEHOLDERS as string[]).includes(name));

/** A policy's HTML with its placeholders filled in from the settings. */
export const fillPolicyPlaceholders = (html: string, settings: ContactSettings) =>
  html.replace(PLACEHOLDER, (whole, name: string) => (name in VALUES ? VALUES[name as keyof typeof VALUES](settings) : whole));
