// How an inquiry reaches people: an e-mail (over SMTP where the host allows it, smtp.ts, or through
// Resend's HTTP API where it does not, Cloudflare) and optionally a webhook. What is configured comes
// from the host's environment only (docs/forms.md lists the variables).
import type { FormPayload } from "../forms/types";
import type { Mail } from "./mail";

/** Sends one e-mail from `from`; rejects on any failure. */
export type MailSender = (mail: Mail & { from: string }) => Promise<void>;
/** Delivers one inquiry; resolves only once a person will receive it. */
export type Deliver = (mail: Mail, inquiry: FormPayload) => Promise<void>;
export type Log = (event: string, details?: Record<string, string | number>) => void;
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface DeliveryEnv {
  MAIL_FROM?: string;
  SMTP_URL?: string;
  RESEND_API_KEY?: string;
  FORM_WEBHOOK_URL?: string;
}

/** A failure with a code safe to log: never a message, which may quote addresses or text. */
export class DeliveryError extends Error {
  constructor(readonly code: string) {
    super(`Delivery failed: ${code}`);
  }
}

/** Resend (https://resend.com/docs/api-reference/emails/send-email): one JSON POST, usable from any runtime with fetch. */
export function resendSender(apiKey: string, fetchImpl: Fetch = (input, init) => fetch(input, init)): MailSender {
  return async (mail) => {
    const response = await fetchImpl("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: mail.from, to: [mail.to], subject: mail.subject, text: mail.text, ...(mail.replyTo ? { reply_to: mail.replyTo } : {}) }),
    }).catch(() => {
      throw new DeliveryError("resend-unreachable");
    });
    if (!response.ok) throw new DeliveryError(`resend-${response.status}`);
  };
}

/** A JSON POST: `text` is what chat webhooks (Slack, Mattermost, Google Chat) show; `inquiry` is for a CRM. */
export function webhookSender(url: string, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  return async (mail: Mail, inquiry: FormPayload) => {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: `${mail.subject}\n\n${mail.text}`, inquiry }),
    }).catch(() => {
      throw new DeliveryError("webhook-unreachable");
    });
    if (!response.ok) throw new DeliveryError(`webhook-${response.status}`);
  };
}

/**
 * The e-mail decides the answer: when it fails, the visitor is told and keeps what they typed. The
 * webhook is a notice besides it, whose failure is only logged (the e-mail already reached someone);
 * configured alone, the webhook decides. Undefined when nothing is configured.
 */
export function delivery(env: DeliveryEnv, options: { smtp?: (url: string) => MailSender; fetch?: Fetch; log: Log }): Deliver | undefined {
  const from = env.MAIL_FROM?.trim();
  const sender = env.SMTP_URL && options.smtp ? options.smtp(env.SMTP_URL) : env.RESEND_API_KEY ? resendSender(env.RESEND_API_KEY, options.fetch) : undefined;
  const webhook = env.FORM_WEBHOOK_URL ? webhookSender(env.FORM_WEBHOOK_URL, options.fetch) : undefined;
  if (sender && !from) {
    options.log("not-configured", { missing: "MAIL_FROM" });
    return undefined;
  }
  if (!sender) return webhook;
  return async (mail, inquiry) => {
    await sender({ ...mail, from: from as string });
    if (webhook) await webhook(mail, inquiry).catch((error: unknown) => options.log("webhook-failed", { code: codeOf(error) }));
  };
}

/** What may be logged about an error: its code (ours, or nodemailer's such as ECONNREFUSED or EENVELOPE). */
export function codeOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.code;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [typeof code === "string" ? code : "error", typeof responseCode === "number" ? responseCode : ""].filter(Boolean).join(" ");
}
