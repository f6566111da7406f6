import { Hono } from "hono";
import { chatRequestSchema } from "../../domain/assistant/chat-input";
import type { AssistantSettings } from "../../domain/settings/site-settings";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { LucyAssistant } from "../services/ask-lucy";
import { problem } from "./problem";

/** Text the widget shows when the assistant is switched off (DECISIONS 18). */
export const CHAT_UNAVAILABLE_MESSAGE = "Chat momentan nicht verfügbar";

/**
 * Backend functions (portal spec §7) under /api/functions/<name>. Only ai-chat-agent exists here; other names
 * answer 404 with 'Function not found', which the chat shows as its §8 text.
 */
export function createFunctionRoutes(deps: {
  assistant: LucyAssistant;
  getSettings: () => Promise<AssistantSettings>;
  clientIp: (request: Request) => string;
  perSession: RateLimiter;
  perIp: RateLimiter;
}) {
  const app = new Hono();

  app.post("/ai-chat-agent", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problem(c, 400, "Ungültige Anfrage", { error: "Die Anfrage ist kein gültiges JSON." });
    }
    const parsed = chatRequestSchema.safeParse(body);
    if (!parsed.success) {
      return problem(c, 400, "Ungültige Anfrage", {
        error: parsed.error.issues[0]?.message ?? "Ungültige Anfrage",
        errors: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      });
    }
    const settings = await deps.getSettings();
    if (!settings.enabled)
      return problem(c, 503, CHAT_UNAVAILABLE_MESSAGE, { error: CHAT_UNAVAILABLE_MESSAGE });

    for (const [limiter, key] of [
      [deps.perIp, deps.clientIp(c.req.raw)],
      [deps.perSession, parsed.data.sessionId],
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter.hit(key);
      if (!allowed) {
        c.header("Retry-After", String(retryAfterSeconds));
        return problem(c, 429, "Zu viele Anfragen", {
          error: "Sie haben sehr viele Fragen in kurzer Zeit gestellt. Bitte warten Sie einen Moment.",
        });
      }
    }

    const answer = await deps.assistant.ask(parsed.data);
    return c.json({
      response: answer.response,
      sessionId: answer.sessionId,
      hasKnowledge: answer.hasKnowledge,
    });
  });

  app.all("/*", (c) => problem(c, 404, "Function not found", { error: "Function not found" }));
  return app;
}
