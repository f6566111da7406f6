import { createAuth } from "../adapters/auth/auth";
import type { Database } from "../adapters/db/client";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../adapters/mail/mailer";
import {
  createAuthRateLimitStorage,
  createMemoryRateLimits,
  type RateLimits,
} from "../adapters/rate-limit/rate-limit-store";
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from "../adapters/sms/sms-sender";
import {
  type AccountServices,
  accountLoginKey,
  createAccountServices,
  createPhoneVerification,
  createSignInLimits,
} from "../areas/accounts";
import { createDeliveryQueue, type DeliveryQueue, randomDeliveryKey } from "../areas/delivery";
import { linkBaseFor, rebaseLink } from "../transport/http/link-base";
import { type Env, publicBaseUrl } from "./env";

export type AccountsEnv = Pick<
  Env,
  | "NODE_ENV"
  | "PORT"
  | "PUBLIC_URL"
  | "baseUrl"
  | "demoMode"
  | "SITE_NAME"
  | "ADMIN_EMAILS"
  | "MAIL_PROVIDER"
  | "SMTP_HOST"
  | "SMTP_PORT"
  | "SMTP_SECURE"
  | "SMTP_USER"
  | "SMTP_PASSWORD"
  | "MAIL_FROM"
  | "SMS_PROVIDER"
  | "SMS_API_URL"
  | "SMS_API_TOKEN"
  | "SMS_SENDER"
> & { demoMode: boolean };

export function createMailer(env: AccountsEnv, db: Database): Mailer {
  if (env.MAIL_PROVIDER === "smtp" && env.SMTP_HOST) {
    return createSmtpMailer({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
      from: env.MAIL_FROM,
    });
  }
  return createOutboxMailer(db);
}

export function createSmsSender(env: AccountsEnv, db: Database): SmsSender {
  if (env.SMS_PROVIDER === "http" && env.SMS_API_URL) {
    return createHttpSmsSender({ url: env.SMS_API_URL, token: env.SMS_API_TOKEN, sender: env.SMS_SENDER });
  }
  return createOutboxSmsSender(db);
}

/**
 * Complete registration attempts per client address (docs/decisions/014-accounts-and-production-mode.md): a
 * household or an office registers a few accounts; probing needs far more (and a verified phone per answer anyway).
 */
export const REGISTRATION_LIMIT = { max: 20, windowMs: 15 * 60 * 1000, refusesOn: "hit" } as const;

/**
 * Everything of the accounts (docs/product/accounts.md) the app needs: Better Auth, providers and the account
 * services (app.ts mounts the routes).
 */
export function createAccountsModule(options: {
  env: AccountsEnv;
  db: Database;
  secret: string;
  now?: () => number;
  /** The store of the lock-outs and code-check limits (default: this process's memory). */
  rateLimits?: RateLimits;
  /** Better Auth's per-IP limits (tests lower them). */
  authRateLimit?: { window: number; max: number; signInMax: number };
  /**
   * The delivery queue of account mails and SMS codes (docs/architecture.md#delivery-queue); by default one
   * without a worker of its own (the messages wait for a worker, as in tests).
   */
  deliveries?: DeliveryQueue;
}) {
  const { env, db } = options;
  const now = options.now ?? Date.now;
  const rateLimits = options.rateLimits ?? createMemoryRateLimits({ now });
  const mailer = createMailer(env, db);
  const linkBase = linkBaseFor(env);
  const sms = createSmsSender(env, db);
  const deliveries = options.deliveries ?? createDeliveryQueue({ now });
  const signInLimits = createSignInLimits(rateLimits);
  const auth = createAuth({
    db,
    // Account mails (confirmation, password reset) go to the queue right after Better Auth's own writes; the
    // request does not wait for SMTP.
    mailer: {
      async send(message) {
        const { to, subject, text } = message;
        await deliveries.enqueue(db, {
          channel: "mail",
          key: randomDeliveryKey("account-mail"),
          to,
          subject,
          text,
        });
        deliveries.kick();
      },
    },
    secret: options.secret,
    baseUrl: publicBaseUrl(env),
    mailLink: (url) => rebaseLink(url, publicBaseUrl(env), linkBase()),
    siteName: env.SITE_NAME,
    adminEmails: env.ADMIN_EMAILS,
    rateLimit: options.authRateLimit,
    // A shared store (postgres, redis) holds Better Auth's per-IP limits too; memory keeps its own counters.
    rateLimitStorage: rateLimits.kind === "memory" ? undefined : createAuthRateLimitStorage(rateLimits),
    // A new password always opens the account again from any address
    // (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins).
    onPasswordReset: (user) => signInLimits.failedLoginsPerAccount.reset(accountLoginKey(user.email)),
  });
  const phone = createPhoneVerification({
    db,
    deliveries,
    secret: options.secret,
    siteName: env.SITE_NAME,
    now,
    onRefusal: (limit) => rateLimits.refused?.(limit),
  });
  const window = 15 * 60 * 1000;
  const services: AccountServices = createAccountServices({
    db,
    auth,
    phone,
    adminEmails: env.ADMIN_EMAILS,
    now,
    limits: {
      ...signInLimits,
      codeChecksPerIp: rateLimits.limiter("code-checks-ip", { max: 30, windowMs: window, refusesOn: "hit" }),
      registrationsPerIp: rateLimits.limiter("register", REGISTRATION_LIMIT),
    },
  });
  /** The dev outbox is readable only in demo mode (DEMO_MODE; default outside production), without real providers. */
  const outboxEnabled = (mailer.kind === "outbox" || sms.kind === "outbox") && env.demoMode;
  return {
    auth,
    services,
    outboxEnabled,
    providers: { mail: mailer.kind, sms: sms.kind },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
