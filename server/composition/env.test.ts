import { describe, expect, it } from "vitest";
import { DEMO_SITE_PASSWORD, EnvError, parseEnv as parseProcessEnv } from "./env";

/** Outside production (the production rules have their own tests below). */
const parseEnv = (source: Record<string, string | undefined>) =>
  parseProcessEnv({ NODE_ENV: "development", ...source });

const PRODUCTION = {
  NODE_ENV: "production",
  SITE_PASSWORD: "Geheim-123",
  APP_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://www.pkv-lotse.example",
  KVR_PASSWORD: "eigenes-engine-passwort",
  MAIL_PROVIDER: "smtp",
  SMTP_HOST: "smtp.example.de",
  SMS_PROVIDER: "http",
  SMS_API_URL: "https://sms.example.de/send",
};

describe("parseEnv", () => {
  it("runs the embedded demo without any variable outside production", () => {
    const env = parseEnv({});
    expect(env.demoMode).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.SITE_NAME).toBe("PKV-Lotse");
    expect(env.STORAGE_PROVIDER).toBe("local");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.sitePassword).toBe(DEMO_SITE_PASSWORD);
    expect(env.demoPassword).toBe(true);
  });

  it("switches the gate off with an empty SITE_PASSWORD and uses a configured one", () => {
    expect(parseEnv({ SITE_PASSWORD: "" }).sitePassword).toBeUndefined();
    const configured = parseEnv({ SITE_PASSWORD: "geheim" });
    expect(configured.sitePassword).toBe("geheim");
    expect(configured.demoPassword).toBe(false);
  });

  it("fails with a clear message for a mistyped provider", () => {
    expect(() => parseEnv({ STORAGE_PROVIDER: "s4" })).toThrow(EnvError);
    expect(() => parseEnv({ STORAGE_PROVIDER: "s4" })).toThrow(/STORAGE_PROVIDER/);
  });

  it("requires credentials for S3 and a shared secret for PostgreSQL", () => {
    expect(() => parseEnv({ STORAGE_PROVIDER: "s3" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://db/x" })).toThrow(/APP_SECRET/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/x", APP_SECRET: "x".repeat(32) })).toThrow(
      /DATABASE_URL/,
    );
    expect(parseEnv({ DATABASE_URL: "", APP_SECRET: undefined }).DATABASE_URL).toBeUndefined();
  });

  it("needs a password for an external rating engine and defaults to the embedded demo account", () => {
    expect(() => parseEnv({ KVR_URL: "https://kvr.example.de/service.asmx" })).toThrow(/KVR_PASSWORD/);
    expect(() => parseEnv({ KVR_URL: "kein-url", KVR_PASSWORD: "x" })).toThrow(/KVR_URL/);
    expect(() => parseEnv({ KVR_MANDANT_ID: "abc" })).toThrow(/KVR_MANDANT_ID/);
    const env = parseEnv({});
    expect([env.KVR_URL, env.KVR_MANDANT_ID, env.KVR_USERNAME, env.KVR_PASSWORD]).toEqual([
      undefined,
      "10000",
      "demo",
      undefined,
    ]);
  });

  it("configures Lucy's optional LLM: a model is required with a URL, the timeout has a default", () => {
    const plain = parseEnv({});
    expect([plain.LLM_BASE_URL, plain.LLM_MODEL, plain.LLM_TIMEOUT_MS]).toEqual([
      undefined,
      undefined,
      15_000,
    ]);
    expect(() => parseEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/LLM_MODEL/);
    expect(() => parseEnv({ LLM_BASE_URL: "kein-url", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
    expect(() => parseEnv({ LLM_TIMEOUT_MS: "10" })).toThrow(/LLM_TIMEOUT_MS/);
    const env = parseEnv({
      LLM_BASE_URL: "https://api.example.com/v1",
      LLM_MODEL: "m",
      LLM_TIMEOUT_MS: "8000",
    });
    expect([env.LLM_BASE_URL, env.LLM_MODEL, env.LLM_TIMEOUT_MS]).toEqual([
      "https://api.example.com/v1",
      "m",
      8000,
    ]);
  });

  it("parses admin addresses and rejects malformed ones", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Chef@Example.de, b@example.de " }).ADMIN_EMAILS).toEqual([
      "chef@example.de",
      "b@example.de",
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: "keine-adresse" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
  });

  // docs/decisions/014-accounts-and-production-mode.md
  describe("production without demo mode fails closed", () => {
    it("starts with the gate decided, a secret, the public address and own engine credentials", () => {
      const env = parseProcessEnv(PRODUCTION);
      expect(env.demoMode).toBe(false);
      expect(env.sitePassword).toBe("Geheim-123");
      expect(parseProcessEnv({ ...PRODUCTION, SITE_PASSWORD: "" }).sitePassword).toBeUndefined();
    });

    it("is production when NODE_ENV is not set at all", () => {
      expect(() => parseProcessEnv({})).toThrow(/SITE_PASSWORD/);
    });

    it("refuses to start without SITE_PASSWORD decided, APP_SECRET or PUBLIC_URL", () => {
      for (const name of ["SITE_PASSWORD", "APP_SECRET", "PUBLIC_URL"] as const) {
        const source: Record<string, string | undefined> = { ...PRODUCTION };
        delete source[name];
        expect(() => parseProcessEnv(source)).toThrow(EnvError);
        expect(() => parseProcessEnv(source)).toThrow(new RegExp(`${name}: .*Produktion`));
      }
    });

    it("refuses the documented demo credentials of the rating engine", () => {
      for (const KVR_PASSWORD of [undefined, "", "kvr-demo-2026"]) {
        expect(() => parseProcessEnv({ ...PRODUCTION, KVR_PASSWORD })).toThrow(
          /KVR_PASSWORD: .*Demo-Zugangsdaten/,
        );
      }
    });

    it("refuses the development outbox for mail or SMS unless explicitly allowed", () => {
      const { MAIL_PROVIDER: _mail, SMTP_HOST: _host, ...withoutMail } = PRODUCTION;
      expect(() => parseProcessEnv(withoutMail)).toThrow(/MAIL_PROVIDER: .*Entwicklungs-Postausgang/);
      const { SMS_PROVIDER: _sms, SMS_API_URL: _url, ...withoutSms } = PRODUCTION;
      expect(() => parseProcessEnv(withoutSms)).toThrow(/SMS_PROVIDER: .*Entwicklungs-Postausgang/);
      const allowed = parseProcessEnv({
        ...withoutMail,
        SMS_PROVIDER: "outbox",
        ALLOW_OUTBOX_IN_PRODUCTION: "true",
      });
      expect(allowed.MAIL_PROVIDER).toBe("outbox");
      expect(allowed.ALLOW_OUTBOX_IN_PRODUCTION).toBe(true);
    });

    it("runs the demo in production only with DEMO_MODE=true", () => {
      const demo = parseProcessEnv({ NODE_ENV: "production", DEMO_MODE: "true" });
      expect(demo.demoMode).toBe(true);
      expect(demo.sitePassword).toBe(DEMO_SITE_PASSWORD);
      expect(() => parseProcessEnv({ NODE_ENV: "production", DEMO_MODE: "false" })).toThrow(/APP_SECRET/);
      expect(parseEnv({ DEMO_MODE: "false" }).demoMode).toBe(false);
    });
  });
});

describe("parseEnv: RATE_LIMIT_STORE", () => {
  const secret = "x".repeat(32);

  it("counts in memory by default and names the connection a shared store needs", () => {
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe("memory");
    expect(() => parseEnv({ RATE_LIMIT_STORE: "postgres" })).toThrow(
      /DATABASE_URL: erforderlich bei RATE_LIMIT_STORE=postgres/,
    );
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrow(
      /REDIS_URL: erforderlich bei RATE_LIMIT_STORE=redis/,
    );
    expect(() => parseEnv({ RATE_LIMIT_STORE: "memcached" })).toThrow(/RATE_LIMIT_STORE/);
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis", REDIS_URL: "http://127.0.0.1:6379" })).toThrow(
      /REDIS_URL muss mit redis:\/\//,
    );
  });

  it("accepts postgres with DATABASE_URL and redis with REDIS_URL", () => {
    const postgres = parseEnv({
      RATE_LIMIT_STORE: "postgres",
      DATABASE_URL: "postgres://db/x",
      APP_SECRET: secret,
    });
    expect(postgres.RATE_LIMIT_STORE).toBe("postgres");
    const redis = parseEnv({ RATE_LIMIT_STORE: "redis", REDIS_URL: "redis://127.0.0.1:6379/0" });
    expect([redis.RATE_LIMIT_STORE, redis.REDIS_URL]).toEqual(["redis", "redis://127.0.0.1:6379/0"]);
  });

  it.each(["BENCH_UNLIMITED_COMPARISONS", "E2E_TEST_ROUTES"] as const)(
    "accepts %s only in demo mode on a loopback address",
    (flag) => {
      expect(parseEnv({})[flag]).toBe(false);
      expect(parseEnv({ [flag]: "true", HOST: "127.0.0.1" })[flag]).toBe(true);
      expect(() => parseEnv({ [flag]: "true" })).toThrow(EnvError);
      expect(() => parseProcessEnv({ ...PRODUCTION, HOST: "127.0.0.1", [flag]: "true" })).toThrow(
        new RegExp(flag),
      );
      expect(
        parseProcessEnv({ NODE_ENV: "production", DEMO_MODE: "true", HOST: "127.0.0.1", [flag]: "1" })[flag],
      ).toBe(true);
    },
  );
});

describe("parseEnv: METRICS_ALLOW and METRICS_TOKEN", () => {
  it("lets loopback scrape by default, takes addresses and CIDR ranges, and none when empty", () => {
    expect(parseEnv({}).METRICS_ALLOW).toEqual(["127.0.0.1", "::1"]);
    expect(parseEnv({ METRICS_ALLOW: " 10.0.0.0/8, fd00::/8 ,192.0.2.7" }).METRICS_ALLOW).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.7",
    ]);
    expect(parseEnv({ METRICS_ALLOW: "" }).METRICS_ALLOW).toEqual([]);
    expect(() => parseEnv({ METRICS_ALLOW: "127.0.0.1,prometheus.local" })).toThrow(
      /METRICS_ALLOW: .*ungültig: prometheus\.local/,
    );
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/METRICS_ALLOW/);
  });

  it("takes a token of at least 24 characters without spaces; empty means none", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "t".repeat(24) }).METRICS_TOKEN).toBe("t".repeat(24));
    expect(() => parseEnv({ METRICS_TOKEN: "t".repeat(23) })).toThrow(
      /METRICS_TOKEN muss mindestens 24 Zeichen/,
    );
    expect(() => parseEnv({ METRICS_TOKEN: `${"t".repeat(12)} ${"t".repeat(12)}` })).toThrow(
      /METRICS_TOKEN darf keine Leerzeichen/,
    );
  });
});
