import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../db/client";
import { outbox } from "../db/schema";
import { createOutboxMailer, createSmtpMailer } from "./mailer";

describe("mail adapters", () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ from: string; to: string[]; data: string; user?: string }> = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth(auth, _session, callback) {
        if (auth.username === "portal" && auth.password === "geheim")
          return callback(null, { user: "portal" });
        return callback(new Error("Invalid login"));
      },
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as AddressInfo).port;
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close();
  });

  it("delivers over SMTP with authentication", async () => {
    const mailer = createSmtpMailer({
      host: "127.0.0.1",
      port,
      secure: false,
      user: "portal",
      password: "geheim",
      from: "PKV-Lotse <no-reply@pkv-lotse.test>",
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send({
      to: "anna@example.de",
      subject: "Bestätigung",
      text: "Bitte bestätigen: https://x.test/a",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: "no-reply@pkv-lotse.test",
      to: ["anna@example.de"],
      user: "portal",
    });
    expect(received[0]?.data).toContain("https://x.test/a");
  });

  it("sends a PDF as an attachment over SMTP, and names it in the dev outbox", async () => {
    const pdf = { filename: "beratungsdokumentation.pdf", contentType: "application/pdf" };
    const contentBase64 = Buffer.from("%PDF-1.7 Beispiel").toString("base64");
    const smtp = createSmtpMailer({
      host: "127.0.0.1",
      port,
      secure: false,
      user: "portal",
      password: "geheim",
      from: "PKV-Lotse <no-reply@pkv-lotse.test>",
    });
    await smtp.send({
      to: "anna@example.de",
      subject: "Dokument",
      text: "Anbei",
      attachments: [{ ...pdf, contentBase64 }],
    });
    const data = received.at(-1)?.data ?? "";
    expect(data).toContain("filename=beratungsdokumentation.pdf");
    expect(data).toContain("Content-Type: application/pdf");
    expect(data).toContain(contentBase64);

    await createOutboxMailer(database.db).send({
      to: "anna@example.de",
      subject: "Dokument",
      text: "Anbei",
      attachments: [{ ...pdf, contentBase64 }],
    });
    const [row] = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row?.body).toBe("Anbei\n\n[Anhang: beratungsdokumentation.pdf, application/pdf, 17 Bytes]");
  });

  it("fails loudly with wrong SMTP credentials", async () => {
    const mailer = createSmtpMailer({
      host: "127.0.0.1",
      port,
      secure: false,
      user: "portal",
      password: "falsch",
      from: "a@b.de",
    });
    await expect(mailer.send({ to: "anna@example.de", subject: "x", text: "y" })).rejects.toThrow();
  });

  it("writes to the dev outbox without a provider", async () => {
    const mailer = createOutboxMailer(database.db);
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "anna@example.de", subject: "Betreff", text: "Text" });
    const [row] = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({
      channel: "mail",
      recipient: "anna@example.de",
      subject: "Betreff",
      body: "Text",
    });
  });
});
