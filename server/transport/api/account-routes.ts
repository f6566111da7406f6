import { type Context, Hono, type MiddlewareHandler } from "hono";
import { accountMessages as m } from "../../../domain/accounts/messages";
import type { Area } from "../../../domain/accounts/roles";
import { AppError } from "../../../domain/errors/app-error";
import type { Auth } from "../../adapters/auth/auth";
import { forwardToAuth } from "../../adapters/auth/auth-calls";
import {
  type AccountServices,
  authFailure,
  requireViewer,
  type SessionViewer,
  type SignedInViewer,
} from "../../areas/accounts";
import type { Caller } from "../../ports/caller";
import { readJsonFields } from "../http/read-body";

export interface AccountRoutesDeps {
  auth: Auth;
  services: AccountServices;
  clientIp: (request: Request) => string;
  /** Who sends a request (server/ports/caller.ts): what the account services take. */
  callerOf: (request: Request) => Caller;
  /** Dev outbox at GET /api/dev/outbox (no real provider configured, not production). */
  outboxEnabled: boolean;
  providers: { mail: string; sms: string };
}

/** Better Auth endpoints reachable from outside; sign-up goes through /api/accounts/register. */
export const AUTH_ROUTES: ReadonlyArray<[string, RegExp]> = [
  ["POST", /^\/api\/auth\/sign-in\/email$/],
  ["POST", /^\/api\/auth\/sign-out$/],
  ["GET", /^\/api\/auth\/get-session$/],
  ["GET", /^\/api\/auth\/verify-email$/],
  ["POST", /^\/api\/auth\/send-verification-email$/],
  ["POST", /^\/api\/auth\/request-password-reset$/],
  ["GET", /^\/api\/auth\/reset-password\/[^/]+$/],
  ["POST", /^\/api\/auth\/reset-password$/],
];

type ViewerEnv = { Variables: { viewer: SessionViewer } };

/**
 * The accounts' JSON API (mounted at /api): Better Auth's endpoints, the phone-code functions, registration,
 * profile, DSGVO export and deletion, the admin overview (the broker dashboard is the /broker-dashboard route's
 * loader). The routes are thin: the account services hold the rules (the same ones the React Router actions call),
 * failures are AppErrors.
 */
export function createAccountRoutes(deps: AccountRoutesDeps) {
  const app = new Hono<ViewerEnv>();
  const { services } = deps;

  /** The session lookup, only on the routes that need the viewer. */
  const withViewer: MiddlewareHandler<ViewerEnv> = async (c, next) => {
    c.set("viewer", await services.getViewer(c.req.raw.headers));
    await next();
  };
  const requireArea =
    (area: Area | "signed-in"): MiddlewareHandler<ViewerEnv> =>
    async (c, next) => {
      c.set("viewer", requireViewer(await services.getViewer(c.req.raw.headers), area));
      await next();
    };
  const userOf = (c: Context<ViewerEnv>): SignedInViewer => requireViewer(c.get("viewer"), "signed-in");

  app.all("/auth/*", async (c) => {
    const allowed = AUTH_ROUTES.some(
      ([method, pattern]) => method === c.req.method && pattern.test(c.req.path),
    );
    if (!allowed) throw new AppError("not-found");
    const path = c.req.path.slice("/api/auth".length);
    if (path === "/sign-in/email") {
      return withoutSessionToken(
        (await services.signIn(deps.callerOf(c.req.raw), await readJsonFields(c))).response,
      );
    }
    if (c.req.method === "POST" && path === "/reset-password") {
      const body = await readJsonFields(c);
      return services.resetPassword(deps.callerOf(c.req.raw), {
        password: body.newPassword,
        confirmPassword: body.newPassword,
        token: body.token,
      });
    }
    if (path === "/request-password-reset") {
      return services.requestPasswordReset(deps.callerOf(c.req.raw), await readJsonFields(c));
    }
    const response = await forwardToAuth(deps.auth, c.req.raw, deps.clientIp(c.req.raw));
    if (response.status >= 400) throw await authFailure(response);
    return withoutSessionToken(response);
  });

  // Backend functions (docs/product/accounts.md#account-api): phone verification.
  app.post("/functions/send-verification", async (c) => {
    await services.sendVerificationCode(deps.callerOf(c.req.raw), await readJsonFields(c));
    return c.json({ success: true });
  });

  app.post("/functions/verify-code", async (c) => {
    await services.verifyCode(deps.callerOf(c.req.raw), await readJsonFields(c));
    return c.json({ verified: true, error: null });
  });

  app.post("/accounts/register", async (c) => {
    const { email } = await services.register(deps.callerOf(c.req.raw), await readJsonFields(c));
    return c.json({ success: true, email });
  });

  app.get("/accounts/me", withViewer, (c) => c.json({ viewer: c.get("viewer") }));

  // Admin sign-in (docs/product/accounts.md#sign-in-and-registration): sign in, then check the admin flag on the server; non-admins are signed out.
  app.post("/admin/login", async (c) =>
    withoutSessionToken(
      (await services.adminSignIn(deps.callerOf(c.req.raw), await readJsonFields(c))).response,
    ),
  );

  app.get("/accounts/profile", requireArea("private"), async (c) => {
    const profile = await services.getProfile(userOf(c).userId);
    if (!profile) throw new AppError("profile-not-found");
    return c.json({ profile });
  });

  app.put("/accounts/profile", requireArea("private"), async (c) => {
    const viewer = userOf(c);
    await services.updateProfile(viewer.userId, viewer.email, await readJsonFields(c));
    return c.json({ success: true, message: m.profileSaved });
  });

  app.get("/accounts/comparisons", requireArea("private"), async (c) =>
    c.json({ comparisons: await services.listComparisons(userOf(c).userId) }),
  );

  app.get("/accounts/export", requireArea("signed-in"), async (c) => {
    const data = await services.exportData(userOf(c).userId);
    if (!data) throw new AppError("user-not-found");
    c.header("Content-Disposition", 'attachment; filename="meine-daten.json"');
    c.header("Cache-Control", "no-store");
    return c.json(data);
  });

  app.delete("/accounts", requireArea("signed-in"), async (c) => {
    const deleted = await services.deleteAccount(userOf(c).userId);
    if (!deleted) throw new AppError("user-not-found");
    for (const cookie of ["pkv.session_token", "__Host-pkv.session_token"]) {
      c.header(
        "Set-Cookie",
        `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.startsWith("__Host-") ? "; Secure" : ""}`,
        { append: true },
      );
    }
    return c.json({ success: true });
  });

  app.get("/admin/overview", requireArea("admin"), (c) =>
    c.json({ sections: ["kvr", "appearance", "seo", "maintenance", "ai"] }),
  );

  app.get("/dev/outbox", async (c) => {
    if (!deps.outboxEnabled) throw new AppError("not-found");
    return c.json({
      note: "Kein echter Mail- oder SMS-Anbieter konfiguriert: Nachrichten landen hier.",
      providers: deps.providers,
      messages: await services.listOutbox(),
    });
  });

  return app;
}

/**
 * Better Auth answers a sign-in with the session token in the JSON body too (`token`), and `get-session` with it
 * in the session (`session.token`). The browser needs only the HttpOnly cookie, and script on the page must not see
 * the token: every Better Auth answer of ours goes out without it (docs/security.md#v3-session-management).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as unknown;
  if (body === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withoutTokenFields(body)), { status: response.status, headers });
}

/** The answer without its `token` and its session's `token`; anything else as it was. */
function withoutTokenFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (typeof session === "object" && session !== null && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}
