import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_ANSWER } from "../../../domain/assistant/knowledge-base";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import type { DatabaseHandle } from "../../adapters/db/client";
import { chatMessages, chatSessions, settings } from "../../adapters/db/schema";
import { createOpenAiCompatibleClient } from "../../adapters/llm/openai-compatible";
import { LUCY_SYSTEM_PROMPT } from "../../areas/assistant/ask-lucy";
import { createMemoryRateLimiter } from "../../ports/rate-limiter";
import { seedDatabase } from "../../seeds/seed-database";

const DAY_MS = 24 * 60 * 60 * 1000;

let sessionCounter = 0;
const newSessionId = () =>
  `lucy-chat-${Date.UTC(2026, 10, 23)}-${(++sessionCounter).toString(36).padStart(6, "a")}`;

/** An OpenAI-compatible mock: answers with `reply` (or an HTTP status, or late) and records the requests. */
async function startLlmMock() {
  const requests: Array<{
    headers: IncomingMessage["headers"];
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  const mode: { kind: "ok" | "error" | "slow"; reply: string } = {
    kind: "ok",
    reply: "Antwort des Sprachmodells.",
  };
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) });
      const send = () => {
        if (response.destroyed) return;
        if (mode.kind === "error") {
          response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"kaputt"}');
          return;
        }
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(
            JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: mode.reply } }] }),
          );
      };
      // "slow" never answers: the client's own timeout must end the call (no race against the clock).
      if (mode.kind !== "slow") send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabaseKinds)("ai-chat-agent on %s", (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  let clock = Date.UTC(2026, 10, 23, 10, 0, 0);
  let app: TestApp["app"];
  let llmApp: TestApp["app"];
  /** The same LLM behind a client with a short timeout, for the case where the model never answers. */
  let impatientLlmApp: TestApp["app"];
  let llm: Awaited<ReturnType<typeof startLlmMock>>;
  const llmErrors: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      kind,
      app: {
        now: () => clock,
        chatRateLimits: {
          perSession: createMemoryRateLimiter({ max: 3, windowMs: 60_000, now: () => clock }),
          perIp: createMemoryRateLimiter({ max: 5, windowMs: 60_000, now: () => clock }),
        },
      },
    });
    ({ database, app } = t);
    await seedDatabase(database.db);
    llm = await startLlmMock();
    // The same mock model behind two clients: a generous timeout (an answering model is never cut off on a slow
    // machine) and a short one for the model that never answers.
    const appWithLlm = async (timeoutMs: number) =>
      (
        await createTestApp({
          database,
          app: {
            now: () => clock,
            llm: createOpenAiCompatibleClient({
              baseUrl: llm.baseUrl,
              apiKey: "test-key",
              model: "test-model",
              timeoutMs,
            }),
            onLlmError: (error) => llmErrors.push(error),
          },
        })
      ).app;
    llmApp = await appWithLlm(60_000);
    impatientLlmApp = await appWithLlm(1000);
  });
  afterAll(async () => {
    await llm?.close();
    await t?.close();
  });

  let ipCounter = 0;
  const ask = (body: unknown, target = app, ip = `10.0.0.${++ipCounter}`) =>
    target.request("/api/functions/ai-chat-agent", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers a German question from the knowledge base and stores question and answer", async () => {
    const sessionId = newSessionId();
    const response = await ask({
      message: "  Was kostet eine private Krankenversicherung?  ",
      sessionId,
      useKnowledge: true,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ sessionId, hasKnowledge: true });
    expect(body.response).toContain("Eintrittsalter");
    const rows = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));
    expect(rows.map((row) => [row.sender, row.source])).toEqual([
      ["user", null],
      ["ai", "knowledge"],
    ]);
    expect(rows[0]?.text).toBe("Was kostet eine private Krankenversicherung?");
    expect(rows[1]?.topic).toBe("kosten");
    const [session] = await database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(session?.lastMessageAt.getTime()).toBe(clock);
  });

  it("admits not knowing and points to the comparison and a broker", async () => {
    const response = await ask({
      message: "Wie wird das Wetter morgen?",
      sessionId: newSessionId(),
      useKnowledge: true,
    });
    expect(await response.json()).toMatchObject({ response: FALLBACK_ANSWER, hasKnowledge: false });
  });

  it("refuses blank, too long and malformed input", async () => {
    const sessionId = newSessionId();
    for (const body of [
      { message: "   ", sessionId, useKnowledge: true },
      { message: "x".repeat(1001), sessionId, useKnowledge: true },
      { message: "Hallo", sessionId: "abc", useKnowledge: true },
      { message: "Hallo", sessionId: "lucy-chat-123-<script>", useKnowledge: true },
      { sessionId },
      "kein json",
    ]) {
      const response = await ask(body);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      const problem = await response.json();
      if (body === "kein json") expect(problem).toMatchObject({ code: "invalid-json" });
      else {
        expect(problem).toMatchObject({ code: "validation-failed", type: "/probleme/validation-failed" });
        expect(Object.values(problem.errors).flat().length).toBeGreaterThan(0);
        expect(problem.detail).toBe(problem.error);
      }
    }
    const stored = await database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(stored).toEqual([]);
  });

  it("answers 'Function not found' for unknown functions", async () => {
    const response = await app.request("/api/functions/gibt-es-nicht", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: "/probleme/function-not-found",
      code: "function-not-found",
      detail: "Function not found",
      error: "Function not found",
    });
  });

  it("limits questions per session and per client address", async () => {
    const sessionId = newSessionId();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await ask({ message: "Was ist PPV?", sessionId }, app)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = "10.9.9.9";
    const perIp = [];
    for (let i = 0; i < 6; i += 1)
      perIp.push((await ask({ message: "Was ist PPV?", sessionId: newSessionId() }, app, ip)).status);
    expect(perIp).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await ask({ message: "Was ist PPV?", sessionId: newSessionId() }, app, ip);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "rate-limited",
      status: 429,
      detail: "Sie haben sehr viele Fragen in kurzer Zeit gestellt. Bitte warten Sie einen Moment.",
    });
    clock += 61_000;
    expect((await ask({ message: "Was ist PPV?", sessionId: newSessionId() }, app, ip)).status).toBe(200);
  });

  it("lets the LLM phrase the answer from the retrieved passages only", async () => {
    llm.mode.kind = "ok";
    const before = llm.requests.length;
    const sessionId = newSessionId();
    const response = await ask(
      { message: "Wie hoch ist die Versicherungspflichtgrenze?", sessionId },
      llmApp,
    );
    expect(await response.json()).toMatchObject({
      response: "Antwort des Sprachmodells.",
      hasKnowledge: true,
    });
    const request = llm.requests[before];
    expect(request?.headers.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.messages[0]).toEqual({ role: "system", content: LUCY_SYSTEM_PROMPT });
    expect(LUCY_SYSTEM_PROMPT).toContain("keine individuelle Versicherungs");
    expect(LUCY_SYSTEM_PROMPT).toContain("Erfinde keine Zahlen");
    expect(request?.body.messages[1]?.content).toContain("77.400 €");
    expect(request?.body.messages[1]?.content).toContain(
      "Frage: Wie hoch ist die Versicherungspflichtgrenze?",
    );
    const [answer] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id))
      .offset(1);
    expect(answer?.source).toBe("llm");
  });

  it("does not ask the LLM when the knowledge base has nothing", async () => {
    const before = llm.requests.length;
    const response = await ask({ message: "Rezept für Apfelkuchen", sessionId: newSessionId() }, llmApp);
    expect(await response.json()).toMatchObject({ response: FALLBACK_ANSWER, hasKnowledge: false });
    expect(llm.requests.length).toBe(before);
  });

  it("falls back to the knowledge-base answer when the LLM fails or times out", async () => {
    for (const failure of ["error", "slow"] as const) {
      llm.mode.kind = failure;
      const errorsBefore = llmErrors.length;
      const target = failure === "slow" ? impatientLlmApp : llmApp;
      const response = await ask({ message: "Was ist die Beihilfe?", sessionId: newSessionId() }, target);
      const body = await response.json();
      expect(response.status).toBe(200);
      expect(body.hasKnowledge).toBe(true);
      expect(body.response).toContain("Beihilfe");
      expect(body.response).not.toBe("Antwort des Sprachmodells.");
      expect(llmErrors.length).toBe(errorsBefore + 1);
    }
    llm.mode.kind = "ok";
  });

  it("deletes sessions after the retention period of the settings", async () => {
    const old = newSessionId();
    await ask({ message: "Was ist der Basistarif?", sessionId: old }, llmApp);
    const retentionDays = defaultSiteSettings.assistant.retentionDays;
    clock += (retentionDays + 1) * DAY_MS; // also past the hourly purge interval
    const fresh = newSessionId();
    await ask({ message: "Was ist der Basistarif?", sessionId: fresh }, llmApp);
    expect(await database.db.select().from(chatSessions).where(eq(chatSessions.id, old))).toEqual([]);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, old))).toEqual([]);
    expect(await database.db.select().from(chatSessions).where(eq(chatSessions.id, fresh))).toHaveLength(1);
  });

  it("answers 503 'Chat momentan nicht verfügbar' when the assistant is switched off", async () => {
    await database.db
      .update(settings)
      .set({ value: { ...defaultSiteSettings, assistant: { enabled: false, retentionDays: 30 } } })
      .where(eq(settings.key, "site"));
    const response = await ask({ message: "Was ist PPV?", sessionId: newSessionId() });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      type: "/probleme/chat-unavailable",
      code: "chat-unavailable",
      detail: "Chat momentan nicht verfügbar",
      error: "Chat momentan nicht verfügbar",
    });
    await database.db.update(settings).set({ value: defaultSiteSettings }).where(eq(settings.key, "site"));
  });
});
