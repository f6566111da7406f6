import { z } from "zod";

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A chat-completion model; throws on any failure (HTTP error, timeout, empty answer). */
export interface LlmClient {
  complete(messages: LlmMessage[]): Promise<string>;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

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
  return {
    async complete(messages) {
      const response = await doFetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: 600 }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`LLM antwortete mit HTTP ${response.status}`);
      const parsed = completionSchema.parse(await response.json());
      const content = parsed.choices[0]?.message.content?.trim();
      if (!content) throw new Error("LLM lieferte keine Antwort");
      return content;
    },
  };
}
