import { Hono } from "hono";
import { LUCY_AI_NOTICE } from "../../../domain/assistant/ai-notice";
import { chatRequestSchema } from "../../../domain/assistant/chat-input";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { engineCredentialsSchema, kvrServiceRequestSchema } from "../../../domain/kvr-console/requests";
import type { AssistantSettings } from "../../../domain/settings/site-settings";
import { requireViewer, type SessionViewer } from "../../areas/accounts";
import type { LucyAssistant } from "../../areas/assistant";
import type { Comparisons } from "../../areas/comparisons";
import type { KvrConsole } from "../../areas/kvr-console";
import type { RateLimiter } from "../../ports/rate-limiter";
import { readJsonBody } from "../http/read-body";

/** Text the widget shows when the assistant is switched off (docs/decisions/009-assistant.md). */
const CHAT_UNAVAILABLE_MESSAGE = "Chat momentan nicht verfügbar";
const CHAT_RATE_LIMITED_MESSAGE =
  "Sie haben sehr viele Fragen in kurzer Zeit gestellt. Bitte warten Sie einen Moment.";

/** Toast of a successful credentials update (docs/product/rating-engine.md#credentials). */
const CREDENTIALS_UPDATED_MESSAGE = "Zugangsdaten aktualisiert";

/**
 * Backend functions (docs/product/assistant.md) under /api/functions/<name>: ai-chat-agent, and for admins the
 * developer console's kvr-service and update-kvr-credentials (docs/decisions/018-admin-area.md); the phone
 * verification functions live with the account routes. Other names answer `function-not-found`, which the
 * chat shows as its text (docs/product/errors.md#assistant).
 */
export function createFunctionRoutes(deps: {
  assistant: LucyAssistant;
  getSettings: () => Promise<AssistantSettings>;
  clientIp: (request: Request) => string;
  perSession: RateLimiter;
  perIp: RateLimiter;
  /** The signed-in viewer of a request (admin functions are checked on the server). */
  getViewer: (headers: Headers) => Promise<SessionViewer>;
  /** The comparisons as one request sees them (server/areas/comparisons/request-comparisons.ts). */
  comparisonsFor: (request: Request, ownerId: () => Promise<string | undefined>) => Comparisons;
  /** The developer console's backend; absent: the console functions answer `service-unavailable`. */
  kvrConsole?: KvrConsole;
}) {
  const app = new Hono();
  const adminOf = async (request: Request) => requireViewer(await deps.getViewer(request.headers), "admin");
  const consoleOf = () => {
    if (!deps.kvrConsole) throw new AppError("service-unavailable");
    return deps.kvrConsole;
  };

  // Admins only (docs/decisions/018-admin-area.md): the raw engine answers, and the engine's credentials.
  app.post("/kvr-service", async (c) => {
    await adminOf(c.req.raw);
    const parsed = kvrServiceRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw validationFailed(parsed.error.issues);
    return c.json(await consoleOf().run(parsed.data));
  });

  app.post("/update-kvr-credentials", async (c) => {
    const admin = await adminOf(c.req.raw);
    const parsed = engineCredentialsSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw validationFailed(parsed.error.issues);
    await consoleOf().updateCredentials(parsed.data, { id: admin.userId, email: admin.email });
    return c.json({ success: true, message: CREDENTIALS_UPDATED_MESSAGE });
  });

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

    // A signed-in asker's session is linked to the account (exported and deleted with it).
    const viewer = await deps.getViewer(c.req.raw.headers);
    const userId = viewer.kind === "user" ? viewer.userId : undefined;
    // The comparisons as this request sees them: the page's comparison only if it is the viewer's, a dialogue's
    // new comparison owned by the viewer and counted against the address's limit like the form's.
    const answer = await deps.assistant.ask(parsed.data, {
      userId,
      comparisons: deps.comparisonsFor(c.req.raw, async () => userId),
    });
    return c.json({
      response: answer.response,
      sessionId: answer.sessionId,
      hasKnowledge: answer.hasKnowledge,
      ...(answer.links ? { links: answer.links } : {}),
      writtenByLlm: answer.writtenByLlm ?? false,
      // For clients with their own chat window: the notice to show at the first interaction.
      aiNotice: LUCY_AI_NOTICE,
      ...(answer.dialogueOpen ? { dialogueOpen: true } : {}),
    });
  });

  app.all("/*", () => {
    throw new AppError("function-not-found");
  });
  return app;
}
