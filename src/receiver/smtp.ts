// E-mail over SMTP with nodemailer, for the hosts whose runtime can open a TCP connection (Node behind
// nginx, Netlify Functions); Cloudflare's cannot and uses delivery.ts's HTTP API.
import nodemailer from "nodemailer";
import type { MailSender } from "./delivery";

/**
 * `url` is nodemailer's connection URL, e.g. smtps://user:password@smtp.example.com:465 (smtpUrlProblem
 * has checked it). The per-step timeouts stop a dead server early; the receiver's deadline
 * (forms.receiverDeadlineMs) aborts the whole send through `signal`, whatever each step takes.
 */
export function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 4000, greetingTimeout: 3000, socketTimeout: 5000 });
  return async (mail, signal) => {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
      signal,
    });
  };
}
