import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuro } from "../../../lib/format/number-format";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { startScriptedModel, toolCallMessage } from "../../../tests/setup/scripted-llm";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createOpenAiCompatibleClient } from "../../adapters/llm/openai-compatible";
import { seedDatabase } from "../../seeds/seed-database";

let sessionCounter = 0;
const newSessionId = () =>
  `lucy-chat-${Date.UTC(2026, 10, 23)}-${(++sessionCounter).toString(36).padStart(6, "t")}`;

/** What the scripted model does: the first turn asks for `firstCall`, the second answers from the tool's result. */
const script = {
  firstCall: { name: "search_knowledge", arguments: "{}" },
  answerFrom: (_result: Record<string, unknown>) => "Antwort.",
};

/**
 * Lucy with an LLM (docs/product/assistant.md#with-an-llm): the model gets the same tools as the rule-based path —
 * search the knowledge base, run a comparison, read the comparison in context — through OpenAI-compatible tool
 * calls, and its answer must stand on their results.
 */
describe.each(testDatabaseKinds)("Lucy's tools for an LLM on %s", (kind) => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedModel>>;
  const llmErrors: unknown[] = [];
  let ip = 0;

  beforeAll(async () => {
    model = await startScriptedModel((request) => {
      const last = request.messages.at(-1)!;
      return last.role === "tool"
        ? { role: "assistant", content: script.answerFrom(JSON.parse(last.content ?? "{}")) }
        : toolCallMessage("call-1", script.firstCall.name, script.firstCall.arguments);
    });
    t = await createTestApp({
      kind,
      app: {
        llm: createOpenAiCompatibleClient({
          baseUrl: model.baseUrl,
          apiKey: "k",
          model: "m",
          timeoutMs: 60_000,
        }),
        onLlmError: (error) => llmErrors.push(error),
      },
    });
    await seedDatabase(t.database.db);
  });
  afterAll(async () => {
    await model?.close();
    await t?.close();
  });

  const ask = async (body: Record<string, unknown>) => {
    const response = await t.call("/api/functions/ai-chat-agent", {
      body: { sessionId: newSessionId(), useKnowledge: true, ...body },
      ip: `10.74.${kind === "pglite" ? 1 : 2}.${++ip}`,
      origin: null,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { response: string; links?: Array<{ label: string; href: string }> };
  };

  it("runs a real comparison when the model asks for it and answers with its prices and results link", async () => {
    script.firstCall = {
      name: "run_comparison",
      arguments: JSON.stringify({ angaben: "34 Jahre, weiblich, angestellt, Komfort" }),
    };
    script.answerFrom = (result) => {
      const lines = String(result.ergebnis).split("\n");
      return `Laut Ihrem Vergleich: ${lines.slice(2, 5).join(" ")}`;
    };
    const before = model.requests.length;
    const body = await ask({ message: "Was kostet die PKV für Angestellte ungefähr?" });
    const [first, second] = model.requests.slice(before);
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual([
      "search_knowledge",
      "run_comparison",
      "read_current_comparison",
    ]);
    // The tool's result went back to the model as the answer to its call.
    const toolMessage = second?.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: "tool", tool_call_id: "call-1" });
    const result = JSON.parse(toolMessage!.content!);
    expect(result.ergebnisseite).toMatch(/^\/ihre-pkv-tarife\?c=[\w-]+$/);
    expect(body.response).toMatch(/^Laut Ihrem Vergleich: 1\. .+: \d{2,3}(\.\d{3})*,\d{2} € im Monat/);
    expect(body.links?.[0]).toEqual({ label: "Alle Ergebnisse ansehen", href: result.ergebnisseite });
    // The comparison is real: stored, with its offers.
    const id = new URL(result.ergebnisseite, "http://portal").searchParams.get("c");
    expect((await t.call(`/api/comparisons/${id}`)).status).toBe(200);
  });

  it("reads the comparison the person has open", async () => {
    const created = await t.call("/api/comparisons", {
      body: { birthDate: "1990-02-02", gender: "male", jobStatus: "self-employed", coverageType: "premium" },
      ip: `10.75.${kind === "pglite" ? 1 : 2}.1`,
      origin: null,
    });
    const { id } = (await created.json()) as { id: string };
    script.firstCall = { name: "read_current_comparison", arguments: "{}" };
    script.answerFrom = (result) => {
      const [top] = result.tarife as Array<{ versicherer: string; tarif: string; monatsbeitrag: number }>;
      return `Oben steht ${top!.versicherer} ${top!.tarif} mit ${formatEuro(top!.monatsbeitrag)} im Monat.`;
    };
    const before = model.requests.length;
    const body = await ask({ message: "Was bedeutet Preis-Leistung bei der Sortierung?", comparisonId: id });
    const toolResult = JSON.parse(model.requests[before + 1]!.messages.at(-1)!.content!);
    expect(toolResult.sortierung).toContain("Leistungspunkte je Euro");
    expect(body.response).toBe(
      `Oben steht ${toolResult.tarife[0].versicherer} ${toolResult.tarife[0].tarif} mit ${formatEuro(toolResult.tarife[0].monatsbeitrag)} im Monat.`,
    );
  });

  it("keeps the rule-based answer when the model names figures that no tool gave it", async () => {
    script.firstCall = { name: "search_knowledge", arguments: JSON.stringify({ frage: "Beihilfe" }) };
    script.answerFrom = () => "Die Beihilfe zahlt immer genau 63,5 % und 1.234 € im Jahr.";
    const errors = llmErrors.length;
    const body = await ask({ message: "Was ist die Beihilfe?" });
    expect(body.response).not.toContain("63,5");
    expect(body.response).toContain("Beihilfe");
    expect(body.response).toMatch(/Quellen?: /);
    expect(llmErrors.length).toBe(errors + 1);
    expect(String(llmErrors.at(-1))).toContain("ohne Quelle");
  });
});
