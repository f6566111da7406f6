import type { LlmClient, LlmMessage, LlmToolDefinition } from "../../../adapters/llm/openai-compatible";

/** A tool Lucy offers the model (docs/product/assistant.md#with-an-llm): what it is, and how it runs. */
export interface LucyTool extends LlmToolDefinition {
  /** Runs the tool with the model's arguments (unknown: validate them); the result goes back as JSON text. */
  run(args: unknown): Promise<unknown>;
}

/** What a tool round trip produced: the model's answer and every tool result it was given. */
export interface ToolAnswer {
  answer: string;
  /** The tools called, in order, with their results as the model saw them (JSON text). */
  calls: Array<{ name: string; result: string }>;
}

/** Tool rounds before the model must answer; beyond them the call fails and the rule-based answer stands. */
const MAX_TOOL_ROUNDS = 4;

/**
 * The model answers with Lucy's tools (OpenAI-compatible tool calls): each round runs the tools it asks for and
 * gives it their results, until it answers in text. A failing tool returns `{ "fehler": … }` to the model instead
 * of failing the answer. The answer must stand on the tools' results: every figure it names must occur in them
 * ({@link ungroundedFigures}); otherwise, or without an answer within {@link MAX_TOOL_ROUNDS}, this throws and the
 * caller keeps the rule-based answer.
 */
export async function answerWithTools(
  llm: LlmClient,
  messages: LlmMessage[],
  tools: readonly LucyTool[],
): Promise<ToolAnswer> {
  const conversation = [...messages];
  const calls: ToolAnswer["calls"] = [];
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const definitions = tools.map(({ name, description, parameters }) => ({ name, description, parameters }));
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const turn = await llm.turn(conversation, round < MAX_TOOL_ROUNDS ? definitions : []);
    if (turn.toolCalls.length === 0) {
      if (!turn.content) throw new Error("LLM lieferte keine Antwort");
      const ungrounded = ungroundedFigures(turn.content, [
        ...calls.map((call) => call.result),
        ...messages.map((message) => message.content ?? ""),
      ]);
      if (ungrounded.length > 0) {
        throw new Error(`LLM nannte Zahlen ohne Quelle: ${ungrounded.join(", ")}`);
      }
      return { answer: turn.content, calls };
    }
    conversation.push({ role: "assistant", content: turn.content, toolCalls: turn.toolCalls });
    for (const call of turn.toolCalls) {
      const result = await runTool(byName.get(call.name), call.arguments);
      calls.push({ name: call.name, result });
      conversation.push({ role: "tool", toolCallId: call.id, content: result });
    }
  }
  throw new Error(`LLM antwortete nicht innerhalb von ${MAX_TOOL_ROUNDS} Werkzeugrunden`);
}

async function runTool(tool: LucyTool | undefined, rawArguments: string): Promise<string> {
  if (!tool) return JSON.stringify({ fehler: "Unbekanntes Werkzeug." });
  let args: unknown;
  try {
    args = rawArguments.trim() === "" ? {} : JSON.parse(rawArguments);
  } catch {
    return JSON.stringify({ fehler: "Die Argumente sind kein gültiges JSON." });
  }
  try {
    return JSON.stringify(await tool.run(args));
  } catch (error) {
    const message = error instanceof Error ? error.message : "Das Werkzeug ist fehlgeschlagen.";
    return JSON.stringify({ fehler: message });
  }
}

/** Digits as written in German or in JSON: '1.234,56' and '1234.56' both become '1234.56'. */
function canonicalNumber(text: string): string {
  const german = /,\d{1,2}$/.test(text) || /^\d{1,3}(\.\d{3})+$/.test(text);
  const plain = german ? text.replaceAll(".", "").replace(",", ".") : text.replaceAll(",", "");
  const value = Number(plain);
  return Number.isFinite(value) ? String(value) : plain;
}

const FIGURE = /\d[\d.,]*\d|\d/g;

/**
 * The figures of an answer (amounts, percentages, years, ages) that occur in none of the sources — the model's
 * own numbers. Compared as values, so '412,30' is found as 412.3 in a tool's JSON. Single digits are left out
 * (list numbers, 'drei Tarife').
 */
export function ungroundedFigures(answer: string, sources: readonly string[]): string[] {
  const known = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(FIGURE)) known.add(canonicalNumber(match[0]));
  }
  const missing: string[] = [];
  for (const match of answer.matchAll(FIGURE)) {
    const figure = match[0];
    if (figure.length < 2) continue;
    if (!known.has(canonicalNumber(figure))) missing.push(figure);
  }
  return missing;
}
