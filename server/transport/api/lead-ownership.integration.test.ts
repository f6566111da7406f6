import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WITHDRAWN_PURCHASE_NOTICE } from "../../../domain/leads/consent";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  contactRequestBody,
  createAdmin,
  createBroker,
  createPrivateUser,
  latestOutboxMessage,
} from "../../../tests/setup/factories";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import {
  chatMessages,
  chatSessions,
  deliveryQueue,
  leads,
  outbox,
  phoneVerifications,
} from "../../adapters/db/schema";
import { createPostgresRateLimits, RATE_LIMIT_TABLE } from "../../adapters/rate-limit/rate-limit-store";
import { createDeleteAccount } from "../../areas/accounts/delete-account";
import { accountAddressKeyPrefix, accountLoginKey, createSignInLimits } from "../../areas/accounts/sign-in";
import type { AccountDeps } from "../../areas/accounts/types";
import { enqueueDelivery } from "../../areas/delivery/delivery-queue";

/**
 * Leads belong to an account only through a confirmed link
 * (docs/product/leads.md#consent-and-withdrawal), only the requester's own confirmed data validates a lead
 * (docs/product/leads.md#lifecycle), and export and deletion cover every table holding the person
 * (docs/product/accounts.md#personal-area).
 */
describe.each(testDatabaseKinds)("lead ownership and data rights on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.27.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.UTC(2026, 10, 23, 9, 0, 0),
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const request = contactRequestBody;
  /** A complete profile (the fields /api/accounts/profile requires) with the name given. */
  const profile = (name: { salutation: string; firstName: string; lastName: string }) => ({
    ...name,
    profession: "Angestellt",
    phoneNumber: "+49 151 23456789",
    birthDate: "1980-01-01",
    street: "Weg",
    houseNumber: "1",
    postalCode: "10115",
    city: "Berlin",
  });

  async function fileLead(body: Record<string, unknown>, cookie?: string) {
    const response = await t.call("/api/leads", { ip: nextIp(), body: request(body), cookie });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    return row!;
  }

  async function marketIds(cookie: string): Promise<string[]> {
    const market = await (await t.call("/broker-dashboard", { cookie })).text();
    return elementsByTestId(market, "market-lead").map((lead) => lead.attributes["data-lead-id"] ?? "");
  }

  /** A plain form post to a page's action (as a browser without JavaScript sends it). */
  const postForm = (path: string, cookie: string, form: Record<string, string>) =>
    t.call(path, {
      method: "POST",
      cookie,
      body: new URLSearchParams(form).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const purchase = (cookie: string, leadId: string) =>
    postForm("/broker-dashboard", cookie, { intent: "purchase", leadId });
  /** The broker's 'Gekaufte Leads' rows (text and lead id). */
  const purchasedLeads = async (cookie: string) =>
    elementsByTestId(await (await t.call("/broker-dashboard", { cookie })).text(), "purchased-lead");

  async function signedIn(user: { email: string; password: string }) {
    return t.signIn(user.email, user.password, nextIp());
  }

  it("gives an account with an unconfirmed e-mail none of the leads sent with that address", async () => {
    const broker = await createBroker(t.database.db);
    const brokerCookie = await signedIn(broker);
    const email = `opfer-${kind}@example.de`;
    // Two requests of the real owner of the address: one bought by the broker, one not.
    const sold = await fileLead({ email, firstName: "Olga", lastName: "Opfer" });
    const open = await fileLead({ email, firstName: "Olga", lastName: "Opfer" });
    const admin = await createAdmin(t.database.db);
    const adminCookie = await signedIn(admin);
    await postForm("/lead-marketplace", adminCookie, { intent: "validate", leadId: sold.id });
    expect((await purchase(brokerCookie, sold.id)).status).toBe(200);

    // The attacker registers with that address (own phone verified, e-mail never confirmed) and signs in.
    const attacker = await createPrivateUser(t.database.db, {
      email,
      emailVerified: false,
      phoneNumber: "+491709990001",
    });
    const cookie = await signedIn(attacker);

    const personalArea = await t.call("/mein-bereich", { cookie });
    expect(personalArea.status).toBe(200);
    const mine = await personalArea.text();
    expect(mine).not.toContain("Ihre Kontaktanfragen");
    expect(mine).not.toContain("/einwilligung-widerrufen/");
    const exported = await (await t.call("/api/accounts/export", { cookie })).json();
    expect(exported.leads).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain("Olga");

    const saved = await t.call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: {
        salutation: "Herr",
        profession: "Angestellt",
        firstName: "Mallory",
        lastName: "Angreifer",
        phoneNumber: "+49 170 9990001",
        birthDate: "1980-01-01",
        street: "Weg",
        houseNumber: "1",
        postalCode: "10115",
        city: "Berlin",
      },
    });
    expect(saved.status).toBe(200);
    const bought = (await purchasedLeads(brokerCookie)).find(
      (row) => row.attributes["data-lead-id"] === sold.id,
    );
    expect(bought?.text).toContain(`Olga Opfer ${email} +4915123456789`);

    expect((await t.call("/api/accounts", { method: "DELETE", cookie })).status).toBe(200);
    for (const id of [sold.id, open.id]) {
      const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({ firstName: "Olga", lastName: "Opfer", email, phone: "+4915123456789" });
    }
  });

  it("rewrites the confirmed owner's open leads on a profile save, never a bought one; a withdrawal reaches the buyer", async () => {
    const broker = await createBroker(t.database.db);
    const brokerCookie = await signedIn(broker);
    const owner = await createPrivateUser(t.database.db, { phoneNumber: "+4915123456789" });
    const cookie = await signedIn(owner);
    // The owner's own confirmed data: validated and listed at once.
    const sold = await fileLead({ email: owner.email }, cookie);
    expect(sold).toMatchObject({ status: "listed", validationMethod: "phone-verified" });
    const open = await fileLead({ email: owner.email, firstName: "E." });
    expect((await purchase(brokerCookie, sold.id)).status).toBe(200);

    await t.call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: profile({ salutation: "Frau", firstName: "Erika", lastName: "Neuname" }),
    });
    const [boughtRow] = await t.database.db.select().from(leads).where(eq(leads.id, sold.id));
    expect(boughtRow).toMatchObject({ lastName: "Mustermann", userId: owner.id });
    const [openRow] = await t.database.db.select().from(leads).where(eq(leads.id, open.id));
    expect(openRow).toMatchObject({ firstName: "Erika", lastName: "Neuname" });

    // The person withdraws the consent: the buyer keeps the purchase and is told to stop using the data.
    const withdrawn = await t.call("/api/leads/withdraw", { body: { token: boughtRow!.withdrawalToken } });
    expect(withdrawn.status).toBe(200);
    const withdrawnPurchase = (await purchasedLeads(brokerCookie)).find(
      (row) => row.attributes["data-lead-id"] === sold.id,
    );
    expect(withdrawnPurchase?.text).toContain(WITHDRAWN_PURCHASE_NOTICE);
    expect(WITHDRAWN_PURCHASE_NOTICE).toContain("Art. 17 DSGVO");
  });

  it("validates a request only with the requester's own confirmed data; others wait for their own confirmation link", async () => {
    const broker = await createBroker(t.database.db);
    const brokerCookie = await signedIn(broker);
    // A complete profile, verified phone, confirmed e-mail: the request carries somebody else's name and e-mail.
    const filer = await createPrivateUser(t.database.db, { phoneNumber: "+4915123456789" });
    const cookie = await signedIn(filer);
    await t.call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: profile({ salutation: "Herr", firstName: "Max", lastName: "Filer" }),
    });
    const strangerEmail = `fremd-${kind}@example.de`;
    const stranger = await fileLead(
      { email: strangerEmail, firstName: "Fritz", lastName: "Fremd", phone: "0151 23456789" },
      cookie,
    );
    expect(stranger).toMatchObject({
      status: "new",
      isValidated: false,
      validationMethod: null,
      listedAt: null,
    });
    expect(await marketIds(brokerCookie)).not.toContain(stranger.id);

    // An account whose e-mail is unconfirmed: its own data is not confirmed data either.
    const unconfirmed = await createPrivateUser(t.database.db, {
      emailVerified: false,
      phoneNumber: "+4915123456780",
    });
    const unconfirmedLead = await fileLead(
      { email: unconfirmed.email, phone: "0151 23456780" },
      await signedIn(unconfirmed),
    );
    expect(unconfirmedLead).toMatchObject({ status: "new", isValidated: false });

    // The stranger's address gets the confirmation link; the filer sees only the withdrawal link.
    const mail = (await latestOutboxMessage(t.database.db, strangerEmail))?.body ?? "";
    const link = mail.match(/\/anfrage-bestaetigen\/(\S+)/);
    expect(link?.[1]).toBe(stranger.confirmationToken);
    const mine = await (await t.call("/mein-bereich", { cookie })).text();
    // The filer's own requests with their withdrawal links, never the stranger's confirmation link.
    expect(mine).toContain(`/einwilligung-widerrufen/${stranger.withdrawalToken}`);
    expect(mine).not.toContain(stranger.confirmationToken);
    const exported = await (await t.call("/api/accounts/export", { cookie })).json();
    expect(JSON.stringify(exported)).not.toContain(stranger.confirmationToken);

    const invalid = await t.call("/api/leads/confirm", {
      body: { token: "kein-gueltiger-bestaetigungslink" },
    });
    expect(invalid.status).toBe(404);
    expect((await invalid.json()).code).toBe("confirmation-link-invalid");
    const confirmed = await t.call("/api/leads/confirm", { body: { token: link?.[1] } });
    expect(await confirmed.json()).toEqual({ state: "confirmed" });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, stranger.id));
    expect(row).toMatchObject({ status: "listed", isValidated: true, validationMethod: "email-confirmed" });
    expect(row?.contactConfirmedAt).not.toBeNull();
    expect(await marketIds(brokerCookie)).toContain(stranger.id);
    const again = await t.call("/api/leads/confirm", { body: { token: link?.[1] } });
    expect(await again.json()).toEqual({ state: "confirmed" });
  });

  it("exports and deletes the outbox and queued messages, phone codes, Lucy chats and the sign-in counter of the person", async () => {
    const phone = `+49170${kind === "pglite" ? "7" : "8"}000001`;
    const user = await createPrivateUser(t.database.db, { phoneNumber: phone });
    const other = `andere-${kind}@example.de`;
    await t.database.db.insert(outbox).values([
      { channel: "mail", recipient: user.email, subject: "Willkommen", body: "Guten Tag Erika Muster" },
      { channel: "sms", recipient: phone, body: "Ihr Code: 123456" },
      { channel: "mail", recipient: other, subject: "Andere", body: "Nicht von dieser Person" },
    ]);
    const queuedAt = new Date(t.clock.now);
    for (const [index, to] of [user.email, other].entries()) {
      const key = `data-rights-${kind}.${index}`;
      await enqueueDelivery(
        t.database.db,
        { channel: "mail", key, to, subject: "Betreff", text: "Text" },
        queuedAt,
      );
    }
    const smsKey = `data-rights-${kind}.sms`;
    await enqueueDelivery(t.database.db, { channel: "sms", key: smsKey, to: phone, text: "Code" }, queuedAt);
    await t.database.db.insert(phoneVerifications).values({
      phone,
      codeHash: "hash",
      expiresAt: new Date(t.clock.now + 600_000),
      verifiedAt: new Date(t.clock.now),
      consumedAt: new Date(t.clock.now),
    });
    // Four failed sign-ins count under the e-mail (five lock the account).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failed = await t.call("/api/auth/sign-in/email", {
        body: { email: user.email, password: "Falsch123" },
        ip: nextIp(),
      });
      expect(failed.status).toBe(401);
    }
    const cookie = await signedIn(user);
    const sessionId = `lucy-chat-${t.clock.now}-${kind === "pglite" ? "aaaa1" : "bbbb1"}`;
    const asked = await t.call("/api/functions/ai-chat-agent", {
      cookie,
      ip: nextIp(),
      body: { message: "Was kostet die PKV?", sessionId },
    });
    expect(asked.status).toBe(200);
    // Somebody else asking with the same session id gets a session of their own.
    const intruder = await createPrivateUser(t.database.db);
    await t.call("/api/functions/ai-chat-agent", {
      cookie: await signedIn(intruder),
      ip: nextIp(),
      body: { message: "Fremde Frage", sessionId },
    });

    const exported = await (await t.call("/api/accounts/export", { cookie })).json();
    expect(exported.outbox.map((message: { recipient: string }) => message.recipient).sort()).toEqual(
      [phone, user.email].sort(),
    );
    expect(
      exported.deliveries.map((message: { recipient: string; subject: string | null }) => [
        message.recipient,
        message.subject,
      ]),
    ).toEqual([
      [user.email, "Betreff"],
      [phone, null],
    ]);
    expect(exported.deliveries[0]).toMatchObject({ channel: "mail", status: "pending", attempts: 0 });
    expect(JSON.stringify(exported.deliveries)).not.toContain("Code");
    expect(exported.lucyChats).toHaveLength(1);
    expect(exported.lucyChats[0]).toMatchObject({ id: sessionId });
    expect(exported.lucyChats[0].messages.map((line: { sender: string }) => line.sender)).toEqual([
      "user",
      "ai",
    ]);
    expect(JSON.stringify(exported.lucyChats)).not.toContain("Fremde Frage");
    expect(exported.phoneVerifications).toHaveLength(1);

    expect((await t.call("/api/accounts", { method: "DELETE", cookie })).status).toBe(200);
    const left = await t.database.db.select().from(outbox);
    expect(left.filter((row) => row.recipient === user.email || row.recipient === phone)).toEqual([]);
    expect(left.some((row) => row.recipient === other)).toBe(true);
    const queued = await t.database.db.select().from(deliveryQueue);
    expect(queued.filter((row) => row.recipient === user.email || row.recipient === phone)).toEqual([]);
    expect(queued.some((row) => row.recipient === other)).toBe(true);
    expect(
      await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone)),
    ).toEqual([]);
    expect(await t.database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId))).toEqual([]);
    expect(
      await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)),
    ).toEqual([]);
    expect(
      (await t.database.db.select().from(chatSessions).where(eq(chatSessions.userId, intruder.id))).length,
    ).toBe(1);

    // The counter of the e-mail is gone: a new account with the address starts at zero (4 + 4 < 5 + 4).
    const again = await createPrivateUser(t.database.db, { email: user.email });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failed = await t.call("/api/auth/sign-in/email", {
        body: { email: again.email, password: "Falsch123" },
        ip: nextIp(),
      });
      expect(failed.status).toBe(401);
    }
    await signedIn(again);
  });

  // The shared table exists on PostgreSQL only (the PGlite run covers the memory store above).
  if (kind === "postgres")
    it("deletes the e-mail's rows of the shared rate-limit table", async () => {
      const url = process.env.DATABASE_URL ?? "";
      // The table outlives test runs: every count below looks only at this run's keys.
      const keyPrefix = `test27-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const rateLimits = await createPostgresRateLimits({ url, keyPrefix });
      try {
        const limits = createSignInLimits(rateLimits);
        const user = await createPrivateUser(t.database.db);
        await limits.failedLoginsPerAccount.hit(accountLoginKey(user.email));
        // Per address: failures, a wait and a known address, all under the account's (hashed) prefix.
        const perAddress = accountAddressKeyPrefix(user.email);
        await limits.failedLoginsPerPair.hit(`${perAddress}10.27.9.1`);
        await limits.signInDelayPerPair.block(`${perAddress}10.27.9.1`, 60);
        await limits.knownSignInAddresses.hit(`${perAddress}10.27.9.2`);
        const stranger = accountAddressKeyPrefix("fremd@example.de");
        await limits.knownSignInAddresses.hit(`${stranger}10.27.9.2`);
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const count = async (key: string) =>
          Number(
            (
              await client.query(
                `select count(*) from "${RATE_LIMIT_TABLE}" where starts_with(key, $2) and position($1 in key) > 0`,
                [key, `${keyPrefix}:`],
              )
            ).rows[0].count,
          );
        try {
          expect(await count(accountLoginKey(user.email))).toBe(1);
          expect(await count(perAddress)).toBe(3);
          const deleteAccount = createDeleteAccount({
            db: t.database.db,
            now: () => t.clock.now,
            limits: limits as AccountDeps["limits"],
          });
          expect(await deleteAccount(user.id)).toBe(true);
          expect(await count(accountLoginKey(user.email))).toBe(0);
          expect(await count(perAddress)).toBe(0);
          expect(await count(stranger)).toBe(1);
        } finally {
          await client.end();
        }
      } finally {
        await rateLimits.close();
      }
    });

  it("links no chat to anybody without a sign-in", async () => {
    const sessionId = `lucy-chat-${t.clock.now}-${kind === "pglite" ? "cccc1" : "dddd1"}`;
    await t.call("/api/functions/ai-chat-agent", {
      ip: nextIp(),
      body: { message: "Was kostet die PKV?", sessionId },
    });
    const [session] = await t.database.db
      .select({ userId: chatSessions.userId })
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    expect(session).toEqual({ userId: null });
  });
});
