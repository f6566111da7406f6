import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (e.g. the Beratungsdokumentation PDF), base64. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
  /**
   * Left part of the SMTP Message-ID (the mailer adds `@` and the sender's domain): the delivery queue passes the
   * message's idempotency key, so a message sent twice (docs/architecture.md#delivery-queue) has one id.
   */
  messageId?: string;
}

export interface Mailer {
  /** 'outbox' means no real provider is configured. */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** Without SMTP: the message lands in the dev outbox (table `outbox`, page /dev/outbox). */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      // The outbox keeps no files: it names each attachment below the text.
      const files = (message.attachments ?? []).map(
        (file) =>
          `[Anhang: ${file.filename}, ${file.contentType}, ${Buffer.from(file.contentBase64, "base64").length} Bytes]`,
      );
      const body = files.length ? `${message.text}\n\n${files.join("\n")}` : message.text;
      await db
        .insert(outbox)
        .values({ channel: "mail", recipient: message.to, subject: message.subject, body });
    },
  };
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** Real delivery over SMTP (nodemailer). */
export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.password ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, "base64"),
              })),
            }
          : {}),
        ...(message.messageId ? { messageId: `<${message.messageId}@${domainOf(options.from)}>` } : {}),
      });
    },
  };
}

/** The domain of a sender address such as `PKV-Lotse <no-reply@pkv-lotse.de>` (right-hand side of Message-IDs). */
function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "localhost";
}
