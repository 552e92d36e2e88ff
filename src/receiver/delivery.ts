// How an inquiry reaches people: an e-mail (over SMTP where the host allows it, smtp.ts, or through
// Resend's HTTP API where it does not, Cloudflare) and optionally a webhook. What is configured comes
// from the host's environment only (docs/forms.md lists the variables).
import type { FormPayload } from "../forms/types";
import type { Mail } from "./mail";
import { LOCAL_RELAY_OPT_OUT, smtpUrlProblem } from "./smtpUrl";
import type { Log } from "../types/log";

/** Sends one e-mail from `from`; rejects on any failure, and stops (rejecting) when `signal` aborts. */
export type MailSender = (mail: Mail & { from: string }, signal?: AbortSignal) => Promise<void>;
/** Delivers one inquiry; resolves only once a person will receive it; gives up when `signal` aborts. */
export type Deliver = (mail: Mail, inquiry: FormPayload, signal?: AbortSignal) => Promise<void>;
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface DeliveryEnv {
  MAIL_FROM?: string;
  SMTP_URL?: string;
  RESEND_API_KEY?: string;
  FORM_WEBHOOK_URL?: string;
  [LOCAL_RELAY_OPT_OUT]?: string;
}

/** A failure with a code safe to log: never a message, which may quote addresses or text. */
export class DeliveryError extends Error {
  constructor(readonly code: string) {
    super(`Delivery failed: ${code}`);
  }
}

/** Resend (https://resend.com/docs/api-reference/emails/send-email): one JSON POST, usable from any runtime with fetch. */
export function resendSender(apiKey: string, fetchImpl: Fetch = (input, init) => fetch(input, init)): MailSender {
  return async (mail, signal) => {
    const response = await fetchImpl("https://api.resend.com/emails", {
      method: "POST",
      signal,
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
    }).catch(() => {
      throw new DeliveryError("resend-unreachable");
    });
    if (!response.ok) throw new DeliveryError(`resend-${response.status}`);
  };
}

/** A JSON POST: `text` is what chat webhooks (Slack, Mattermost, Google Chat) show; `inquiry` is for a CRM. */
export function webhookSender(url: string, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  return async (mail: Mail, inquiry: FormPayload, signal?: AbortSignal) => {
    const response = await fetchImpl(url, {
      method: "POST",
      signal,
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
  if (env.SMTP_URL && options.smtp && smtpUrlProblem(env.SMTP_URL, env)) {
    // Never a password in clear: refused as a whole, not quietly replaced by another way to send.
    options.log("not-configured", { missing: "SMTP_URL with TLS" });
    return undefined;
  }
  const sender =
    env.SMTP_URL && options.smtp
      ? options.smtp(env.SMTP_URL)
      : env.RESEND_API_KEY
        ? resendSender(env.RESEND_API_KEY, options.fetch)
        : undefined;
  const webhook = env.FORM_WEBHOOK_URL ? webhookSender(env.FORM_WEBHOOK_URL, options.fetch) : undefined;
  if (sender && !from) {
    options.log("not-configured", { missing: "MAIL_FROM" });
    return undefined;
  }
  if (!sender) return webhook;
  return async (mail, inquiry, signal) => {
    await sender({ ...mail, from: from as string }, signal);
    // The e-mail went out: the notice has what is left of the deadline, and its failure (or the
    // deadline cutting it short) is only logged, never the visitor's error.
    if (webhook)
      await Promise.race([
        webhook(mail, inquiry, signal).catch((error: unknown) => options.log("webhook-failed", { code: codeOf(error) })),
        aborted(signal),
      ]);
  };
}

/** Resolves when the signal aborts (never without one). */
const aborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });

/**
 * Runs `work` with a signal that aborts after `ms`. Work that the abort stopped rejects with the code
 * "deadline"; work that ignores its signal is given up then too, so the answer never waits longer.
 * The give-up comes one timer turn after the abort: work that settles on the abort itself (the
 * e-mail sent, the webhook notice cut short) settles within the same turn and keeps its outcome.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const { signal } = controller;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const deadline = new Promise<never>((_, reject) => {
    timers.push(
      setTimeout(() => {
        controller.abort();
        timers.push(setTimeout(() => reject(new DeliveryError("deadline")), 0));
      }, ms),
    );
  });
  const done = work(signal).catch((error: unknown) => {
    throw signal.aborted ? new DeliveryError("deadline") : error;
  });
  try {
    return await Promise.race([done, deadline]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
}

/**
 * What may be logged about an error: its code, ours or nodemailer's (ESOCKET, ETIMEDOUT, EAUTH,
 * EENVELOPE, EMESSAGE, ...), then the system's code under it when there is one (nodemailer reports a
 * refused connection as "ESOCKET ECONNREFUSED"), then the SMTP reply code (e.g. "EENVELOPE 550").
 */
export function codeOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.code;
  const { code, originalCode, responseCode } = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown };
  return [
    typeof code === "string" ? code : "error",
    typeof originalCode === "string" ? originalCode : "",
    typeof responseCode === "number" ? responseCode : "",
  ]
    .filter(Boolean)
    .join(" ");
}
