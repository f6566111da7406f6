import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { deliveryQueue } from "../../adapters/db/schema/delivery";
import type { Mailer } from "../../adapters/mail/mailer";
import type { SmsSender } from "../../adapters/sms/sms-sender";
import type { MailPayload, SmsPayload } from "./delivery-queue";
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelay } from "./retry-policy";

/** The worker's time: the current time and one-shot timers (tests drive both). */
export interface WorkerClock {
  now(): number;
  /** Calls `callback` after `ms`; returns a function that cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

/** Real time; the timers never keep Node alive. */
const systemClock: WorkerClock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface DeliveryProviders {
  mail: Pick<Mailer, "send">;
  sms: Pick<SmsSender, "send">;
}

export interface DeliveryWorkerOptions {
  db: Database;
  providers: DeliveryProviders;
  clock?: WorkerClock;
  /** Written to `claimed_by` (default: a random id per worker). */
  instanceId?: string;
  /** How often the queue is looked at without a kick (default 5 s). */
  pollIntervalMs?: number;
  /**
   * How long a claim holds (default 5 min): a message claimed by a worker that died is delivered by another one
   * after this time, so it is also the window in which a message can be delivered twice.
   */
  leaseMs?: number;
  /** A send that has not finished after this time counts as failed (default 60 s, well within the lease). */
  sendTimeoutMs?: number;
  /** Messages claimed at once (default 10); they are sent concurrently. */
  batchSize?: number;
  retry?: RetryPolicy;
  /** [0, 1), for the jitter of retries (default Math.random). */
  random?: () => number;
  /** A failed attempt or a failed run (for the log). */
  onError?: (error: unknown, context: { id?: number; channel?: string; attempts?: number }) => void;
  /**
   * The outcome of each attempt (metrics, docs/operations.md#metrics-delivery-queue); a message whose sends
   * kept dying mid-way (its lease ran out with every attempt used) counts as a failed attempt.
   */
  onAttempt?: (channel: "mail" | "sms", result: "sent" | "failed") => void;
}

interface DeliveryRun {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryWorker {
  readonly instanceId: string;
  /** Claims and delivers what is due now, batch by batch, until nothing is due. */
  runOnce(): Promise<DeliveryRun>;
  /** Runs now, or once more after the run in flight; resolves when done. Never rejects. */
  kick(): Promise<void>;
  /** Looks at the queue now and every `pollIntervalMs` from now on. */
  start(): void;
  /** Stops polling; resolves once the run in flight has finished. */
  stop(): Promise<void>;
}

type ClaimedRow = typeof deliveryQueue.$inferSelect;

/** Sent messages are kept this long (their keys drop duplicates meanwhile), then deleted. */
export const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the messages sent before `before`; returns how many. */
async function deleteSentDeliveries(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(deliveryQueue)
    .where(and(eq(deliveryQueue.status, "sent"), lt(deliveryQueue.sentAt, before)))
    .returning({ id: deliveryQueue.id });
  return deleted.length;
}

/**
 * Messages given up after every retry still hold their recipient and text (links, codes, a mailed comparison):
 * they are kept this long after they were queued, for the admins' 'Erneut senden' on /svadmin/zustellungen, and
 * then deleted, as the privacy page ('Speicherdauer') and 'Vergleich per E-Mail' say
 * (docs/architecture.md#delivery-queue).
 */
export const FAILED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes the failed messages queued before `before`, recipient and text with them; returns how many. */
async function deleteFailedDeliveries(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(deliveryQueue)
    .where(and(eq(deliveryQueue.status, "failed"), lt(deliveryQueue.createdAt, before)))
    .returning({ id: deliveryQueue.id });
  return deleted.length;
}

/**
 * The worker of one instance (docs/architecture.md#delivery-queue). Several workers (instances) may drain one
 * queue: a claim is `SELECT … FOR UPDATE SKIP LOCKED` in a transaction that marks the rows `sending` with a
 * lease, so each message is claimed by one worker at a time; a lease that ran out (the worker died mid-send)
 * lets another worker claim the message again (at-least-once).
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, providers } = options;
  const clock = options.clock ?? systemClock;
  const instanceId = options.instanceId ?? `worker-${randomUUID()}`;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const batchSize = options.batchSize ?? 10;
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const random = options.random ?? Math.random;
  const onError = options.onError ?? (() => {});
  const onAttempt = options.onAttempt ?? (() => {});

  async function claim(): Promise<ClaimedRow[]> {
    const now = new Date(clock.now());
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: deliveryQueue.id })
        .from(deliveryQueue)
        .where(
          or(
            and(eq(deliveryQueue.status, "pending"), lte(deliveryQueue.nextAttemptAt, now)),
            and(eq(deliveryQueue.status, "sending"), lt(deliveryQueue.claimedUntil, now)),
          ),
        )
        .orderBy(asc(deliveryQueue.nextAttemptAt), asc(deliveryQueue.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(deliveryQueue)
        .set({
          status: "sending",
          claimedBy: instanceId,
          claimedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${deliveryQueue.attempts} + 1`,
        })
        .where(
          inArray(
            deliveryQueue.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function send(row: ClaimedRow): Promise<void> {
    if (row.channel === "mail") {
      const payload = row.payload as MailPayload;
      await providers.mail.send({
        to: row.recipient,
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        ...(payload.attachments ? { attachments: payload.attachments } : {}),
        messageId: row.idempotencyKey,
      });
    } else {
      await providers.sms.send(row.recipient, (row.payload as SmsPayload).text, {
        idempotencyKey: row.idempotencyKey,
      });
    }
  }

  function withTimeout(work: Promise<void>): Promise<void> {
    let cancel = () => {};
    const timeout = new Promise<never>((_, reject) => {
      cancel = clock.setTimer(
        () => reject(new Error(`no answer from the provider within ${sendTimeoutMs} ms`)),
        sendTimeoutMs,
      );
    });
    return Promise.race([work, timeout]).finally(() => cancel());
  }

  /** Only the holder of the claim records the outcome (a worker whose lease ran out records nothing). */
  const heldByMe = (row: ClaimedRow) =>
    and(
      eq(deliveryQueue.id, row.id),
      eq(deliveryQueue.status, "sending"),
      eq(deliveryQueue.claimedBy, instanceId),
    );

  async function deliver(row: ClaimedRow): Promise<keyof DeliveryRun> {
    if (row.attempts > policy.maxAttempts) {
      // Claimed again after a lease ran out, with every attempt used: the sends keep dying mid-way.
      await db
        .update(deliveryQueue)
        .set({ status: "failed", claimedBy: null, claimedUntil: null, lastError: "lease expired" })
        .where(heldByMe(row));
      onAttempt(row.channel, "failed");
      return "failed";
    }
    try {
      await withTimeout(send(row));
    } catch (error) {
      onAttempt(row.channel, "failed");
      onError(error, { id: row.id, channel: row.channel, attempts: row.attempts });
      const delay = retryDelay(policy, row.attempts, random());
      const now = clock.now();
      await db
        .update(deliveryQueue)
        .set({
          status: delay === undefined ? "failed" : "pending",
          nextAttemptAt: new Date(now + (delay ?? 0)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          claimedBy: null,
          claimedUntil: null,
        })
        .where(heldByMe(row));
      return delay === undefined ? "failed" : "retried";
    }
    // The text (links, codes) is not kept once delivered; the key stays for de-duplication. A mail that asked for
    // it loses its address too (docs/product/documents.md#by-e-mail).
    const mail = row.channel === "mail" ? (row.payload as MailPayload) : undefined;
    const kept = mail ? { subject: mail.subject } : {};
    await db
      .update(deliveryQueue)
      .set({
        ...(mail?.forgetRecipient ? { recipient: "" } : {}),
        status: "sent",
        sentAt: new Date(clock.now()),
        claimedBy: null,
        claimedUntil: null,
        payload: kept,
      })
      .where(heldByMe(row));
    onAttempt(row.channel, "sent");
    return "sent";
  }

  async function runOnce(): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return run;
      const outcomes = await Promise.all(rows.map(deliver));
      for (const outcome of outcomes) run[outcome] += 1;
    }
  }

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let cancelPoll: (() => void) | undefined;

  const drain = async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (error) {
        onError(error, {});
      }
    } while (again && !stopped);
  };

  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  };

  let lastCleanup = Number.NEGATIVE_INFINITY;
  /**
   * At most hourly, on a poll: messages sent more than {@link SENT_RETENTION_MS} ago and failed ones queued more
   * than {@link FAILED_RETENTION_MS} ago are deleted.
   */
  const cleanUp = async () => {
    const now = clock.now();
    if (now - lastCleanup < 60 * 60 * 1000) return;
    lastCleanup = now;
    try {
      await deleteSentDeliveries(db, new Date(now - SENT_RETENTION_MS));
      await deleteFailedDeliveries(db, new Date(now - FAILED_RETENTION_MS));
    } catch (error) {
      onError(error, {});
    }
  };

  let ticking: Promise<void> | undefined;
  const schedulePoll = () => {
    if (stopped) return;
    cancelPoll = clock.setTimer(() => {
      ticking = kick()
        .then(cleanUp)
        .finally(() => {
          ticking = undefined;
          schedulePoll();
        });
    }, pollIntervalMs);
  };

  return {
    instanceId,
    runOnce,
    kick,
    start() {
      if (cancelPoll || stopped) return;
      void kick();
      schedulePoll();
    },
    async stop() {
      stopped = true;
      cancelPoll?.();
      await running;
      await ticking;
    },
  };
}
