// A real SMTP server on 127.0.0.1 (smtp-server) that parses every message it accepts (mailparser):
// the mail server a deployer names in SMTP_URL (docs/forms.md), played on this machine.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Delivered {
  mail: ParsedMail;
  recipients: string[];
}

/** A local SMTP server: accepts and parses every message, refuses recipients, or is stopped and started again. */
export class MailServer {
  readonly delivered: Delivered[] = [];
  refuse = false;
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        this.refuse ? callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })) : callback(),
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.delivered.push({ mail, recipients: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
