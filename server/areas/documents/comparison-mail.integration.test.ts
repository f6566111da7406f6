import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPARISON_MAIL_LIMIT,
  COMPARISON_MAIL_RATE_LIMITED,
} from "../../../domain/comparison/send-comparison";
import { AppError } from "../../../domain/errors/app-error";
import { CONTACT_MESSAGES } from "../../../domain/leads/contact-request";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { deliveryQueue } from "../../adapters/db/schema";
import { createMemoryRateLimits } from "../../adapters/rate-limit/rate-limit-store";
import { parseEnv } from "../../composition/env";
import { createComparisons, defaultResultsView, type StoredComparison } from "../comparisons";
import { createTariffEngine } from "../comparisons/compare-tariffs";
import { createDeliveryQueue } from "../delivery/delivery-queue";
import { createDeliveryWorker } from "../delivery/delivery-worker";
import { createSendComparisonMail } from "./comparison-mail";

const NOW = new Date("2026-11-22T10:00:00Z").getTime();

describe.each(testDatabaseKinds)("'Vergleich per E-Mail senden' (%s)", (kind) => {
  let database: DatabaseHandle;
  let comparison: StoredComparison;
  const sent: Array<{ to: string; subject: string; text: string }> = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => new Date(NOW) });
    const comparisons = createComparisons({
      database,
      calculator,
      engine: "embedded",
      now: () => new Date(NOW),
    });
    comparison = (
      await comparisons.create({
        birthDate: "1990-01-01",
        gender: "male",
        jobStatus: "employed",
        coverageType: "comfort",
      })
    ).comparison;
  });
  afterAll(async () => {
    await database?.close();
  });

  const sender = () =>
    createSendComparisonMail({
      db: database.db,
      deliveries: createDeliveryQueue({ now: () => NOW }),
      limiter: createMemoryRateLimits({ now: () => NOW }).limiter("comparison-mails", COMPARISON_MAIL_LIMIT),
      linkBase: () => "https://pkv.example",
      getSiteSettings: async () => defaultSiteSettings,
      shareTokenFor: (id) => `${id}.signatur`,
      now: () => NOW,
    });

  it("queues the mail with the top picks and links, and forgets the address once it is sent", async () => {
    await sender()("203.0.113.1")(comparison, { email: " anna@example.de " });
    const [row] = await database.db
      .select()
      .from(deliveryQueue)
      .where(eq(deliveryQueue.recipient, "anna@example.de"));
    expect(row).toBeDefined();
    const worker = createDeliveryWorker({
      db: database.db,
      providers: {
        mail: { send: async (message) => void sent.push(message) },
        sms: { send: async () => {} },
      },
      clock: { now: () => NOW, setTimer: () => () => {} },
    });
    expect((await worker.runOnce()).sent).toBe(1);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe("anna@example.de");
    expect(mail.subject).toBe("Ihr PKV-Vergleich");
    // A mail may be read anywhere: it links the share view, never the plain results or the PDF (birth date).
    expect(mail.text).toContain(`https://pkv.example/geteilt/${comparison.id}.signatur`);
    expect(mail.text).not.toContain("?c=");
    // the results page's top picks, in its order, and no other tariff among them
    const { top } = defaultResultsView(comparison);
    // (each pick's line is followed by its indented assumption lines)
    const picks = mail.text
      .split("Unsere Top-Empfehlungen:\n")[1]!
      .split("\n\n")[0]!
      .split("\n")
      .filter((line) => !line.startsWith("   "));
    top.forEach((offer, index) => {
      expect(picks[index]).toContain(`${index + 1}. ${offer.provider} – ${offer.name}:`);
    });
    expect(picks.filter((line) => /^\d\. /.test(line))).toHaveLength(top.length);
    expect(mail.text).toContain("Versicherungsmakler nach § 34d Abs. 1 GewO");
    // The market basis inline, counted from the engine's answer, with the model notice right after it
    // (docs/product/broker-duties.md#market-basis).
    const tariffs = new Set(comparison.variants.map((variant) => variant.tariffKey)).size;
    const insurers = new Set(comparison.variants.map((variant) => variant.provider)).size;
    expect(tariffs).toBeGreaterThan(20);
    expect(mail.text).toContain(
      `Wir vergleichen ${tariffs} Tarife von ${insurers} Versicherern. Gezählt sind alle Tarife, die unser Rechenkern für Ihre Angaben im Leistungspaket „Komfort“ oder höher berechnet hat.`,
    );
    expect(mail.text).toMatch(/\nVersicherer im Vergleich: Allianz \(\d+\), ARAG \(\d+\), /);
    expect(mail.text).toMatch(
      new RegExp(
        `\\nNicht enthalten: Tarife mit geringerer Leistung als Ihr Leistungspaket; .*AXA.*\\.\\n${comparison.priceNotice}\\n`,
      ),
    );
    // Sent: neither the address nor the text stays.
    const [after] = await database.db.select().from(deliveryQueue).where(eq(deliveryQueue.id, row!.id));
    expect(after).toMatchObject({ status: "sent", recipient: "", payload: { subject: "Ihr PKV-Vergleich" } });
    const stored = JSON.stringify(await database.db.select().from(deliveryQueue));
    expect(stored).not.toContain("anna@example.de");
  });

  it("refuses an address that is none, and more than a few mails an hour from one client", async () => {
    const send = sender()("203.0.113.2");
    await expect(send(comparison, { email: "keine-adresse" })).rejects.toMatchObject({
      code: "validation-failed",
      fieldErrors: { email: [CONTACT_MESSAGES.email] },
    });
    for (let index = 0; index < COMPARISON_MAIL_LIMIT.max; index += 1)
      await send(comparison, { email: `b${index}@example.de` });
    const refused = await send(comparison, { email: "c@example.de" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "rate-limited", detail: COMPARISON_MAIL_RATE_LIMITED });
  });
});
