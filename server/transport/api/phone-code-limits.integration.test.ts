import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { deliverQueuedMessages } from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { outbox, phoneVerifications } from "../../adapters/db/schema";
import { PHONE_CODE_LIMITS } from "../../areas/accounts/phone-verification";

const PARALLEL = 30;

/**
 * The SMS limits hold under concurrency, on one instance and on two instances sharing the database
 * (docs/decisions/015-shared-rate-limits-and-scale-out.md#sms-codes): the limits are checked and the code recorded
 * under locks of the number and the address, so parallel requests cannot all pass the check before any is stored.
 */
describe.each(testDatabaseKinds)("SMS code limits under concurrency on %s", (kind) => {
  let first: TestApp;
  let second: TestApp;
  // Each run (database kind, instance set-up) uses its own numbers and addresses.
  let counter = kind === "pglite" ? 100 : 600;
  const freshPhone = () => `0172 ${String(3_000_000 + counter++ * 100)}`;
  const freshIp = () => `10.27.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;
  const normalized = (phone: string) => `+49${phone.replace(/\s/g, "").slice(1)}`;

  beforeAll(async () => {
    first = await createTestApp({ kind });
    second = await createTestApp({ database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const smsTo = async (phones: readonly string[]) => {
    await deliverQueuedMessages(first.database.db);
    let total = 0;
    for (const phone of phones) {
      const [row] = await first.database.db
        .select({ value: count() })
        .from(outbox)
        .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, normalized(phone))));
      total += row?.value ?? 0;
    }
    return total;
  };
  const codesFrom = async (ip: string) => {
    const [row] = await first.database.db
      .select({ value: count() })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.requestIp, ip));
    return row?.value ?? 0;
  };

  for (const instances of ["one instance", "two instances on one database"] as const) {
    const appFor = (index: number) => (instances === "one instance" || index % 2 === 0 ? first : second);

    it(`${instances}: ${PARALLEL} parallel requests for one number send exactly one code`, async () => {
      const phone = freshPhone();
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) =>
          appFor(index).call("/api/functions/send-verification", { body: { phone }, ip: freshIp() }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - 1);
      const refusal = await responses.find((response) => response.status === 429)?.json();
      expect(refusal).toMatchObject({ code: "verification-resend-too-early" });
      expect(await smsTo([phone])).toBe(1);
      const [rows] = await first.database.db
        .select({ value: count() })
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, normalized(phone)));
      expect(rows?.value).toBe(1);
    });

    it(`${instances}: ${PARALLEL} parallel requests from one address send exactly ${PHONE_CODE_LIMITS.perIpPerHour} codes`, async () => {
      const ip = freshIp();
      const phones = Array.from({ length: PARALLEL }, () => freshPhone());
      const responses = await Promise.all(
        phones.map((phone, index) =>
          appFor(index).call("/api/functions/send-verification", { body: { phone }, ip }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(PHONE_CODE_LIMITS.perIpPerHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        PARALLEL - PHONE_CODE_LIMITS.perIpPerHour,
      );
      expect(await smsTo(phones)).toBe(PHONE_CODE_LIMITS.perIpPerHour);
      expect(await codesFrom(ip)).toBe(PHONE_CODE_LIMITS.perIpPerHour);
    });
  }
});
