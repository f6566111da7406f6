import { Hono } from "hono";
import { chatRequestSchema } from "../../domain/assistant/chat-input";
import { AppError } from "../../domain/errors/app-error";
import { validationFailed } from "../../domain/errors/field-errors";
import type { AssistantSettings } from "../../domain/settings/site-settings";
import { readJsonBody } from "../http/read-body";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { LucyAssistant } from "../services/ask-lucy";

/** Text the widget shows when the assistant is switched off (docs/decisions/009-assistant.md). */
export const CHAT_UNAVAILABLE_MESSAGE = "Chat momentan nicht verfügbar";
export const CHAT_RATE_LIMITED_MESSAGE =
  "Sie haben sehr viele Fragen in kurzer Zeit gestellt. Bitte warten Sie einen Moment.";

/**
 * Backend functions (docs/product/assistant.md) under /api/functions/<name>. Only ai-chat-agent exists here (the phone
 * verification functions live with the account routes); other names answer `function-not-found`, which the
 * chat shows as its §8 text.
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
    const parsed = chatRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues);
    }
    const settings = await deps.getSettings();
    if (!settings.enabled) throw new AppError("chat-unavailable", { detail: CHAT_UNAVAILABLE_MESSAGE });

    for (const [limiter, key] of [
      [deps.perIp, deps.clientIp(c.req.raw)],
      [deps.perSession, parsed.data.sessionId],
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter.hit(key);
      if (!allowed) {
        throw new AppError("rate-limited", { detail: CHAT_RATE_LIMITED_MESSAGE, retryAfterSeconds });
      }
    }

    const answer = await deps.assistant.ask(parsed.data);
    return c.json({
      response: answer.response,
      sessionId: answer.sessionId,
      hasKnowledge: answer.hasKnowledge,
    });
  });

  app.all("/*", () => {
    throw new AppError("function-not-found");
  });
  return app;
}
