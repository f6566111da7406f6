import { describe, expect, it } from "vitest";
import { DEMO_SITE_PASSWORD, EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs the embedded demo without any variable", () => {
    const env = parseEnv({});
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

  it("parses admin addresses and rejects malformed ones", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Chef@Example.de, b@example.de " }).ADMIN_EMAILS).toEqual([
      "chef@example.de",
      "b@example.de",
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: "keine-adresse" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
  });
});
