import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LongFormData } from "../../domain/comparison/long-form";
import { consentRecords, partnerConsent } from "../../domain/leads/consent";
import { consentTexts } from "../../domain/leads/contact-request";
import { LEAD_LISTING_DAYS } from "../../domain/leads/lifecycle";
import { marketQuerySchema } from "../../domain/leads/market";
import { ageOn, berlinDate } from "../../lib/dates/berlin-date";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import type { DatabaseHandle } from "../adapters/db/client";
import {
  auditLog,
  brokerProfiles,
  comparisons,
  leadPurchases,
  leads,
  licenseKeys,
  users,
} from "../adapters/db/schema";
import { createTariffEngine } from "../areas/comparisons/compare-tariffs";
import { createLeadMarket } from "../areas/leads/lead-market";
import { CONTACT_CONSENT_CHANNEL } from "../areas/leads/leads";
import { parseEnv } from "../composition/env";
import { DEMO_ACCOUNTS, DEMO_LICENSES, removeDemoAccounts, seedDemoAccounts } from "./seed-demo-accounts";
import { seedDemoLeads } from "./seed-demo-leads";

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const OPERATOR = "Muster Makler GmbH";
const email = (role: (typeof DEMO_ACCOUNTS)[number]["role"]) =>
  DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? "";

const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => new Date(NOW) });

const seed = (database: DatabaseHandle, options: { now?: number; maxSales?: number } = {}) =>
  seedDemoLeads({
    database,
    brokerName: async () => OPERATOR,
    calculator,
    engine: "embedded",
    now: options.now ?? NOW,
    maxSales: options.maxSales,
  });

/** Demo accounts and demo leads on a fresh database, in the order boot.ts seeds them. */
async function seededDatabase(kind: "pglite" | "postgres", maxSales?: number) {
  const database = await openTestDatabase(kind);
  await seedDemoAccounts(database.db, NOW);
  await seed(database, { maxSales });
  return database;
}

/**
 * Every way a lead row can contradict the lifecycle (docs/product/leads.md#lifecycle), as readable lines: the
 * consent as the contact dialog records it, the validation, the sales counter against the purchases, each buyer
 * covered by the consent, and an audit entry for each audited transition at the transition's time.
 */
async function lifecycleViolations(database: DatabaseHandle): Promise<string[]> {
  const { db } = database;
  const violations: string[] = [];
  const texts = consentTexts(OPERATOR);
  const licenses = new Map((await db.select().from(licenseKeys)).map((row) => [row.licenseNumber, row]));
  const buyers = new Map(
    (
      await db
        .select({ id: brokerProfiles.id, licenseNumber: brokerProfiles.licenseNumber, email: users.email })
        .from(brokerProfiles)
        .leftJoin(users, eq(users.id, brokerProfiles.userId))
    ).map((row) => [row.id, row]),
  );
  for (const lead of await db.select().from(leads).orderBy(asc(leads.createdAt))) {
    const problem = (text: string) => violations.push(`${lead.firstName} ${lead.lastName}: ${text}`);
    const created = lead.createdAt.getTime();
    if (created > NOW) problem("created in the future");
    if (lead.updatedAt.getTime() > NOW) problem("updated in the future");

    const records = consentRecords(lead.consent);
    const call = records.find((record) => record.purpose === "call");
    const transfer = partnerConsent(lead.consent);
    if (call?.text !== texts.call) problem("no call consent with the dialog's text");
    if (transfer?.text !== texts.broker) problem("no broker-transfer consent with the dialog's text");
    for (const record of records) {
      if (record.grantedAt !== lead.createdAt.toISOString())
        problem(`${record.purpose} consent not granted at the request`);
      if (record.channel !== CONTACT_CONSENT_CHANNEL)
        problem(`${record.purpose} consent from ${record.channel}`);
    }
    if (transfer && transfer.maxRecipients !== lead.maxSales)
      problem("consent's recipients differ from maxSales");
    for (const partner of transfer?.partners ?? []) {
      const license = licenses.get(partner);
      if (!license || license.createdAt.getTime() > created)
        problem(`partner ${partner} not licensed at the consent`);
    }

    if (lead.status !== "listed" && lead.status !== "sold") problem(`status ${lead.status}`);
    const validated = lead.validationDate?.getTime();
    if (!lead.isValidated || validated === undefined) problem("listed or sold without validation");
    else {
      if (validated < created || validated > NOW) problem("validated outside request and now");
      if (lead.listedAt?.getTime() !== validated) problem("not listed when validated");
    }
    // 'phone-verified' needs the requester's own account with confirmed contact data; no demo person has one.
    if (lead.validationMethod !== "admin" && lead.validationMethod !== "email-confirmed") {
      problem(`validated by ${lead.validationMethod} without an account`);
    }
    const confirmedByLink = lead.validationMethod === "email-confirmed";
    if ((lead.contactConfirmedAt?.getTime() === validated) !== confirmedByLink) {
      problem("confirmation time does not match the validation method");
    }

    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, lead.id));
    const audited = (action: string, at: number | undefined, actorEmail: string | null) =>
      audit.find(
        (entry) => entry.action === action && entry.at.getTime() === at && entry.actorEmail === actorEmail,
      );
    const validation = confirmedByLink
      ? audited("lead.contact-confirm", validated, null)
      : audited("lead.validate", validated, email("Admin"));
    if (!validation) problem(`no audit entry for the validation (${lead.validationMethod})`);
    else if ((validation.details as { to?: string } | null)?.to !== "listed") {
      problem("validation audit entry does not record 'listed'");
    }

    const purchases = await db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
    if (lead.salesCount !== purchases.length)
      problem(`${lead.salesCount} sales, ${purchases.length} purchases`);
    if ((lead.status === "sold") !== lead.salesCount >= lead.maxSales) {
      problem(`status ${lead.status} with ${lead.salesCount}/${lead.maxSales} sales`);
    }
    if (lead.salesCount > lead.maxSales) problem("sold more often than allowed");
    for (const purchase of purchases) {
      const bought = purchase.purchaseDate.getTime();
      const buyer = buyers.get(purchase.brokerId);
      if (!buyer?.licenseNumber || !transfer?.partners?.includes(buyer.licenseNumber)) {
        problem(`bought by ${buyer?.licenseNumber}, whom the consent does not cover`);
      }
      const listedAt = lead.listedAt?.getTime() ?? Number.POSITIVE_INFINITY;
      if (bought <= listedAt || bought >= listedAt + LEAD_LISTING_DAYS * DAY || bought > NOW) {
        problem("bought outside its listing");
      }
      if (!(Number(purchase.amount) > 0)) problem("bought for nothing");
      const entry = audited("lead.purchase", bought, buyer?.email ?? null);
      if ((entry?.details as { purchaseId?: string } | null)?.purchaseId !== purchase.id) {
        problem("no audit entry for the purchase");
      }
      if (purchase.paymentStatus === "paid") {
        const paid = purchase.paidAt?.getTime() ?? 0;
        if (paid < bought || paid > NOW || !purchase.invoiceNumber)
          problem("paid without invoice or in time");
        if (!audited("purchase.mark-paid", paid, email("Admin"))) problem("no audit entry for the payment");
      } else if (purchase.paymentStatus !== "pending" || purchase.paidAt) problem("payment status unclear");
    }

    if (lead.comparisonId) {
      const [comparison] = await db.select().from(comparisons).where(eq(comparisons.id, lead.comparisonId));
      const input = comparison?.input as LongFormData | undefined;
      if (!comparison || !input) problem("linked comparison missing");
      else {
        if (comparison.createdAt.getTime() > created) problem("compared after the request");
        if (comparison.offerCount === 0) problem("requested from a comparison without offers");
        if (lead.age !== ageOn(input.birthDate, berlinDate(lead.createdAt)))
          problem("age differs from comparison");
        if (lead.jobStatus !== input.jobStatus || lead.coverageWish !== input.coverageType) {
          problem("market data differs from comparison");
        }
      }
    } else if (lead.age !== null || lead.jobStatus !== null || lead.coverageWish !== null) {
      problem("market data without a comparison");
    }
  }
  return violations;
}

async function userId(database: DatabaseHandle, role: (typeof DEMO_ACCOUNTS)[number]["role"]) {
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, email(role)));
  return row?.id ?? "";
}

describe.each(testDatabaseKinds)("demo leads on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await seededDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists Sophie Wagner, Tobias Krüger and Miriam Schulz for the demo broker to buy", async () => {
    const market = await database.db
      .select()
      .from(leads)
      .where(like(leads.email, "%@demo-anfrage.example.de"))
      .orderBy(asc(leads.email));
    expect(market.map((lead) => lead.createdAt.getTime())).toEqual([
      NOW - 75 * HOUR,
      NOW - 2 * HOUR,
      NOW - 26 * HOUR,
    ]);
    expect(market).toMatchObject([
      {
        firstName: "Miriam",
        lastName: "Schulz",
        status: "listed",
        age: 44,
        jobStatus: "civil-servant",
        coverageWish: "comfort",
        beihilfe: true,
        leadQuality: "beratungsgespraech",
        validationMethod: "admin",
        appointmentWindow: "16-20",
      },
      {
        firstName: "Sophie",
        lastName: "Wagner",
        status: "listed",
        age: 36,
        jobStatus: "self-employed",
        coverageWish: "premium",
        beihilfe: false,
        // 'Antrag anfragen' for the first tariff of her comparison (docs/product/leads.md#application-request).
        kind: "application",
        leadQuality: "beratungsgespraech",
        validationMethod: "email-confirmed",
        preferredTime: "afternoon",
        healthAnswers: null,
      },
      {
        firstName: "Tobias",
        lastName: "Krüger",
        status: "listed",
        age: 29,
        jobStatus: "employed",
        coverageWish: "comfort",
        beihilfe: false,
        leadQuality: "rueckruf",
        validationMethod: "admin",
      },
    ]);
    expect(market[1]?.application).toMatchObject({
      inputs: { jobStatus: "self-employed", coverageType: "premium" },
    });
    for (const lead of market) {
      expect(partnerConsent(lead.consent)?.partners).toEqual([DEMO_LICENSES.broker, DEMO_LICENSES.insurance]);
    }
    const view = await createLeadMarket({ db: database.db, now: () => new Date(NOW) }).listMarket(
      await userId(database, "Makler"),
      marketQuerySchema.parse({}),
    );
    expect(view.leads.map((lead) => lead.id).sort()).toEqual(market.map((lead) => lead.id).sort());
  });

  it("has the demo broker buy Jonas Becker, Lea Hoffmann and Murat Yilmaz through the marketplace", async () => {
    const bought = await database.db
      .select({ lead: leads, purchase: leadPurchases, licenseNumber: brokerProfiles.licenseNumber })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .innerJoin(brokerProfiles, eq(brokerProfiles.id, leadPurchases.brokerId))
      .orderBy(asc(leadPurchases.purchaseDate));
    expect(
      bought.map(({ lead, purchase, licenseNumber }) => ({
        name: `${lead.firstName} ${lead.lastName}`,
        age: lead.age,
        status: lead.status,
        sales: `${lead.salesCount}/${lead.maxSales}`,
        licenseNumber,
        daysAgo: (NOW - purchase.purchaseDate.getTime()) / DAY,
        paymentStatus: purchase.paymentStatus,
      })),
    ).toEqual([
      {
        name: "Murat Yilmaz",
        age: 52,
        status: "sold",
        sales: "1/1",
        licenseNumber: DEMO_LICENSES.broker,
        daysAgo: 3,
        paymentStatus: "paid",
      },
      {
        name: "Lea Hoffmann",
        age: 41,
        status: "sold",
        sales: "1/1",
        licenseNumber: DEMO_LICENSES.broker,
        daysAgo: 2,
        paymentStatus: "paid",
      },
      {
        name: "Jonas Becker",
        age: 34,
        status: "sold",
        sales: "1/1",
        licenseNumber: DEMO_LICENSES.broker,
        daysAgo: 1,
        paymentStatus: "pending",
      },
    ]);
  });

  it("fills every column of the market and the purchased leads: no demo lead shows '-'", async () => {
    const rows = await database.db.select().from(leads);
    expect(rows).toHaveLength(6);
    for (const lead of rows) {
      const name = `${lead.firstName} ${lead.lastName}`;
      for (const column of [
        "firstName",
        "lastName",
        "email",
        "phone",
        "age",
        "jobStatus",
        "coverageWish",
      ] as const)
        expect(lead[column], `${name}: ${column}`).not.toBeNull();
      expect(lead.postalCode, name).toMatch(/^\d{5}$/);
      expect(lead.validationMethod, name).not.toBeNull();
    }
    const view = await createLeadMarket({ db: database.db, now: () => new Date(NOW) }).listMarket(
      await userId(database, "Makler"),
      marketQuerySchema.parse({}),
    );
    expect(view.leads).toHaveLength(3);
    for (const lead of view.leads) {
      expect(lead.age).not.toBeNull();
      expect(lead.jobStatus).not.toBeNull();
      expect(lead.coverageWish).not.toBeNull();
      expect(lead.postalRegion).toMatch(/^\d\dxxx$/);
    }
  });

  it("seeds complete leads on the first of a month too, when the older comparisons' default start has passed", async () => {
    // 1 December: a comparison made days before would default to a start of 1 December, which the engine (on
    // the seed's clock) refuses; every demo lead must still have its comparison and market data.
    const firstOfMonth = Date.UTC(2026, 11, 1, 9, 0, 0);
    const engine = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => new Date(firstOfMonth) });
    const fresh = await openTestDatabase(kind);
    try {
      await seedDemoAccounts(fresh.db, firstOfMonth);
      await seedDemoLeads({
        database: fresh,
        brokerName: async () => OPERATOR,
        calculator: engine.calculator,
        engine: "embedded",
        now: firstOfMonth,
      });
      const rows = await fresh.db.select().from(leads);
      expect(rows).toHaveLength(6);
      for (const lead of rows) {
        const name = `${lead.firstName} ${lead.lastName}`;
        expect(lead.comparisonId, name).not.toBeNull();
        expect(lead.age, name).not.toBeNull();
        expect(lead.jobStatus, name).not.toBeNull();
        expect(lead.coverageWish, name).not.toBeNull();
      }
    } finally {
      await fresh.close();
    }
  });

  it("seeds every lead through the lifecycle: consent, validation, sales and audit agree", async () => {
    expect(await database.db.select().from(leads)).toHaveLength(6);
    expect(await lifecycleViolations(database)).toEqual([]);
    // The audit log reads in time order: the steps ran in the order they happened.
    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const times = entries.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "lead.contact-confirm",
      "lead.contact-confirm",
      "lead.purchase",
      "lead.purchase",
      "lead.purchase",
      "lead.validate",
      "lead.validate",
      "lead.validate",
      "lead.validate",
      "purchase.mark-paid",
      "purchase.mark-paid",
    ]);
  });

  it("changes nothing when seeded again (a restart)", async () => {
    const snapshot = async () => ({
      leads: await database.db.select().from(leads).orderBy(asc(leads.id)),
      purchases: await database.db.select().from(leadPurchases).orderBy(asc(leadPurchases.id)),
      audit: await database.db.select().from(auditLog).orderBy(asc(auditLog.id)),
      comparisons: await database.db
        .select({ id: comparisons.id })
        .from(comparisons)
        .orderBy(asc(comparisons.id)),
    });
    const before = await snapshot();
    await seedDemoAccounts(database.db, NOW + DAY);
    await seed(database, { now: NOW + DAY });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps the sales when the demo accounts are removed outside the demo (accounting)", async () => {
    expect(await removeDemoAccounts(database.db)).toBe(4);
    expect(await database.db.select().from(leadPurchases)).toHaveLength(3);
    expect(await database.db.select().from(leads)).toHaveLength(6);
  });
});

describe.each(testDatabaseKinds)("demo leads on a fresh %s database", (kind) => {
  it("with LEAD_MAX_SALES 2 keeps the bought leads listed for a second partner, within the lifecycle", async () => {
    const database = await seededDatabase(kind, 2);
    try {
      expect(await lifecycleViolations(database)).toEqual([]);
      const bought = await database.db
        .select({ status: leads.status, salesCount: leads.salesCount, maxSales: leads.maxSales })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId));
      expect(bought).toEqual(Array(3).fill({ status: "listed", salesCount: 1, maxSales: 2 }));
      // The insurer is on the consent's partner list: the demo broker's leads are still offered to it.
      const view = await createLeadMarket({ db: database.db, now: () => new Date(NOW) }).listMarket(
        await userId(database, "Versicherung"),
        marketQuerySchema.parse({}),
      );
      expect(view.leads).toHaveLength(6);
    } finally {
      await database.close();
    }
  });

  it("refuses without the demo accounts and creates no lead", async () => {
    const database = await openTestDatabase(kind);
    try {
      await expect(seed(database)).rejects.toThrow(/seedDemoAccounts/);
      expect(await database.db.select().from(leads)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
