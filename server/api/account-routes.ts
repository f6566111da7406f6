import { type Context, Hono } from "hono";
import { accountMessages as m } from "../../domain/accounts/messages";
import {
  firstIssue,
  resetPasswordSchema,
  sendVerificationSchema,
  verifyCodeSchema,
} from "../../domain/accounts/registration";
import { canAccess } from "../../domain/accounts/roles";
import { AUTH_CLIENT_IP_HEADER, type Auth } from "../adapters/auth/auth";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { AccountServices, SessionViewer } from "../services/accounts";
import type { PhoneVerification } from "../services/phone-verification";
import { problem } from "./problem";

export interface AccountRoutesDeps {
  auth: Auth;
  services: AccountServices;
  phone: PhoneVerification;
  clientIp: (request: Request) => string;
  /** Failed sign-ins per account (e-mail) and per client address. */
  failedLoginsPerAccount: RateLimiter;
  failedLoginsPerIp: RateLimiter;
  /** Code checks per client address. */
  codeChecksPerIp: RateLimiter;
  /** Dev outbox at GET /api/dev/outbox (no real provider configured, not production). */
  outboxEnabled: boolean;
  providers: { mail: string; sms: string };
}

/** Better Auth endpoints reachable from outside; sign-up goes through /api/accounts/register. */
const AUTH_ROUTES: Array<[string, RegExp]> = [
  ["POST", /^\/api\/auth\/sign-in\/email$/],
  ["POST", /^\/api\/auth\/sign-out$/],
  ["GET", /^\/api\/auth\/get-session$/],
  ["GET", /^\/api\/auth\/verify-email$/],
  ["POST", /^\/api\/auth\/send-verification-email$/],
  ["POST", /^\/api\/auth\/request-password-reset$/],
  ["GET", /^\/api\/auth\/reset-password\/[^/]+$/],
  ["POST", /^\/api\/auth\/reset-password$/],
];

const WRONG_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
const lockedMessage = (seconds: number) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(seconds / 60)} Minuten erneut.`;

async function readJson(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = await c.req.raw.clone().json();
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createAccountRoutes(deps: AccountRoutesDeps) {
  const app = new Hono<{ Variables: { viewer: SessionViewer } }>();

  /** Hands a request to Better Auth with the client address in a header we always overwrite. */
  const toAuth = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(AUTH_CLIENT_IP_HEADER, deps.clientIp(request));
    return deps.auth.handler(new Request(request, { headers }));
  };

  /** Sign-in with failure limits per account and per IP (lock-out for the rest of the window). */
  async function signIn(
    c: Context,
    request: Request,
    email: string,
    onSuccess?: (response: Response) => Promise<Response>,
  ) {
    const account = `login:${email.trim().toLowerCase()}`;
    const ip = `login-ip:${deps.clientIp(c.req.raw)}`;
    for (const [limiter, key] of [
      [deps.failedLoginsPerAccount, account],
      [deps.failedLoginsPerIp, ip],
    ] as const) {
      const state = await limiter.check(key);
      if (state.blocked) {
        c.header("Retry-After", String(state.retryAfterSeconds));
        return problem(c, 429, "Zu viele Versuche", { error: lockedMessage(state.retryAfterSeconds) });
      }
    }
    const response = await toAuth(request);
    if (response.status === 401 || response.status === 403) {
      await deps.failedLoginsPerAccount.hit(account);
      await deps.failedLoginsPerIp.hit(ip);
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      const message = body.code === "EMAIL_NOT_VERIFIED" ? m.genericError : WRONG_CREDENTIALS;
      return problem(c, 401, "Anmeldung fehlgeschlagen", { error: message });
    }
    if (response.status === 429) {
      return problem(c, 429, "Zu viele Versuche", { error: m.tooManyAttempts });
    }
    if (response.ok) {
      await deps.failedLoginsPerAccount.reset(account);
      return onSuccess ? onSuccess(response) : response;
    }
    return response;
  }

  app.use("*", async (c, next) => {
    c.set("viewer", await deps.services.getViewer(c.req.raw.headers));
    await next();
  });

  app.all("/auth/*", async (c) => {
    const allowed = AUTH_ROUTES.some(
      ([method, pattern]) => method === c.req.method && pattern.test(c.req.path),
    );
    if (!allowed) return problem(c, 404, "Nicht gefunden");
    if (c.req.path.endsWith("/sign-in/email")) {
      const body = await readJson(c);
      return signIn(c, c.req.raw, typeof body.email === "string" ? body.email : "");
    }
    if (c.req.method === "POST" && c.req.path.endsWith("/reset-password")) {
      const body = await readJson(c);
      const parsed = resetPasswordSchema.safeParse({
        password: body.newPassword,
        confirmPassword: body.newPassword,
        token: body.token,
      });
      if (!parsed.success) return problem(c, 400, "Ungültiges Passwort", { error: firstIssue(parsed.error) });
    }
    return toAuth(c.req.raw);
  });

  // Backend functions (portal.md §7): phone verification.
  app.post("/functions/send-verification", async (c) => {
    const parsed = sendVerificationSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ error: firstIssue(parsed.error) }, 400);
    const result = await deps.phone.send(parsed.data.phone, deps.clientIp(c.req.raw));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ success: true });
  });

  app.post("/functions/verify-code", async (c) => {
    const limit = await deps.codeChecksPerIp.hit(`code:${deps.clientIp(c.req.raw)}`);
    if (!limit.allowed) return c.json({ verified: false, error: m.tooManyAttempts }, 429);
    const parsed = verifyCodeSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ verified: false, error: firstIssue(parsed.error) }, 400);
    const result = await deps.phone.verify(parsed.data.phone, parsed.data.code);
    return c.json({ verified: result.verified, error: result.error ?? null }, result.status);
  });

  app.post("/accounts/register", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(AUTH_CLIENT_IP_HEADER, deps.clientIp(c.req.raw));
    const result = await deps.services.register(await readJson(c), headers);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ success: true, email: result.value.email });
  });

  app.get("/accounts/me", (c) => c.json({ viewer: c.get("viewer") }));

  // Admin sign-in (portal.md §4): sign in, then check the admin flag on the server; non-admins are signed out.
  app.post("/admin/login", async (c) => {
    const body = await readJson(c);
    const email = typeof body.email === "string" ? body.email : "";
    if (!email || typeof body.password !== "string" || !body.password) {
      return problem(c, 400, "Anmeldung fehlgeschlagen", { error: m.adminLoginFailedDescription });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    const request = new Request(new URL("/api/auth/sign-in/email", c.req.url), {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: body.password }),
    });
    return signIn(c, request, email, async (response) => {
      const headers = new Headers();
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        if (pair) headers.append("cookie", pair);
      }
      const viewer = await deps.services.getViewer(headers);
      if (viewer.kind === "user" && viewer.isAdmin) return response;
      await deps.auth.api.signOut({ headers }).catch(() => undefined);
      return problem(c, 403, m.noAdminAccess, { error: m.noAdminAccess });
    });
  });

  const requireArea =
    (area: "private" | "broker" | "admin" | "signed-in") =>
    async (c: Context<{ Variables: { viewer: SessionViewer } }>, next: () => Promise<void>) => {
      const viewer = c.get("viewer");
      if (viewer.kind === "anonymous") return problem(c, 401, m.pleaseSignIn, { error: m.pleaseSignIn });
      if (area !== "signed-in" && !canAccess(viewer, area)) {
        return problem(c, 403, m.accessDenied, { error: m.accessDenied });
      }
      await next();
    };

  const userOf = (c: Context<{ Variables: { viewer: SessionViewer } }>) => {
    const viewer = c.get("viewer");
    if (viewer.kind !== "user") throw new Error("signed-in route without viewer");
    return viewer;
  };

  app.get("/accounts/profile", requireArea("private"), async (c) => {
    const profile = await deps.services.getProfile(userOf(c).userId);
    if (!profile) return problem(c, 404, m.profileNotFound, { error: m.profileNotFound });
    return c.json({ profile });
  });

  app.put("/accounts/profile", requireArea("private"), async (c) => {
    const viewer = userOf(c);
    const result = await deps.services.updateProfile(viewer.userId, viewer.email, await readJson(c));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ success: true, message: m.profileSaved });
  });

  app.get("/accounts/comparisons", requireArea("private"), async (c) =>
    c.json({ comparisons: await deps.services.listComparisons(userOf(c).userId) }),
  );

  app.get("/accounts/export", requireArea("signed-in"), async (c) => {
    const data = await deps.services.exportData(userOf(c).userId);
    if (!data) return problem(c, 404, m.userNotFound, { error: m.userNotFound });
    c.header("Content-Disposition", 'attachment; filename="meine-daten.json"');
    c.header("Cache-Control", "no-store");
    return c.json(data);
  });

  app.delete("/accounts", requireArea("signed-in"), async (c) => {
    const deleted = await deps.services.deleteAccount(userOf(c).userId);
    if (!deleted) return problem(c, 404, m.userNotFound, { error: m.userNotFound });
    for (const cookie of ["pkv.session_token", "__Host-pkv.session_token"]) {
      c.header(
        "Set-Cookie",
        `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.startsWith("__Host-") ? "; Secure" : ""}`,
        {
          append: true,
        },
      );
    }
    return c.json({ success: true });
  });

  app.get("/broker/dashboard", requireArea("broker"), async (c) =>
    c.json(await deps.services.brokerDashboard(userOf(c).userId)),
  );

  app.get("/admin/overview", requireArea("admin"), (c) =>
    c.json({ sections: ["kvr", "appearance", "seo", "maintenance", "ai"] }),
  );

  app.get("/dev/outbox", async (c) => {
    if (!deps.outboxEnabled) return problem(c, 404, "Nicht gefunden");
    return c.json({
      note: "Kein echter Mail- oder SMS-Anbieter konfiguriert: Nachrichten landen hier.",
      providers: deps.providers,
      messages: await deps.services.listOutbox(),
    });
  });

  return app;
}
