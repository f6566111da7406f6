import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { grantsAdmin, PRIVILEGED_SESSION_HOURS } from "../../../domain/accounts/roles";
import type { Database } from "../db/client";
import { authAccounts, profiles, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { AuthRateLimitStorage } from "../rate-limit/rate-limit-store";
import { hashPassword, verifyPassword } from "./password-hash";

/** Header the app overwrites with the client address before Better Auth sees the request (never client-set). */
export const AUTH_CLIENT_IP_HEADER = "x-pkv-client-ip";

export interface AuthOptions {
  db: Database;
  /** Where the account mails go: the delivery queue (server/composition/accounts-module.ts). */
  mailer: Pick<Mailer, "send">;
  secret: string;
  /** External address (PUBLIC_URL) or http://localhost:PORT: Better Auth builds its links on it. */
  baseUrl: string;
  /** A link Better Auth built on `baseUrl`, as the e-mail shows it (docs/security.md#links-in-e-mails). */
  mailLink?: (url: string) => string;
  siteName: string;
  adminEmails: readonly string[];
  /** Better Auth's own per-IP limits; explicit in every environment. */
  rateLimit?: { window: number; max: number; signInMax: number };
  /** A shared store for those limits (RATE_LIMIT_STORE=postgres|redis); without it they count in this process. */
  rateLimitStorage?: AuthRateLimitStorage;
  /** Called after a password was reset through the e-mail link (the sign-in limits open the account again). */
  onPasswordReset?: (user: { email: string }) => Promise<void>;
}

/** Better Auth: e-mail + password, e-mail verification, password reset, HttpOnly session cookies. */
export function createAuth(options: AuthOptions) {
  const https = options.baseUrl.startsWith("https://");
  // Behind https the session cookie is __Host- (Secure, Path=/, no Domain); on plain http a normal HttpOnly cookie.
  const cookieName = (name: string) => ({
    name: `${https ? "__Host-" : ""}pkv.${name}`,
    attributes: { secure: https, path: "/", sameSite: "lax" as const, httpOnly: true },
  });
  const limits = options.rateLimit ?? { window: 60, max: 60, signInMax: 10 };
  const mailLink = options.mailLink ?? ((url: string) => url);

  return betterAuth({
    appName: options.siteName,
    logger: { level: "error" },
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
    }),
    trustedOrigins: (request) => [
      new URL(options.baseUrl).origin,
      request ? new URL(request.url).origin : null,
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await options.onPasswordReset?.(user);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, url }) => {
        await options.mailer.send({
          to: user.email,
          subject: `${options.siteName}: Passwort zurücksetzen`,
          text: `Guten Tag,\n\nSie haben angefordert, Ihr Passwort zurückzusetzen. Öffnen Sie diesen Link (gültig 60 Minuten):\n\n${mailLink(url)}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail.\n\nIhr ${options.siteName}-Team`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await options.mailer.send({
          to: user.email,
          subject: `${options.siteName}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
          text: `Guten Tag,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (gültig 24 Stunden):\n\n${mailLink(url)}\n\nIhr ${options.siteName}-Team`,
        });
      },
    },
    // No sliding refresh: a refresh would extend the 12-hour sessions of admins and brokers to the default.
    session: { expiresIn: 7 * 24 * 60 * 60, disableSessionRefresh: true },
    rateLimit: {
      enabled: true,
      storage: "memory",
      ...(options.rateLimitStorage ? { customStorage: options.rateLimitStorage } : {}),
      window: limits.window,
      max: limits.max,
      customRules: {
        "/sign-in/email": { window: limits.window, max: limits.signInMax },
        "/request-password-reset": { window: limits.window, max: 5 },
        "/reset-password": { window: limits.window, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_IP_HEADER] },
      useSecureCookies: false,
      cookies: {
        session_token: cookieName("session_token"),
        session_data: cookieName("session_data"),
        dont_remember: cookieName("dont_remember"),
        account_data: cookieName("account_data"),
      },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          // Admins, brokers and insurers get 12-hour sessions.
          before: async (session) => {
            const [row] = await options.db
              .select({
                email: users.email,
                emailVerified: users.emailVerified,
                userType: profiles.userType,
                profileIsAdmin: profiles.isAdmin,
              })
              .from(users)
              .leftJoin(profiles, eq(profiles.id, users.id))
              .where(eq(users.id, session.userId));
            const privileged =
              row !== undefined &&
              (grantsAdmin(row, options.adminEmails) ||
                (row.userType !== null && row.userType !== "private"));
            if (!privileged) return;
            const cap = new Date(Date.now() + PRIVILEGED_SESSION_HOURS * 60 * 60 * 1000);
            return { data: { ...session, expiresAt: session.expiresAt < cap ? session.expiresAt : cap } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Sends the e-mail confirmation link of a new account, exactly as Better Auth's sign-up would (same token, same
 * mail). The registration creates the account itself, in one transaction with the phone check and the licence
 * claim (docs/decisions/014-accounts-and-production-mode.md), so Better Auth's sign-up endpoint is not used.
 */
export async function sendConfirmationMail(
  auth: Auth,
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date; updatedAt: Date },
  callbackURL: string,
): Promise<void> {
  const context = await auth.$context;
  const send = context.options.emailVerification?.sendVerificationEmail;
  if (!send) throw new Error("e-mail verification is not configured");
  const token = await createEmailVerificationToken(
    context.secret,
    user.email,
    undefined,
    context.options.emailVerification?.expiresIn,
    { userId: user.id },
  );
  const url = `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
  await send({ user, url, token });
}
