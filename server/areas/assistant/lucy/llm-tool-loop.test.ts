import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startScriptedModel, toolCallMessage as toolCall } from "../../../../tests/setup/scripted-llm";
import { createOpenAiCompatibleClient, type LlmClient } from "../../../adapters/llm/openai-compatible";
import { answerWithTools, type LucyTool, ungroundedFigures } from "./llm-tool-loop";

describe("the model's tool round trip (OpenAI-compatible tool calls)", () => {
  let model: Awaited<ReturnType<typeof startScriptedModel>>;
  /** The model's next messages, in order. */
  const script: Array<Record<string, unknown>> = [];
  let llm: LlmClient;
  const asked: unknown[] = [];
  const tools: LucyTool[] = [
    {
      name: "search_knowledge",
      description: "Durchsucht die Wissensdatenbank.",
      parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
      async run(args) {
        asked.push(args);
        return { passages: [{ topic: "Versicherungspflichtgrenze", text: "2026 liegt sie bei 77.400 €." }] };
      },
    },
    {
      name: "broken",
      description: "Fällt immer aus.",
      parameters: { type: "object", properties: {} },
      async run() {
        throw new Error("Vergleich nicht verfügbar.");
      },
    },
  ];

  beforeAll(async () => {
    model = await startScriptedModel(
      () => script.shift() ?? { role: "assistant", content: "Ende des Skripts." },
    );
    llm = createOpenAiCompatibleClient({
      baseUrl: model.baseUrl,
      apiKey: "k",
      model: "m",
      timeoutMs: 60_000,
    });
  });
  afterAll(async () => {
    await model?.close();
  });
  beforeEach(() => {
    model.requests.length = 0;
    script.length = 0;
    asked.length = 0;
  });

  it("runs the tools the model asks for and gives it their results until it answers", async () => {
    script.push(toolCall("call-1", "search_knowledge", '{"query":"Versicherungspflichtgrenze"}'), {
      role: "assistant",
      content: "Die Versicherungspflichtgrenze liegt 2026 bei 77.400 € im Jahr.",
    });
    const result = await answerWithTools(
      llm,
      [
        { role: "system", content: "Antworte nur aus den Werkzeugen." },
        { role: "user", content: "Ab wann darf ich in die PKV?" },
      ],
      tools,
    );
    expect(result.answer).toBe("Die Versicherungspflichtgrenze liegt 2026 bei 77.400 € im Jahr.");
    expect(asked).toEqual([{ query: "Versicherungspflichtgrenze" }]);
    expect(model.requests).toHaveLength(2);
    expect(model.requests[0]!.tools?.map((tool) => tool.function.name)).toEqual([
      "search_knowledge",
      "broken",
    ]);
    // The second request carries the call and its result, as the OpenAI API expects them.
    const [, , call, answer] = model.requests[1]!.messages;
    expect(call).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "call-1", type: "function", function: { name: "search_knowledge" } }],
    });
    expect(answer).toEqual({ role: "tool", tool_call_id: "call-1", content: result.calls[0]!.result });
    expect(JSON.parse(result.calls[0]!.result)).toMatchObject({
      passages: [{ topic: "Versicherungspflichtgrenze" }],
    });
  });

  it("tells the model about a failing tool, bad arguments or an unknown tool instead of failing", async () => {
    script.push(
      toolCall("a", "broken", "{}"),
      toolCall("b", "search_knowledge", "{kein json"),
      toolCall("c", "erfunden", "{}"),
      { role: "assistant", content: "Das kann ich gerade nicht nachsehen." },
    );
    const result = await answerWithTools(llm, [{ role: "user", content: "Frage" }], tools);
    expect(result.calls.map((call) => JSON.parse(call.result))).toEqual([
      { fehler: "Vergleich nicht verfügbar." },
      { fehler: "Die Argumente sind kein gültiges JSON." },
      { fehler: "Unbekanntes Werkzeug." },
    ]);
    expect(result.answer).toBe("Das kann ich gerade nicht nachsehen.");
  });

  it("refuses an answer whose figures come from no tool, and a model that never stops calling tools", async () => {
    script.push(toolCall("a", "search_knowledge", '{"query":"x"}'), {
      role: "assistant",
      content: "Die Grenze liegt bei 80.000 €.",
    });
    await expect(answerWithTools(llm, [{ role: "user", content: "Frage" }], tools)).rejects.toThrow(
      "LLM nannte Zahlen ohne Quelle: 80.000",
    );
    for (let round = 0; round < 6; round += 1) script.push(toolCall(`r${round}`, "search_knowledge", "{}"));
    await expect(answerWithTools(llm, [{ role: "user", content: "Frage" }], tools)).rejects.toThrow(
      /Werkzeugrunden|keine Antwort/,
    );
    // The last round offers no tools: the model has to answer.
    expect(model.requests.at(-1)?.tools).toBeUndefined();
  });
});

describe("figures without a source", () => {
  it("compares figures as values, in German or JSON notation", () => {
    const sources = ['{"monthlyPrice":412.3,"year":2026,"jaeg":77400}'];
    expect(ungroundedFigures("412,30 € im Monat (Rechengrößen 2026), Grenze 77.400 €", sources)).toEqual([]);
    expect(ungroundedFigures("etwa 399,99 € und 3 Tarife", sources)).toEqual(["399,99"]);
  });
});
