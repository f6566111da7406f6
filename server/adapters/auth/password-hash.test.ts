import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("uses scrypt at OWASP parameters with a random salt", async () => {
    expect(SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(2 ** 16 * 8 * 2);
    const first = await hashPassword("Sicher123");
    const second = await hashPassword("Sicher123");
    expect(first).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "Sicher123")).toBe(true);
    expect(await verifyPassword(first, "Sicher124")).toBe(false);
    expect(await verifyPassword("bcrypt$x", "Sicher123")).toBe(false);
  });

  it("verifies a hash at the cost stored in it", async () => {
    const cheap = await hashPassword("Sicher123", { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(cheap, "Sicher123")).toBe(true);
    expect(await verifyPassword(cheap, "Sicher12")).toBe(false);
  });
});
