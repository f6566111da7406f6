import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "../../../domain/errors/app-error";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { insertBroker } from "../../../tests/setup/factories";
import type { DatabaseHandle } from "../../adapters/db/client";
import { leadPurchases, leads } from "../../adapters/db/schema";
import { createAccountContacts } from "../accounts/account-contacts";
import { listAudit } from "../site/audit-log";
import { createLeadAdmin } from "./admin";
import { createLeadMarket } from "./lead-market";
import { createLeadsService } from "./leads";

const NOW = new Date("2026-11-23T09:00:00Z");
const ADMIN = { id: "admin-1", email: "admin@example.de" };

const REQUEST = {
  topic: "callback",
  firstName: "Erika",
  lastName: "Mustermann",
  phone: "0151 23456789",
  preferredTime: "afternoon",
  consentCall: true,
  consentBroker: true,
};

describe.each(testDatabaseKinds)("lead marketplace on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function listedLead(maxSales: number) {
    const service = createLeadsService({
      database: handle,
      accounts: createAccountContacts(handle.db),
      brokerName: async () => "Muster Makler GmbH",
      now: () => NOW,
      maxSales,
    });
    const created = await service.createFromContactRequest({
      ...REQUEST,
      email: `erika-${randomUUID()}@example.de`,
    });
    const admin = createLeadAdmin({
      db: handle.db,
      accounts: createAccountContacts(handle.db),
      now: () => NOW,
    });
    expect(await admin.updateLead(ADMIN, created.id, { action: "validate" })).toEqual({
      id: created.id,
      status: "listed",
    });
    return created.id;
  }

  it.each([1, 3])(
    "sells a lead with LEAD_MAX_SALES %i to exactly that many of 50 concurrent buyers",
    async (maxSales) => {
      const brokers = [];
      for (let index = 0; index < 50; index += 1) brokers.push(await insertBroker(handle.db));
      const leadId = await listedLead(maxSales);
      const market = createLeadMarket({ db: handle.db, now: () => NOW });
      const results = await Promise.allSettled(
        brokers.map((broker) => market.purchase({ id: broker.id, email: broker.email }, leadId)),
      );
      const sold = results.filter((result) => result.status === "fulfilled");
      const refused = results.filter((result) => result.status === "rejected");
      expect(sold).toHaveLength(maxSales);
      for (const result of refused) {
        const reason = (result as PromiseRejectedResult).reason;
        expect(isAppError(reason) && reason.code).toBe("lead-sold-out");
      }
      const purchases = await handle.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, leadId));
      expect(purchases).toHaveLength(maxSales);
      expect(purchases.every((purchase) => purchase.paymentStatus === "pending")).toBe(true);
      const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({ salesCount: maxSales, status: "sold" });
      const audit = await listAudit(handle.db, { subjectType: "lead", subjectId: leadId });
      expect(audit.filter((entry) => entry.action === "lead.purchase")).toHaveLength(maxSales);
    },
    120_000,
  );

  it("refuses buyers without a valid licence and buyers the consent does not cover", async () => {
    const inactive = await insertBroker(handle.db, { isActive: false });
    const expired = await insertBroker(handle.db, { expiresAt: new Date(NOW.getTime() - 1000) });
    const leadId = await listedLead(1);
    // Registered after the consent: not on the partner list the visitor agreed to.
    const latecomer = await insertBroker(handle.db);
    const market = createLeadMarket({ db: handle.db, now: () => NOW });
    for (const broker of [inactive, expired]) {
      await expect(market.purchase({ id: broker.id, email: broker.email }, leadId)).rejects.toMatchObject({
        code: "license-required",
        status: 403,
      });
    }
    await expect(market.purchase({ id: latecomer.id, email: latecomer.email }, leadId)).rejects.toMatchObject(
      { code: "consent-not-covering" },
    );
    expect(
      (await market.listMarket(latecomer.id, { sort: "newest" })).leads.map((lead) => lead.id),
    ).not.toContain(leadId);
  });

  it("keeps a withdrawn lead out of the market at once and records the withdrawal", async () => {
    const broker = await insertBroker(handle.db);
    const leadId = await listedLead(1);
    const market = createLeadMarket({ db: handle.db, now: () => NOW });
    expect((await market.listMarket(broker.id, { sort: "newest" })).leads.map((lead) => lead.id)).toContain(
      leadId,
    );
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    const service = createLeadsService({
      database: handle,
      accounts: createAccountContacts(handle.db),
      brokerName: async () => "X",
      now: () => NOW,
    });
    expect(await service.withdrawByToken(row!.withdrawalToken!)).toEqual({ alreadyWithdrawn: false });
    expect(
      (await market.listMarket(broker.id, { sort: "newest" })).leads.map((lead) => lead.id),
    ).not.toContain(leadId);
    await expect(market.purchase({ id: broker.id, email: broker.email }, leadId)).rejects.toMatchObject({
      code: "lead-unavailable",
    });
    const audit = await listAudit(handle.db, { subjectType: "lead", subjectId: leadId });
    expect(audit.map((entry) => entry.action)).toEqual(["lead.consent-withdraw", "lead.validate"]);
  });
});
