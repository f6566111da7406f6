import { randomUUID } from "node:crypto";
import { afterAll, bench, describe } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { insertBroker } from "../../../tests/setup/factories";
import type { DatabaseHandle } from "../../adapters/db/client";
import { createAccountContacts } from "../accounts/account-contacts";
import { createLeadAdmin } from "./admin";
import { createLeadMarket } from "./lead-market";
import { createLeadsService } from "./leads";

/**
 * Purchase latency under contention (docs/decisions/017-lead-marketplace.md): 50 brokers buy the same freshly listed
 * lead at once; every purchase is one transaction that locks the lead row. Each round's 50 latencies (from the call to
 * its answer, sale or 'bereits verkauft') are collected; p50, p95 and max are printed after the rounds. PGlite always,
 * PostgreSQL too when DATABASE_URL is set (a pool of 10 connections, as in production).
 */
const BUYERS = 50;
const ROUNDS = 20;
const ADMIN = { id: "bench-admin", email: "admin@example.de" };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

for (const kind of testDatabaseKinds) {
  describe(`lead purchase on ${kind}`, () => {
    const latencies: number[] = [];
    let handle: DatabaseHandle | undefined;
    const ready = (async () => {
      handle = await openTestDatabase(kind);
      const brokers = [];
      for (let index = 0; index < BUYERS; index += 1) brokers.push(await insertBroker(handle.db));
      const leads = createLeadsService({
        database: handle,
        accounts: createAccountContacts(handle.db),
        brokerName: async () => "Bench Makler",
      });
      const admin = createLeadAdmin({ db: handle.db, accounts: createAccountContacts(handle.db) });
      const market = createLeadMarket({ db: handle.db });
      return { brokers, leads, admin, market };
    })();

    /** Printed once, after the last round (vitest's bench table shows whole rounds only). */
    function report() {
      const sorted = [...latencies].sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      process.stdout.write(
        `\nlead purchase on ${kind}, ${BUYERS} concurrent buyers, ${sorted.length} purchases: ` +
          `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)}\n`,
      );
    }

    afterAll(async () => {
      await handle?.close();
    });

    bench(
      `${BUYERS} concurrent buyers of one lead (${kind})`,
      async () => {
        const { brokers, leads, admin, market } = await ready;
        const created = await leads.createFromContactRequest({
          topic: "callback",
          firstName: "Bench",
          lastName: "Lead",
          phone: "0151 23456789",
          email: `bench-${randomUUID()}@example.de`,
          preferredTime: "morning",
          consentCall: true,
          consentBroker: true,
        });
        await admin.updateLead(ADMIN, created.id, { action: "validate" });
        await Promise.all(
          brokers.map(async (broker) => {
            const start = performance.now();
            try {
              await market.purchase({ id: broker.id, email: broker.email }, created.id);
            } catch {
              // 'bereits verkauft' is an answer too: its latency counts.
            }
            latencies.push(performance.now() - start);
          }),
        );
        if (latencies.length === BUYERS * ROUNDS) report();
      },
      { iterations: ROUNDS, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  });
}
