import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, bench, describe } from "vitest";
import { openTestDatabase } from "../../../tests/setup/database";
import { startFakeSmtpServer } from "../../../tests/setup/fake-smtp-server";
import { type DatabaseHandle, openDatabase } from "../../adapters/db/client";
import { deliveryQueue } from "../../adapters/db/schema";
import { createSmtpMailer } from "../../adapters/mail/mailer";
import { enqueueDelivery } from "./delivery-queue";
import { createDeliveryWorker } from "./delivery-worker";

/**
 * Throughput of the delivery queue (docs/architecture.md#delivery-queue): 1.000 queued confirmation mails drained
 * through a real SMTP dialogue (one connection per mail, as in production) to a local SMTP server, by one worker
 * on PGlite, and by one and by two workers on PostgreSQL (DATABASE_URL) with the default batch size.
 * Run: npx vitest bench --run server/areas/delivery/delivery-queue.bench.ts
 */
const MESSAGES = 1_000;
const figures: string[] = [];
const smtpReady = startFakeSmtpServer();
const handles: DatabaseHandle[] = [];

const root = mkdtempSync(join(tmpdir(), "pkv-delivery-bench-"));

/** PGlite on disk, as the embedded installation runs; PostgreSQL: a fresh database of its own. */
async function database(kind: "pglite" | "postgres"): Promise<DatabaseHandle> {
  const handle =
    kind === "pglite"
      ? await openDatabase({ kind: "pglite", dataDir: join(root, "db") })
      : await openTestDatabase("postgres");
  handles.push(handle);
  return handle;
}

async function drain(handle: DatabaseHandle, workers: number, label: string): Promise<void> {
  const smtp = await smtpReady;
  const { db } = handle;
  await db.delete(deliveryQueue);
  const now = new Date();
  const run = `${label.replace(/\W+/g, "-")}-${Date.now()}`;
  for (let index = 0; index < MESSAGES; index += 1) {
    await enqueueDelivery(
      db,
      {
        channel: "mail",
        key: `bench.${run}.${index}`,
        to: `person-${index}@example.de`,
        subject: "Ihre Anfrage ist eingegangen",
        text: "Guten Tag,\n\nIhre Anfrage ist bei uns eingegangen.\n".repeat(10),
      },
      now,
    );
  }
  const received = smtp.state.received.length;
  const mailer = createSmtpMailer({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    from: "Bench <b@x.de>",
  });
  const providers = { mail: mailer, sms: { send: async () => {} } };
  const started = performance.now();
  const runs = await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      createDeliveryWorker({ db, providers, instanceId: `${run}-${index}` }).runOnce(),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = runs.reduce((sum, result) => sum + result.sent, 0);
  if (sent !== MESSAGES || smtp.state.received.length - received !== MESSAGES) {
    throw new Error(`expected ${MESSAGES} mails, sent ${sent}`);
  }
  figures.push(
    `${label}: ${MESSAGES.toLocaleString("de-DE")} Mails in ${seconds.toLocaleString("de-DE", { maximumFractionDigits: 1 })} s = ` +
      `${Math.round(MESSAGES / seconds).toLocaleString("de-DE")} Mails/s`,
  );
}

afterAll(async () => {
  process.stdout.write(`\n${figures.join("\n")}\n`);
  for (const handle of handles) await handle.close();
  await (await smtpReady).close();
  rmSync(root, { recursive: true, force: true });
});

describe("delivery queue throughput", () => {
  const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };
  bench("PGlite, one worker", async () => drain(await database("pglite"), 1, "PGlite, 1 Worker"), once);
  if (process.env.DATABASE_URL) {
    bench(
      "PostgreSQL, one worker",
      async () => drain(await database("postgres"), 1, "PostgreSQL, 1 Worker"),
      once,
    );
    bench(
      "PostgreSQL, two workers",
      async () => drain(await database("postgres"), 2, "PostgreSQL, 2 Worker"),
      once,
    );
  }
});
