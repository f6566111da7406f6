import { describe, expect, it } from "vitest";
import type { Database } from "../adapters/db/client";
import { createAccountsModule, createMailer, createSmsSender } from "./accounts-module";
import { EnvError, parseEnv } from "./env";

const db = {} as Database;
const secret = "unit-secret-0123456789abcdef0123456789";

describe("mail and SMS provider settings", () => {
  it("falls back to the dev outbox and validates provider names and required settings", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(createMailer(env, db).kind).toBe("outbox");
    expect(createSmsSender(env, db).kind).toBe("outbox");
    expect(() => parseEnv({ MAIL_PROVIDER: "smpt" })).toThrow(EnvError);
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrow(EnvError);
    expect(() => parseEnv({ MAIL_PROVIDER: "smtp" })).toThrow(/SMTP_HOST/);
    expect(() => parseEnv({ SMS_PROVIDER: "http" })).toThrow(/SMS_API_URL/);
    expect(() => parseEnv({ SMS_PROVIDER: "http", SMS_API_URL: "kein-url" })).toThrow(/SMS_API_URL/);
  });

  it("uses the real providers when configured", () => {
    const env = parseEnv({
      NODE_ENV: "development",
      MAIL_PROVIDER: "smtp",
      SMTP_HOST: "smtp.example.de",
      SMTP_PORT: "465",
      SMTP_SECURE: "true",
      SMS_PROVIDER: "http",
      SMS_API_URL: "https://sms.example.de/send",
    });
    expect(createMailer(env, db).kind).toBe("smtp");
    expect(createSmsSender(env, db).kind).toBe("http");
  });

  it("offers the dev outbox only outside production or in the demo without real providers", () => {
    const module = (source: Record<string, string>) =>
      createAccountsModule({ env: parseEnv(source), db, secret }).outboxEnabled;
    expect(module({ NODE_ENV: "test", SITE_PASSWORD: "x" })).toBe(true);
    expect(module({ NODE_ENV: "production", DEMO_MODE: "true" })).toBe(true); // explicit demo mode
    const production = {
      NODE_ENV: "production",
      APP_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://www.pkv-lotse.example",
      KVR_PASSWORD: "eigenes-engine-passwort",
      // Even where the outbox is allowed to collect the messages, production never serves it.
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    // Production never serves the outbox, with or without a gate
    // (docs/decisions/014-accounts-and-production-mode.md).
    expect(module({ ...production, SITE_PASSWORD: "x" })).toBe(false);
    expect(module({ ...production, SITE_PASSWORD: "" })).toBe(false);
    expect(
      module({
        NODE_ENV: "test",
        MAIL_PROVIDER: "smtp",
        SMTP_HOST: "smtp.example.de",
        SMS_PROVIDER: "http",
        SMS_API_URL: "https://sms.example.de/send",
      }),
    ).toBe(false);
  });
});
