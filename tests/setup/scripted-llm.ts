import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as an OpenAI-compatible `chat/completions` API receives it. */
export interface ScriptedRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string; [key: string]: unknown }>;
  tools?: Array<{ type: string; function: { name: string } }>;
}

/**
 * A scripted OpenAI-compatible model on a free local port: `respond` returns the assistant message for each
 * request (text, or `tool_calls`); every request is recorded.
 */
export async function startScriptedModel(respond: (request: ScriptedRequest) => Record<string, unknown>) {
  const requests: ScriptedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const body = JSON.parse(raw) as ScriptedRequest;
      requests.push(body);
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ choices: [{ index: 0, message: respond(body) }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The assistant message that asks for one tool call. */
export const toolCallMessage = (id: string, name: string, args: string) => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id, type: "function", function: { name, arguments: args } }],
});
