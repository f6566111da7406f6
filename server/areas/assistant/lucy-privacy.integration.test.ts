import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_RETENTION_DAYS, defaultSiteSettings } from "../../../domain/settings/site-settings";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { startScriptedModel, toolCallMessage } from "../../../tests/setup/scripted-llm";
import { createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { chatMessages, chatSessions, settings } from "../../adapters/db/schema";
import { createOpenAiCompatibleClient } from "../../adapters/llm/openai-compatible";
import { seedDatabase } from "../../seeds/seed-database";

const DAY_MS = 24 * 60 * 60 * 1000;

let sessionCounter = 0;
const newSessionId = () =>
  `lucy-chat-${Date.UTC(2026, 10, 23)}-${(++sessionCounter).toString(36).padStart(6, "p")}`;

/** One person's details as they would type them into the chat. */
const PERSON = {
  name: "Max Mustermann",
  phone: "0170 1234567",
  email: "max.mustermann@example.de",
  birthDate: "14.03.1991",
  health: "Ich habe Asthma und nehme Cortison.",
  measurements: "182 cm, 88 kg, Asthma, nehme Cortison",
};
const INTRODUCTION = `Ich heiße ${PERSON.name}, geboren am ${PERSON.birthDate}, Tel. ${PERSON.phone}, ${PERSON.email}. ${PERSON.health}`;

/** What must never be found in a stored chat row. */
const RAW_VALUES = [
  /Max/,
  /Mustermann/,
  /0170/,
  /1234567/,
  /@/,
  /example\.de/,
  /14\.03\.1991/,
  /1991/,
  /Asthma/i,
  /Cortison/i,
  /182/,
  /88 kg/,
];

interface ChatBody {
  response: string;
  sessionId: string;
  hasKnowledge: boolean;
  links?: Array<{ label: string; href: string }>;
  dialogueOpen?: boolean;
}

/** What the scripted model does: its first turn, and its answer from the tool's result. */
const script: {
  firstCall: { name: string; arguments: string };
  answerFrom: (result: Record<string, unknown>) => string;
} = { firstCall: { name: "search_knowledge", arguments: "{}" }, answerFrom: () => "Antwort." };

/**
 * Lucy stores only masked text (docs/product/assistant.md#privacy): whatever path answers — the knowledge base,
 * the LLM with its tools, its failure, the price dialogue, a question on the results page — no name, phone
 * number, e-mail address, birth date or health statement reaches the database, while the person's own answer
 * stays as it is.
 */
describe.each(testDatabaseKinds)("Lucy's stored messages on %s", (kind) => {
  let t: TestApp;
  let withLlm: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedModel>>;
  const llmErrors: unknown[] = [];
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await seedDatabase(t.database.db);
    model = await startScriptedModel((request) => {
      const last = request.messages.at(-1)!;
      return last.role === "tool"
        ? { role: "assistant", content: script.answerFrom(JSON.parse(last.content ?? "{}")) }
        : toolCallMessage("call-1", script.firstCall.name, script.firstCall.arguments);
    });
    // A second app on the same database and clock, with the scripted model.
    withLlm = await createTestApp({
      database: t.database,
      app: {
        now: () => t.clock.now,
        llm: createOpenAiCompatibleClient({
          baseUrl: model.baseUrl,
          apiKey: "k",
          model: "m",
          timeoutMs: 60_000,
        }),
        onLlmError: (error) => llmErrors.push(error),
      },
    });
  });
  afterAll(async () => {
    await model?.close();
    await withLlm?.close();
    await t?.close();
  });

  /** Sends the turns as the widget does (only message, session id and page context: the dialogue's state stays on the server). */
  async function converse(
    turns: readonly string[],
    options: { app?: TestApp["app"]; comparisonId?: string } = {},
  ): Promise<{ answers: ChatBody[]; sessionId: string }> {
    const sessionId = newSessionId();
    const address = `10.81.${kind === "pglite" ? 1 : 2}.${++ip}`;
    const answers: ChatBody[] = [];
    for (const message of turns) {
      const response = await (options.app ?? t.app).request("/api/functions/ai-chat-agent", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": address,
          // The test's browser, which made the comparison of a results-page question.
          Cookie: `pkv_browser=${TEST_BROWSER_KEY}`,
        },
        body: JSON.stringify({
          message,
          sessionId,
          useKnowledge: true,
          ...(options.comparisonId ? { comparisonId: options.comparisonId } : {}),
        }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as ChatBody;
      answers.push(body);
    }
    return { answers, sessionId };
  }

  /** The stored rows of a session, both senders, in order. */
  const storedRows = (sessionId: string) =>
    t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));

  const expectNothingRaw = (texts: readonly string[]) => {
    const stored = texts.join("\n");
    for (const raw of RAW_VALUES) expect(stored, `${raw} in:\n${stored}`).not.toMatch(raw);
  };

  it("masks a knowledge question and its answer", async () => {
    const { answers, sessionId } = await converse([`${INTRODUCTION} Was ist der Basistarif?`]);
    expect(answers[0]!.hasKnowledge).toBe(true);
    const rows = await storedRows(sessionId);
    expect(rows.map((row) => [row.sender, row.source])).toEqual([
      ["user", null],
      ["ai", "knowledge"],
    ]);
    expect(rows[0]!.text).toBe(
      "Ich heiße [Name], geboren am [Datum], Tel. [Telefon], [E-Mail]. [Gesundheitsangaben]. Was ist der Basistarif?",
    );
    expectNothingRaw(rows.map((row) => row.text));
  });

  it("masks the LLM's answer that repeats the details, and keeps them in the live answer", async () => {
    script.firstCall = { name: "search_knowledge", arguments: JSON.stringify({ frage: "Basistarif" }) };
    script.answerFrom = () =>
      `Hallo Herr Mustermann, gern: Max, mit Ihrem Asthma und Cortison (geboren ${PERSON.birthDate}) ` +
      `beantwortet der Basistarif das. Wir melden uns unter ${PERSON.phone} oder ${PERSON.email}.`;
    const errors = llmErrors.length;
    const { answers, sessionId } = await converse([`${INTRODUCTION} Was ist der Basistarif?`], {
      app: withLlm.app,
    });
    expect(llmErrors.length, String(llmErrors.at(-1))).toBe(errors);
    // The person reads the answer as the model wrote it; only what is stored is masked.
    expect(answers[0]!.response).toContain(PERSON.phone);
    expect(answers[0]!.response).toContain("Herr Mustermann");
    const rows = await storedRows(sessionId);
    expect(rows[1]!.source).toBe("llm");
    expect(rows[1]!.text).toContain("Hallo Herr [Name], gern: [Name],");
    expectNothingRaw(rows.map((row) => row.text));
  });

  it("masks a question whose comparison the model runs with the tool", async () => {
    script.firstCall = {
      name: "run_comparison",
      arguments: JSON.stringify({ angaben: `geboren am ${PERSON.birthDate}, männlich, angestellt, Komfort` }),
    };
    script.answerFrom = (result) => {
      const lines = String(result.ergebnis).split("\n");
      return `Herr Mustermann, laut Ihrem Vergleich (geboren ${PERSON.birthDate}): ${lines.slice(2, 3).join(" ")}`;
    };
    const { answers, sessionId } = await converse(
      [`${INTRODUCTION} Lohnt sich die PKV für Angestellte wie mich?`],
      { app: withLlm.app },
    );
    expect(answers[0]!.response).toContain(`geboren ${PERSON.birthDate}`);
    const rows = await storedRows(sessionId);
    expect(rows[1]!.source).toBe("llm");
    expect(rows[1]!.text).toMatch(/^Herr \[Name\], laut Ihrem Vergleich \(geboren \[Datum\]\): 1\. /);
    expectNothingRaw(rows.map((row) => row.text));
  });

  it("masks the question when the LLM's answer fails and the knowledge base answers", async () => {
    script.firstCall = { name: "search_knowledge", arguments: JSON.stringify({ frage: "Beihilfe" }) };
    script.answerFrom = () => "Die Beihilfe zahlt immer genau 63,5 %.";
    const errors = llmErrors.length;
    const { sessionId } = await converse([`${INTRODUCTION} Was ist die Beihilfe?`], { app: withLlm.app });
    expect(llmErrors.length).toBe(errors + 1);
    const rows = await storedRows(sessionId);
    expect(rows[1]!.source).toBe("knowledge");
    expectNothingRaw(rows.map((row) => row.text));
  });

  it("masks a price dialogue with the health answers given after the prices", async () => {
    const { answers, sessionId } = await converse([
      `Was kostet mich die PKV? Ich heiße ${PERSON.name}, geboren am ${PERSON.birthDate}, Tel. ${PERSON.phone}, ${PERSON.email}`,
      "männlich",
      "angestellt",
      "Komfort",
      PERSON.measurements,
    ]);
    expect(answers.at(-1)!.response).toContain("geschätzten Risikozuschläge Ihrer Gesundheitsangaben");
    const rows = await storedRows(sessionId);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.text).toBe(
      "Was kostet mich die PKV? Ich heiße [Name], geboren am [Datum], Tel. [Telefon], [E-Mail]",
    );
    expect(rows[8]!.text).toBe("[Gesundheitsangaben]");
    expectNothingRaw(rows.map((row) => row.text));
  }, 60_000);

  it("masks a question on the results page", async () => {
    const results = await t.comparisons.create(
      { birthDate: "1992-12-01", gender: "female", jobStatus: "employed", coverageType: "comfort" },
      { browserKey: TEST_BROWSER_KEY },
    );
    const { answers, sessionId } = await converse(
      [`Ich heiße ${PERSON.name} (${PERSON.phone}), ${PERSON.health} Warum steht der erste Tarif oben?`],
      { comparisonId: results.comparison.id },
    );
    expect(answers[0]!.response).toContain("steht auf Platz 1");
    const rows = await storedRows(sessionId);
    expect(rows[1]!.source).toBe("results");
    expectNothingRaw(rows.map((row) => row.text));
  });
});

/**
 * One retention, the privacy policy's (docs/product/assistant.md#privacy): the clean-up deletes a conversation
 * whose last message is older than 30 days, on the app's clock, also when settings from before the cap ask for 90.
 */
describe.each(testDatabaseKinds)("Lucy's retention on %s", (kind) => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await seedDatabase(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (sessionId: string) => {
    const response = await t.call("/api/functions/ai-chat-agent", {
      body: { message: "Was ist der Basistarif?", sessionId, useKnowledge: true },
      ip: `10.82.${kind === "pglite" ? 1 : 2}.${++ip}`,
    });
    expect(response.status).toBe(200);
  };
  const sessionsLeft = async (ids: string[]) =>
    (await t.database.db.select().from(chatSessions).where(inArray(chatSessions.id, ids))).map(
      (row) => row.id,
    );
  const messagesLeft = async (ids: string[]) =>
    (await t.database.db.select().from(chatMessages).where(inArray(chatMessages.sessionId, ids))).map(
      (row) => row.sessionId,
    );

  it("deletes a 31-day-old conversation and keeps a 29-day-old one", async () => {
    // Settings saved before the cap, with the old default of 90 days.
    await t.database.db
      .insert(settings)
      .values({
        key: "site",
        value: { ...defaultSiteSettings, assistant: { ...defaultSiteSettings.assistant, retentionDays: 90 } },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: {
          value: {
            ...defaultSiteSettings,
            assistant: { ...defaultSiteSettings.assistant, retentionDays: 90 },
          },
        },
      });
    expect(CHAT_RETENTION_DAYS).toBe(30);
    const old = newSessionId();
    const recent = newSessionId();
    await ask(old);
    t.clock.now += 2 * DAY_MS;
    await ask(recent);
    // 31 days after the old conversation, 29 after the recent one; the next question runs the clean-up.
    t.clock.now += 29 * DAY_MS;
    const trigger = newSessionId();
    await ask(trigger);
    expect(await sessionsLeft([old, recent, trigger])).toEqual(expect.arrayContaining([recent, trigger]));
    expect(await sessionsLeft([old])).toEqual([]);
    expect(await messagesLeft([old])).toEqual([]);
    expect(await messagesLeft([recent])).toHaveLength(2);
  });
});
