import { z } from "zod";

/** A tool call the model asks for (OpenAI-compatible `tool_calls`); `arguments` is the model's JSON text. */
interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type LlmMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; toolCalls?: LlmToolCall[] }
  | { role: "tool"; toolCallId: string; content: string };

/** A function the model may call: its name, what it does and its parameters as JSON Schema. */
export interface LlmToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One turn of the model: its text, or the tools it wants called first. */
interface LlmTurn {
  content: string | null;
  toolCalls: LlmToolCall[];
}

/** A chat-completion model; throws on any failure (HTTP error, timeout, empty answer). */
export interface LlmClient {
  complete(messages: LlmMessage[]): Promise<string>;
  /** One turn with tools offered (docs/product/assistant.md#with-an-llm). */
  turn(messages: LlmMessage[], tools: LlmToolDefinition[]): Promise<LlmTurn>;
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().min(1).max(200),
                type: z.literal("function").optional(),
                function: z.object({ name: z.string().min(1).max(100), arguments: z.string().max(20_000) }),
              }),
            )
            .max(10)
            .nullable()
            .optional(),
        }),
      }),
    )
    .min(1),
});

/** The wire form of a message (snake_case fields of the OpenAI API). */
function wireMessage(message: LlmMessage) {
  if (message.role === "tool")
    return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
  if (message.role === "assistant" && message.toolCalls?.length)
    return {
      role: "assistant",
      content: message.content,
      tool_calls: message.toolCalls.map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  return { role: message.role, content: message.content };
}

/** Client of an OpenAI-compatible `POST {baseUrl}/chat/completions` API (OpenAI, vLLM, Ollama, LM Studio …). */
export function createOpenAiCompatibleClient(options: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): LlmClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function call(messages: LlmMessage[], tools: LlmToolDefinition[]): Promise<LlmTurn> {
    const response = await doFetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages: messages.map(wireMessage),
        temperature: 0.2,
        max_tokens: 600,
        ...(tools.length > 0 && {
          tools: tools.map((tool) => ({ type: "function", function: tool })),
          tool_choice: "auto",
        }),
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`LLM antwortete mit HTTP ${response.status}`);
    const message = completionSchema.parse(await response.json()).choices[0]!.message;
    const toolCalls = (message.tool_calls ?? []).map((entry) => ({
      id: entry.id,
      name: entry.function.name,
      arguments: entry.function.arguments,
    }));
    const content = message.content?.trim() || null;
    if (!content && toolCalls.length === 0) throw new Error("LLM lieferte keine Antwort");
    return { content, toolCalls };
  }

  return {
    async complete(messages) {
      const { content } = await call(messages, []);
      if (!content) throw new Error("LLM lieferte keine Antwort");
      return content;
    },
    turn: call,
  };
}
