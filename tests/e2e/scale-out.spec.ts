import { type APIRequestContext, type APIResponse, expect, request, test } from "@playwright/test";
import { startFakeSmtpServer } from "../setup/fake-smtp-server";
import { E2E_SITE_PASSWORD } from "./fixtures/constants";
import { type Cluster, createAccount, startCluster } from "./fixtures/scale-out";

/**
 * Scale-out (docs/decisions/015-shared-rate-limits-and-scale-out.md): two production instances on one PostgreSQL
 * database with RATE_LIMIT_STORE=postgres, behind Debian's nginx (round robin). Everything goes through nginx; its
 * `X-Upstream` header tells which instance answered, so each step proves that both took part. Runs in the "scale-out"
 * project only when PostgreSQL and nginx are there (playwright.config.ts; scripts/e2e.mjs says so when not).
 */

test.describe.configure({ mode: "serial", timeout: 300_000 });

let cluster: Cluster;
/** The SMTP server both instances send through (docs/architecture.md#delivery-queue). */
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
/** Granted at the start: the gate test at the end blocks new grants from this address. */
let member: APIRequestContext;
const contexts: APIRequestContext[] = [];

async function client(options: { withGate?: boolean } = {}): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: cluster.url,
    extraHTTPHeaders: { Origin: cluster.url },
  });
  contexts.push(context);
  if (options.withGate) {
    const granted = await context.post("/api/gate", { data: { password: E2E_SITE_PASSWORD } });
    expect(granted.status()).toBe(200);
  }
  return context;
}

const servedBy = (response: APIResponse) => cluster.instanceOf(response.headers()["x-upstream"]);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  smtp = await startFakeSmtpServer();
  cluster = await startCluster({ rateLimitStore: "postgres", smtpPort: smtp.port });
  member = await client({ withGate: true });
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  await cluster?.stop();
  await smtp?.close();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks must destructure their fixtures
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !cluster) return;
  const logs = cluster.logs();
  await testInfo.attach("logs", { body: logs });
  console.error(`Logs der Instanzen und von nginx (Ende):\n${logs.slice(-4000)}`);
});

test("nginx spreads the requests over both instances", async () => {
  const anonymous = await client();
  const answeredBy = new Set<string | undefined>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await anonymous.get("/api/health");
    expect(response.status()).toBe(200);
    answeredBy.add(servedBy(response));
  }
  expect([...answeredBy].sort()).toEqual(["A", "B"]);
});

test("a gate grant from one instance opens the other", async () => {
  const visitor = await client();
  const locked = await visitor.get("/api/accounts/me");
  expect(locked.status()).toBe(401);
  expect(await locked.json()).toMatchObject({ code: "gate-locked" });

  const granted = await visitor.post("/api/gate", { data: { password: E2E_SITE_PASSWORD } });
  expect(granted.status()).toBe(200);
  const grantedBy = servedBy(granted);
  const answeredBy = new Set<string | undefined>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await visitor.get("/api/accounts/me");
    expect(response.status()).toBe(200);
    answeredBy.add(servedBy(response));
  }
  expect(grantedBy).toBeDefined();
  expect([...answeredBy].sort()).toEqual(["A", "B"]);
});

test("a comparison made on one instance is read on the other", async () => {
  const visitor = await client({ withGate: true });
  const created = await visitor.post("/api/comparisons", {
    data: { birthDate: "1991-03-14", jobStatus: "employed", coverageType: "comfort", gender: "female" },
  });
  expect(created.status()).toBe(201);
  const comparison = (await created.json()) as { id: string; count: number };
  const madeBy = servedBy(created);
  expect(madeBy).toBeDefined();

  const readBy = new Set<string | undefined>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const read = await visitor.get(`/api/comparisons/${comparison.id}`);
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ id: comparison.id, count: comparison.count });
    readBy.add(servedBy(read));
  }
  expect(readBy.has(madeBy === "A" ? "B" : "A")).toBe(true);
});

test("a session signed in on one instance is valid on the other", async () => {
  const email = `scale-session-${Date.now()}@example.de`;
  await createAccount(cluster.databaseUrl, email, "Sicher-Scale-123");
  const visitor = await client({ withGate: true });
  const signedIn = await visitor.post("/api/auth/sign-in/email", {
    data: { email, password: "Sicher-Scale-123" },
  });
  expect(signedIn.status()).toBe(200);
  const answeredBy = new Set<string | undefined>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const me = await visitor.get("/api/accounts/me");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ viewer: { kind: "user", email } });
    answeredBy.add(servedBy(me));
  }
  expect([...answeredBy].sort()).toEqual(["A", "B"]);
});

test("the per-account login lock-out counts the failures of both instances", async () => {
  const email = `scale-lockout-${Date.now()}@example.de`;
  await createAccount(cluster.databaseUrl, email, "Sicher-Scale-456");
  const visitor = await client({ withGate: true });
  const failedOn = new Set<string | undefined>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await visitor.post("/api/auth/sign-in/email", {
      data: { email, password: "Falsch-123456" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "login-failed" });
    failedOn.add(servedBy(wrong));
  }
  expect([...failedOn].sort()).toEqual(["A", "B"]);

  // Five failures in all (no instance saw five): the account is locked on both, also for the right password.
  for (let attempt = 0; attempt < 2; attempt++) {
    const locked = await visitor.post("/api/auth/sign-in/email", {
      data: { email, password: "Sicher-Scale-456" },
    });
    expect(locked.status()).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "login-locked" });
  }
});

/** The delivery queue's rows of the shared database, read past both instances. */
async function queuedMails(recipients: string[]) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{
      recipient: string;
      status: string;
      attempts: number;
      last_error: string | null;
    }>(
      "select recipient, status, attempts, last_error from delivery_queue where channel = 'mail' and recipient = any($1)",
      [recipients],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

test("contact requests succeed while SMTP is down; each confirmation arrives exactly once when it is up", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  smtp.state.down = true;
  const stamp = Date.now();
  const emails = Array.from({ length: 4 }, (_, index) => `zustellung-${stamp}-${index}@example.de`);

  // The first through the form in a browser (past the gate with the member's grant) …
  const context = await browser.newContext({
    baseURL: cluster.url,
    storageState: await member.storageState(),
  });
  const page = await context.newPage();
  await page.goto("/kontaktanfrage?anliegen=rueckruf");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Anfrage senden" }) });
  await form.getByLabel("Vorname", { exact: true }).fill("Sina");
  await form.getByLabel("Nachname", { exact: true }).fill("Smtpfrei");
  await form.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
  await form.getByLabel("E-Mail-Adresse", { exact: true }).fill(emails[0]!);
  await form.getByLabel("Wann dürfen wir Sie anrufen?").selectOption("morning");
  await form.getByRole("checkbox").nth(0).check();
  await form.getByRole("checkbox").nth(1).check();
  await form.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByText("Vielen Dank für Ihre Anfrage!")).toBeVisible({ timeout: 30_000 });
  await context.close();

  // … the others as plain form posts, spread over both instances by nginx.
  const postedBy = new Set<string | undefined>();
  for (const email of emails.slice(1)) {
    const posted = await member.post("/kontaktanfrage?anliegen=rueckruf", {
      form: {
        topic: "callback",
        firstName: "Sina",
        lastName: "Smtpfrei",
        phone: "0151 234 56789",
        email,
        preferredTime: "morning",
        consentCall: "on",
        consentBroker: "on",
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBeLessThan(400);
    postedBy.add(servedBy(posted));
  }
  expect([...postedBy].sort()).toEqual(["A", "B"]);

  // Every confirmation waits in the queue after a failed attempt (an attempt counts when claimed, its error when
  // it failed); none reached the server.
  await expect
    .poll(
      async () =>
        (await queuedMails(emails)).filter((row) => row.status === "pending" && row.last_error !== null)
          .length,
      { timeout: 60_000 },
    )
    .toBe(emails.length);
  expect(smtp.state.refusedConnections).toBeGreaterThan(0);
  expect(smtp.state.received.filter((mail) => emails.includes(mail.to[0] ?? ""))).toEqual([]);

  // SMTP is back: the retries (after about 30 s) deliver each confirmation once, from whichever instance.
  smtp.state.down = false;
  await expect
    .poll(async () => (await queuedMails(emails)).filter((row) => row.status === "sent").length, {
      timeout: 180_000,
      intervals: [1_000],
    })
    .toBe(emails.length);
  const received = smtp.state.received.filter((mail) => emails.includes(mail.to[0] ?? ""));
  expect(received.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
  for (const mail of received) expect(mail.data).toContain("Ihre Anfrage ist eingegangen");
});

test("the gate's failed-attempt limit counts the attempts of both instances", async () => {
  const stranger = await client();
  const failedOn = new Set<string | undefined>();
  for (let attempt = 0; attempt < 10; attempt++) {
    const wrong = await stranger.post("/api/gate", { data: { password: `falsch-${attempt}` } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "gate-wrong-password" });
    failedOn.add(servedBy(wrong));
  }
  expect([...failedOn].sort()).toEqual(["A", "B"]);

  // The 11th attempt is refused on either instance, the right password included.
  for (let attempt = 0; attempt < 2; attempt++) {
    const refused = await stranger.post("/api/gate", { data: { password: E2E_SITE_PASSWORD } });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "gate-too-many-attempts" });
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  }
});

test("with one instance killed under load, the other keeps serving", async () => {
  const visitor = member;
  const created = await visitor.post("/api/comparisons", {
    data: { birthDate: "1985-02-01", jobStatus: "employed", coverageType: "comfort", gender: "male" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const [victim, survivor] = cluster.instances;
  let victimGone = false;
  const afterKill: Array<{ status: number | string; by: string | undefined }> = [];
  let beforeKill = 0;
  const requestsAfterKill = 60;

  /** Keeps requests in flight until enough of them started after the victim had exited. */
  const worker = async () => {
    while (afterKill.length < requestsAfterKill) {
      const startedAfterKill = victimGone;
      const path = afterKill.length % 2 === 0 ? `/api/comparisons/${id}` : "/api/accounts/me";
      const outcome = await visitor
        .get(path)
        .then((response) => ({ status: response.status() as number | string, by: servedBy(response) }))
        .catch((error: Error) => ({ status: error.message, by: undefined }));
      if (startedAfterKill) afterKill.push(outcome);
      else beforeKill += 1;
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, worker));

  await expect.poll(() => beforeKill, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
  victim.process?.kill("SIGKILL");
  await victim.exited;
  victimGone = true;
  await load;

  expect(afterKill.length).toBeGreaterThanOrEqual(requestsAfterKill);
  expect(afterKill.filter((outcome) => outcome.status !== 200)).toEqual([]);
  expect(new Set(afterKill.map((outcome) => outcome.by))).toEqual(new Set([survivor.name]));

  // The survivor still serves the comparison made before the kill.
  const read = await visitor.get(`/api/comparisons/${id}`);
  expect(read.status()).toBe(200);
  expect(servedBy(read)).toBe(survivor.name);
});
