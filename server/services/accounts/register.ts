import { and, eq } from "drizzle-orm";
import { normalizePhone } from "../../../domain/accounts/phone";
import { registrationSchema } from "../../../domain/accounts/registration";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { brokerProfiles, licenseKeys, profiles, users } from "../../adapters/db/schema";
import { authHeaders } from "./auth-request";
import { withTextFields } from "./form-input";
import type { AccountDeps } from "./types";

/**
 * Registration (docs/product/accounts.md#sign-in-and-registration): verified phone, profile with user_type and +49 phone, license for companies.
 * Throws `validation-failed`, `email-taken`, `license-invalid`, `phone-not-verified` or `registration-failed`.
 */
export function createRegister(deps: Pick<AccountDeps, "db" | "auth" | "phone" | "now" | "clientIp">) {
  const { db, auth, now } = deps;
  return async function register(request: Request, body: unknown): Promise<{ email: string }> {
    const parsed = registrationSchema.safeParse(
      withTextFields(body, ["email", "password", "confirmPassword", "phone"]),
    );
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues);
    }
    const input = parsed.data;
    const email = input.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new AppError("email-taken");
    let licenseNumber: string | undefined;
    if (input.accountType !== "private") {
      const [license] = await db
        .select()
        .from(licenseKeys)
        .where(and(eq(licenseKeys.licenseNumber, input.licenseKey ?? ""), eq(licenseKeys.isActive, true)));
      const [used] = license
        ? await db
            .select({ id: brokerProfiles.id })
            .from(brokerProfiles)
            .where(eq(brokerProfiles.licenseNumber, license.licenseNumber))
        : [];
      const valid =
        license !== undefined &&
        used === undefined &&
        license.userType === input.accountType &&
        (license.expiresAt === null || license.expiresAt.getTime() > now());
      if (!valid) throw new AppError("license-invalid");
      licenseNumber = license.licenseNumber;
    }
    if (!(await deps.phone.consume(input.phone))) throw new AppError("phone-not-verified");
    let userId: string;
    try {
      const result = await auth.api.signUpEmail({
        body: { email, password: input.password, name: email, callbackURL: "/login?bestaetigt=1" },
        headers: authHeaders(deps, request),
      });
      userId = result.user.id;
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code ?? "";
      const message = (error as Error).message;
      // Better Auth's code, and the upstream wording the spec maps ('User already registered').
      if (code.includes("ALREADY_EXISTS") || message === "User already registered") {
        throw new AppError("email-taken", { cause: error });
      }
      throw new AppError("registration-failed", { cause: error });
    }
    await db.insert(profiles).values({
      id: userId,
      userType: input.accountType,
      phoneNumber: normalizePhone(input.phone),
      updatedAt: new Date(now()),
    });
    if (licenseNumber) await db.insert(brokerProfiles).values({ userId, licenseNumber });
    return { email };
  };
}
