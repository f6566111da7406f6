import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody } from "../../../tests/setup/factories";
import { startFakeSmtpServer } from "../../../tests/setup/fake-smtp-server";
import type { DatabaseHandle } from "../../adapters/db/client";
import { deliveryQueue, leads, phoneVerifications } from "../../adapters/db/schema";
import { createSmtpMailer, type MailMessage } from "../../adapters/mail/mailer";
import { createHttpSmsSender } from "../../adapters/sms/sms-sender";
import { createAccountContacts } from "../accounts/account-contacts";
import { createPhoneVerification } from "../accounts/phone-verification";
import { createLeadsService } from "../leads/leads";
import {
  createDeliveryQueue,
  enqueueDelivery,
  listFailedDeliveries,
  retryFailedDelivery,
} from "./delivery-queue";
import {
  createDeliveryWorker,
  type DeliveryProviders,
  FAILED_RETENTION_MS,
  SENT_RETENTION_MS,
  type WorkerClock,
} from "./delivery-worker";
import { DEFAULT_RETRY_POLICY } from "./retry-policy";

/** A clock the test moves; timers fire when their time is passed. */
function manualClock(start: number) {
  const timers: Array<{ at: number; callback: () => void; done: boolean }> = [];
  const clock = {
    time: start,
    now: () => clock.time,
    setTimer(callback: () => void, ms: number) {
      const timer = { at: clock.time + ms, callback, done: false };
      timers.push(timer);
      return () => {
        timer.done = true;
      };
    },
    pendingTimers: () => timers.filter((timer) => !timer.done).length,
    advance(ms: number) {
      clock.time += ms;
      for (const timer of [...timers]) {
        if (!timer.done && timer.at <= clock.time) {
          timer.done = true;
          timer.callback();
        }
      }
    },
  };
  return clock;
}

/** The clock of a process that died: time goes on, its timers never fire. */
const deadProcessClock = (clock: { now: () => number }): WorkerClock => ({
  now: clock.now,
  setTimer: () => () => {},
});

const admin = { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.de" };
/** A budget for waiting on a state, not an expectation (a slow machine only waits longer). */
const UNTIL = { timeout: 60_000, interval: 5 };
const START = Date.UTC(2026, 10, 23, 9, 0, 0);
const FROM = "PKV-Lotse <no-reply@pkv-lotse.test>";

async function startSmtpServer() {
  const server = await startFakeSmtpServer();
  return {
    ...server,
    mailer: createSmtpMailer({ host: "127.0.0.1", port: server.port, secure: false, from: FROM }),
  };
}

/** A local SMS API that answers 503 to the next requests. */
async function startSmsEndpoint() {
  const state = {
    failNext: 0,
    requests: [] as Array<{ key?: string; body: { to: string; text: string } }>,
    answered: 0,
  };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      state.answered += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        response.writeHead(503).end();
        return;
      }
      state.requests.push({ key: request.headers["idempotency-key"] as string, body: JSON.parse(body) });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return {
    state,
    sms: createHttpSmsSender({ url, sender: "PKV-Lotse" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Providers that only record what they deliver (after a turn of the event loop, so that workers interleave). */
function recordingProviders() {
  const delivered: string[] = [];
  const providers: DeliveryProviders = {
    mail: {
      async send(message: MailMessage) {
        await new Promise((resolve) => setImmediate(resolve));
        delivered.push(message.messageId ?? "");
      },
    },
    sms: {
      async send(_to, _text, options) {
        await new Promise((resolve) => setImmediate(resolve));
        delivered.push(options?.idempotencyKey ?? "");
      },
    },
  };
  return { delivered, providers };
}

describe.each(testDatabaseKinds)("delivery queue and worker on %s", (kind) => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let smsEndpoint: Awaited<ReturnType<typeof startSmsEndpoint>>;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpServer();
    smsEndpoint = await startSmsEndpoint();
  });
  afterAll(async () => {
    await smtp?.close();
    await smsEndpoint?.close();
    await database?.close();
  });
  beforeEach(async () => {
    // Each test starts on an empty queue.
    await database.db.delete(deliveryQueue);
    clock = manualClock(START);
    smtp.state.received.length = 0;
  });

  const rowsOf = () => database.db.select().from(deliveryQueue).orderBy(deliveryQueue.id);
  const leadsService = () =>
    createLeadsService({
      database,
      accounts: createAccountContacts(database.db),
      brokerName: async () => "Muster Makler GmbH",
      now: () => new Date(clock.now()),
      deliveries: createDeliveryQueue({ now: clock.now }),
      linkBase: () => "https://pkv-lotse.test",
    });
  /** Moves the clock to the time the only queued message is due again. */
  const advanceToNextAttempt = async () => {
    const [row] = await rowsOf();
    clock.advance(Math.max(0, row!.nextAttemptAt.getTime() - clock.now()));
  };

  it("queues the lead's confirmation mail with the lead; SMTP refusing 3 times delivers it once after retries", async () => {
    smtp.state.refuseNext = 3;
    const email = `retry-${kind}@example.de`;
    const { id } = await leadsService().createFromContactRequest(contactRequestBody({ email }));
    // The request is done before any SMTP conversation.
    expect(smtp.state.received).toHaveLength(0);
    const [queued] = await rowsOf();
    expect(queued).toMatchObject({
      channel: "mail",
      recipient: email,
      status: "pending",
      idempotencyKey: `lead-confirmation.${id}`,
    });

    const worker = createDeliveryWorker({
      db: database.db,
      providers: { mail: smtp.mailer, sms: smsEndpoint.sms },
      clock,
      random: () => 0.5,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: "pending", attempts: attempt, claimedBy: null });
      expect(row?.lastError).toContain("451");
      waits.push(row!.nextAttemptAt.getTime() - clock.now());
      // Not due yet: nothing happens.
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      await advanceToNextAttempt();
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(smtp.state.received).toHaveLength(1);
    const { data, to } = smtp.state.received[0]!;
    expect(to).toEqual([email]);
    // Folded header lines unfolded, quoted-printable soft line breaks removed.
    const mail = data.replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
    expect(mail).toContain(`Message-ID: <lead-confirmation.${id}@pkv-lotse.test>`);
    expect(mail).toContain("https://pkv-lotse.test/einwilligung-widerrufen/");
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "sent", attempts: 4, lastError: expect.stringContaining("451") });
    expect(row?.sentAt).toEqual(new Date(clock.now()));
  });

  it("no lead without its confirmation mail: a queue write that fails rolls the lead back", async () => {
    const email = `rollback-${kind}@example.de`;
    const service = createLeadsService({
      database,
      accounts: createAccountContacts(database.db),
      brokerName: async () => "Muster Makler GmbH",
      now: () => new Date(clock.now()),
      deliveries: {
        enqueue: async () => {
          throw new Error("queue unavailable");
        },
        kick: () => {},
      },
    });
    await expect(service.createFromContactRequest(contactRequestBody({ email }))).rejects.toThrow(
      "queue unavailable",
    );
    expect(await database.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });

  it("a hanging SMTP server: the request completes, the send times out and the retry delivers it", async () => {
    smtp.state.hangNext = 1;
    const email = `hang-${kind}@example.de`;
    await leadsService().createFromContactRequest(contactRequestBody({ email }));
    const worker = createDeliveryWorker({
      db: database.db,
      providers: { mail: smtp.mailer, sms: smsEndpoint.sms },
      clock,
      random: () => 0.5,
      sendTimeoutMs: 60_000,
    });
    const run = worker.runOnce();
    // The worker is stuck in the SMTP greeting that never comes, waiting for its send timeout.
    await vi.waitFor(() => {
      expect(smtp.state.held).toHaveLength(1);
      expect(clock.pendingTimers()).toBe(1);
    }, UNTIL);
    clock.advance(60_000);
    expect(await run).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toContain("no answer from the provider within 60000 ms");
    await advanceToNextAttempt();
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.state.received.map((mail) => mail.to)).toEqual([[email]]);
  });

  it("queues the SMS code with the code; an SMS API failing twice delivers it once after retries", async () => {
    smsEndpoint.state.failNext = 2;
    smsEndpoint.state.requests.length = 0;
    const phone = kind === "pglite" ? "0151 1111111" : "0151 2222222";
    const deliveries = createDeliveryQueue({ now: clock.now });
    const kick = vi.spyOn(deliveries, "kick");
    const verification = createPhoneVerification({
      db: database.db,
      deliveries,
      secret: "test-secret-0123456789abcdef",
      siteName: "PKV-Lotse",
      now: clock.now,
    });
    await verification.send(phone, "10.1.1.1");
    expect(kick).toHaveBeenCalledTimes(1);
    expect(smsEndpoint.state.answered).toBe(0);
    const [code] = await database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.requestIp, "10.1.1.1"));
    const [queued] = await rowsOf();
    expect(queued).toMatchObject({
      channel: "sms",
      recipient: code?.phone,
      idempotencyKey: `phone-code.${code?.id}`,
    });

    const worker = createDeliveryWorker({
      db: database.db,
      providers: { mail: smtp.mailer, sms: smsEndpoint.sms },
      clock,
      random: () => 0.5,
    });
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    await advanceToNextAttempt();
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    await advanceToNextAttempt();
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smsEndpoint.state.requests).toEqual([
      {
        key: `phone-code.${code?.id}`,
        body: {
          to: code?.phone,
          from: "PKV-Lotse",
          text: expect.stringMatching(/^Ihr Bestätigungscode für PKV-Lotse: \d{6} \(gültig 10 Minuten\)$/),
        },
      },
    ]);
  });

  it("two workers on one database deliver every message exactly once", async () => {
    const { delivered, providers } = recordingProviders();
    const keys = Array.from({ length: 40 }, (_, index) => `bulk-${kind}.${index}`);
    for (const [index, key] of keys.entries()) {
      await enqueueDelivery(
        database.db,
        index % 2 === 0
          ? { channel: "mail", key, to: `p${index}@example.de`, subject: "Betreff", text: "Text" }
          : { channel: "sms", key, to: "+4915100000000", text: "Text" },
        new Date(clock.now()),
      );
    }
    const workers = ["instance-a", "instance-b"].map((instanceId) =>
      createDeliveryWorker({ db: database.db, providers, clock, instanceId, batchSize: 3 }),
    );
    const runs = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(40);
    expect([...delivered].sort()).toEqual([...keys].sort());
    const rows = await rowsOf();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("a worker that dies mid-send: after the lease the other worker delivers the message (at-least-once)", async () => {
    await enqueueDelivery(
      database.db,
      { channel: "mail", key: `orphan-${kind}.1`, to: "orphan@example.de", subject: "Betreff", text: "Text" },
      new Date(clock.now()),
    );
    let dyingSends = 0;
    const dying = createDeliveryWorker({
      db: database.db,
      providers: {
        mail: {
          send: () => {
            dyingSends += 1;
            return new Promise<void>(() => {});
          },
        },
        sms: { send: () => new Promise<void>(() => {}) },
      },
      clock: deadProcessClock(clock),
      instanceId: "dying",
      leaseMs: 5 * 60 * 1000,
    });
    void dying.runOnce();
    await vi.waitFor(() => expect(dyingSends).toBe(1), UNTIL);
    const { delivered, providers } = recordingProviders();
    const survivor = createDeliveryWorker({
      db: database.db,
      providers,
      clock,
      instanceId: "survivor",
      leaseMs: 5 * 60 * 1000,
    });
    // While the lease holds, the message belongs to the dying worker.
    clock.advance(5 * 60 * 1000);
    expect(await survivor.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await survivor.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(delivered).toEqual([`orphan-${kind}.1`]);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "sent", attempts: 2, claimedBy: null });
  });

  it("gives a message up after 8 attempts; an admin's retry puts it back and it is delivered", async () => {
    await enqueueDelivery(
      database.db,
      { channel: "mail", key: `doomed-${kind}.1`, to: "doomed@example.de", subject: "Betreff", text: "Text" },
      new Date(clock.now()),
    );
    let failing = true;
    const sent: string[] = [];
    const worker = createDeliveryWorker({
      db: database.db,
      providers: {
        mail: {
          async send(message) {
            if (failing) throw new Error("550 mailbox unavailable");
            sent.push(message.to);
          },
        },
        sms: { send: async () => {} },
      },
      clock,
      random: () => 0.5,
    });
    for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt += 1) {
      expect(await worker.runOnce()).toMatchObject({ retried: 1 });
      await advanceToNextAttempt();
    }
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const failed = await listFailedDeliveries(database.db);
    expect(failed).toEqual([
      expect.objectContaining({
        recipient: "doomed@example.de",
        subject: "Betreff",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      }),
    ]);

    failing = false;
    expect(await retryFailedDelivery(database.db, failed[0]!.id, admin, new Date(clock.now()))).toBe(true);
    expect(await retryFailedDelivery(database.db, failed[0]!.id, admin, new Date(clock.now()))).toBe(false);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual(["doomed@example.de"]);
    expect(await listFailedDeliveries(database.db)).toEqual([]);
  });

  it("deletes failed messages, recipient and text with them, 7 days after they were queued", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    // The period the privacy page ('Speicherdauer') and 'Vergleich per E-Mail' name.
    expect(FAILED_RETENTION_MS).toBe(7 * DAY);
    const queue = async (key: string, queuedAt: number, status: "failed" | "sent") => {
      await enqueueDelivery(
        database.db,
        {
          channel: "mail",
          key: `${key}-${kind}.1`,
          to: `${key}@example.de`,
          subject: "Ihr PKV-Vergleich",
          text: "Ihre Top-Empfehlungen …",
          forgetRecipient: true,
        },
        new Date(queuedAt),
      );
      await database.db
        .update(deliveryQueue)
        .set(
          status === "failed"
            ? { status, attempts: 8, lastError: "550" }
            : { status, sentAt: new Date(queuedAt) },
        )
        .where(eq(deliveryQueue.idempotencyKey, `${key}-${kind}.1`));
    };
    // The finding: a mailed comparison that failed 60 days ago was still there, address and text.
    await queue("sixty-days", START - 60 * DAY, "failed");
    await queue("just-older", START - FAILED_RETENTION_MS - 60_000, "failed");
    await queue("younger", START - FAILED_RETENTION_MS + 60 * 60 * 1000, "failed");
    await queue("sent", START - 10 * DAY, "sent");
    const keysLeft = async () => (await rowsOf()).map((row) => row.idempotencyKey);

    const worker = createDeliveryWorker({
      db: database.db,
      providers: recordingProviders().providers,
      clock,
    });
    worker.start();
    await vi.waitFor(() => expect(clock.pendingTimers()).toBe(1), UNTIL);
    clock.advance(5_000);
    await vi.waitFor(
      async () => expect(await keysLeft()).toEqual([`younger-${kind}.1`, `sent-${kind}.1`]),
      UNTIL,
    );
    const [younger] = await rowsOf();
    expect(younger).toMatchObject({ status: "failed", recipient: "younger@example.de" });

    // Two hours on, the younger one is past the 7 days as well; the sent one keeps its 30 days.
    await vi.waitFor(() => expect(clock.pendingTimers()).toBe(1), UNTIL);
    clock.advance(2 * 60 * 60 * 1000);
    await vi.waitFor(async () => expect(await keysLeft()).toEqual([`sent-${kind}.1`]), UNTIL);
    expect(await listFailedDeliveries(database.db)).toEqual([]);
    await worker.stop();
  });

  it("drops a second message with the same key", async () => {
    const message = { channel: "sms" as const, key: `once-${kind}.1`, to: "+4915100000000", text: "Text" };
    expect(await enqueueDelivery(database.db, message, new Date(clock.now()))).toEqual({ enqueued: true });
    expect(await enqueueDelivery(database.db, message, new Date(clock.now()))).toEqual({ enqueued: false });
    expect(await rowsOf()).toHaveLength(1);
  });

  it("polls on its clock, delivers at once when kicked, forgets sent messages after 30 days, and stops", async () => {
    const { delivered, providers } = recordingProviders();
    const worker = createDeliveryWorker({ db: database.db, providers, clock, pollIntervalMs: 5_000 });
    worker.start();
    await vi.waitFor(() => expect(clock.pendingTimers()).toBe(1), UNTIL);
    await enqueueDelivery(
      database.db,
      { channel: "sms", key: `poll-${kind}.1`, to: "+4915100000000", text: "Text" },
      new Date(clock.now()),
    );
    clock.advance(5_000);
    await vi.waitFor(() => expect(delivered).toEqual([`poll-${kind}.1`]), UNTIL);
    await enqueueDelivery(
      database.db,
      { channel: "sms", key: `poll-${kind}.2`, to: "+4915100000000", text: "Text" },
      new Date(clock.now()),
    );
    await worker.kick();
    expect(delivered).toEqual([`poll-${kind}.1`, `poll-${kind}.2`]);
    // Delivered texts (codes, links) are not kept; sent rows go after 30 days.
    expect((await rowsOf()).map((row) => row.payload)).toEqual([{}, {}]);
    await vi.waitFor(() => expect(clock.pendingTimers()).toBe(1), UNTIL);
    clock.advance(SENT_RETENTION_MS + 5_000);
    await vi.waitFor(async () => expect(await rowsOf()).toEqual([]), UNTIL);
    await worker.stop();
    expect(clock.pendingTimers()).toBe(0);
  });
});
