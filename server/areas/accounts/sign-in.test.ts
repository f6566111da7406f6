import { describe, expect, it } from "vitest";
import { AppError } from "../../../domain/errors/app-error";
import { createMemoryRateLimits } from "../../adapters/rate-limit/rate-limit-store";
import { createSignIn, createSignInLimits, ORIGIN_REFUSED_AT_SIGN_IN } from "./sign-in";
import type { AccountDeps } from "./types";

/**
 * Better Auth skips its own origin check under test (NODE_ENV=test), so its answer to a foreign origin is given
 * here exactly as it sends it: 403 with the code INVALID_ORIGIN.
 */
function signInWith(answer: () => Response) {
  const limits = createMemoryRateLimits();
  const deps = {
    auth: { handler: async () => answer() } as unknown as AccountDeps["auth"],
    limits: createSignInLimits(limits),
  } as unknown as Pick<AccountDeps, "auth" | "limits">;
  return createSignIn(deps, async () => ({ kind: "anonymous" }) as never);
}

const attempt = async (signIn: ReturnType<typeof signInWith>) => {
  try {
    const caller = {
      clientAddress: "203.0.113.5",
      browserKey: undefined,
      headers: new Headers(),
      url: "http://portal.test/",
    };
    await signIn.signIn(caller, {
      email: "privat@demo.pkv-lotse.de",
      password: "Passwort-123",
    });
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe("sign-in refused for its origin", () => {
  it("shows its own German message and never counts towards the lock-out", async () => {
    const signIn = signInWith(
      () =>
        new Response(JSON.stringify({ code: "INVALID_ORIGIN", message: "Invalid origin" }), { status: 403 }),
    );
    for (let n = 0; n < 8; n += 1) {
      const error = await attempt(signIn);
      expect(error?.code).toBe("origin-rejected");
      expect(error?.detail).toBe(ORIGIN_REFUSED_AT_SIGN_IN);
      expect(error?.detail).not.toBe("E-Mail-Adresse oder Passwort ist falsch.");
    }
  });

  it("still counts wrong passwords: the sixth attempt of the account from the same address waits", async () => {
    const signIn = signInWith(
      () => new Response(JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD" }), { status: 401 }),
    );
    for (let n = 0; n < 5; n += 1) expect((await attempt(signIn))?.code).toBe("login-failed");
    expect((await attempt(signIn))?.code).toBe("login-locked");
  });
});
