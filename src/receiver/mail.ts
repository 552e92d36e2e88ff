// The e-mail a submission becomes: to the address that fits it (content/settings.json, editable in
// the content manager), plain text, in English for the team, saying which form and which language.
import contactLocale from "../../content/locales/en/contact.json";
import partnershipsLocale from "../../content/locales/en/partnerships.json";
import { settings } from "../config/settings";
import { FORMS } from "../forms/definitions";
import type { FormPayload } from "../forms/types";

export interface Mail {
  to: string;
  /** The visitor's address (already checked: one address, no line breaks), when the form asks for one. */
  replyTo?: string;
  subject: string;
  text: string;
  /** X-Submission-Id: the browser's id for the submission, so the team can spot a duplicate. */
  headers?: Record<string, string>;
}

type Addresses = Pick<typeof settings, "email" | "pressEmail" | "careersEmail" | "partnershipsEmail">;

/** Partnership inquiries to the partnerships address; contact messages by topic, the rest to the main address. */
export function recipient(inquiry: FormPayload, addresses: Addresses = settings): string {
  if (inquiry.form === "partnership") return addresses.partnershipsEmail;
  const byTopic: Record<string, string> = {
    partnerships: addresses.partnershipsEmail,
    press: addresses.pressEmail,
    careers: addresses.careersEmail,
  };
  return byTopic[inquiry.fields.topic ?? ""] ?? addresses.email;
}

interface FormTexts {
  form: Record<string, { label?: string; options?: Record<string, string> } | unknown>;
}
const LOCALES: Record<FormPayload["form"], FormTexts> = { partnership: partnershipsLocale, contact: contactLocale };
const TITLES: Record<FormPayload["form"], string> = { partnership: "Partnership inquiry", contact: "Contact message" };

/** The field's label on the English form, so the e-mail reads like the page; the field name if it has none. */
function label(form: FormPayload["form"], name: string): string {
  const entry = LOCALES[form].form[name] as { label?: unknown } | undefined;
  return typeof entry?.label === "string" ? entry.label : name;
}

function shown(form: FormPayload["form"], name: string, value: string): string {
  const options = (LOCALES[form].form[name] as { options?: Record<string, unknown> } | undefined)?.options;
  const option = options?.[value];
  return typeof option === "string" ? `${option} (${value})` : value;
}

const languageName = (lang: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang;

export function composeMail(inquiry: FormPayload, addresses: Addresses = settings): Mail {
  const { form, language, fields } = inquiry;
  const who = form === "contact" ? fields.name : fields.company;
  const lines = [
    `${TITLES[form]} from the website's ${form} form, written in ${languageName(language)} (${language}): please answer in ${languageName(language)}.`,
    `Sent: ${inquiry.submittedAt}`,
    // Two e-mails with one id are one submission sent twice (docs/forms.md: where a host could not tell).
    ...(inquiry.id ? [`Submission id: ${inquiry.id}`] : []),
    "",
  ];
  for (const rule of FORMS[form].rules) {
    const value = fields[rule.name] ?? "";
    if (rule.kind === "multiline") lines.push("", `${label(form, rule.name)}:`, value);
    else lines.push(`${label(form, rule.name)}: ${value === "" ? "(left empty)" : shown(form, rule.name, value)}`);
  }
  return {
    to: recipient(inquiry, addresses),
    replyTo: form === "contact" && fields.email ? fields.email : undefined,
    subject: `${TITLES[form]} (${language}) from ${who}`,
    text: `${lines.join("\n")}\n`,
    ...(inquiry.id ? { headers: { "X-Submission-Id": inquiry.id } } : {}),
  };
}
