import { describe, expect, it } from "vitest";
import { AppError } from "../../../domain/errors/app-error";
import { createSignIn, createSignInLimits } from "../../areas/accounts/sign-in";
import type { AccountDeps } from "../../areas/accounts/types";
import { APP_RATE_LIMIT_POLICIES } from "../../composition/app-rate-limits";
import { createMemoryRateLimits, type RateLimits, withRefusalReports } from "./rate-limit-store";

function reportingStore() {
  const refused: string[] = [];
  let closed = 0;
  const memory = createMemoryRateLimits();
  const inner: RateLimits = { ...memory, close: async () => void closed++ };
  return { store: withRefusalReports(inner, (limit) => refused.push(limit)), refused, closed: () => closed };
}

describe("withRefusalReports", () => {
  it("names the limit whose policy says where it refuses; limits that only count report nothing", async () => {
    const { store, refused } = reportingStore();
    const comparisons = store.limiter("comparisons", { max: 1, windowMs: 60_000, refusesOn: "hit" });
    const counter = store.limiter("login-failed-pair", { max: 1, windowMs: 60_000 });
    await comparisons.hit("ip");
    await comparisons.hit("ip");
    await counter.hit("pair");
    await counter.hit("pair");
    expect(await counter.check("pair")).toMatchObject({ blocked: true });
    expect(refused).toEqual(["comparisons"]);
    store.refused?.("login-failed-account");
    expect(refused).toEqual(["comparisons", "login-failed-account"]);
  });

  it("keeps the store's kind and counters (a name gives the same counters again) and closes it", async () => {
    const { store, closed } = reportingStore();
    expect(store.kind).toBe("memory");
    await store.limiter("register", { max: 1, windowMs: 60_000, refusesOn: "hit" }).hit("ip");
    expect(
      await store.limiter("register", { max: 1, windowMs: 60_000, refusesOn: "hit" }).check("ip"),
    ).toMatchObject({
      blocked: true,
    });
    await store.close();
    expect(closed()).toBe(1);
  });

  it("every limit of the app says where it refuses", () => {
    for (const [name, policy] of Object.entries(APP_RATE_LIMIT_POLICIES)) {
      expect(policy.refusesOn, name).toBe(name === "gate-failed" ? "check" : "hit");
    }
  });
});

describe("refusals of failed sign-ins", () => {
  /** Sign-in against a Better Auth that always answers 'wrong password', on a store that reports refusals. */
  function wrongPasswords() {
    const { store, refused } = reportingStore();
    let ip = "203.0.113.1";
    const deps = {
      auth: {
        handler: async () =>
          new Response(JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD" }), { status: 401 }),
      } as unknown as AccountDeps["auth"],
      limits: createSignInLimits(store),
    } as unknown as Pick<AccountDeps, "auth" | "limits">;
    const signIn = createSignIn(deps, async () => ({ kind: "anonymous" }) as never);
    const attempt = async (from: string, email = "privat@demo.pkv-lotse.de") => {
      ip = from;
      try {
        const caller = {
          clientAddress: ip,
          browserKey: undefined,
          headers: new Headers(),
          url: "http://portal.test/",
        };
        await signIn.signIn(caller, {
          email,
          password: "Passwort-123",
        });
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
      return "signed-in";
    };
    return { attempt, refused };
  }

  it("counts the wait of an account at one address and the lock-out of an address, by name", async () => {
    const { attempt, refused } = wrongPasswords();
    for (let n = 0; n < 5; n += 1) expect(await attempt("203.0.113.1")).toBe("login-failed");
    expect(refused).toEqual([]);
    expect(await attempt("203.0.113.1")).toBe("login-locked");
    expect(refused).toEqual(["login-delay-pair"]);
    // 20 failures from one address over many accounts lock the address.
    for (let n = 0; n < 20; n += 1) {
      expect(await attempt("203.0.113.2", `konto-${n}@example.de`)).toBe("login-failed");
    }
    expect(refused).toEqual(["login-delay-pair"]);
    refused.length = 0;
    expect(await attempt("203.0.113.2", "noch-eins@example.de")).toBe("login-locked");
    expect(refused).toEqual(["login-failed-ip"]);
  });

  it("counts the account's cap over all addresses once it refuses an unknown address", async () => {
    const { attempt, refused } = wrongPasswords();
    for (let n = 0; n < 100; n += 1)
      expect(await attempt(`198.51.100.${Math.floor(n / 4)}`)).toBe("login-failed");
    expect(refused).toEqual([]);
    expect(await attempt("198.51.100.200")).toBe("login-locked");
    expect(refused).toEqual(["login-failed-account"]);
  });
});
