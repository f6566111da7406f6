import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages as m } from "../../../domain/accounts/messages";
import type { ErrorCode } from "../../../domain/errors/error-codes";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  createAdmin,
  createBroker,
  createPrivateUser,
  latestOutboxMessage,
} from "../../../tests/setup/factories";
import { cookieOf, createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { BROWSER_KEY_HEADER } from "../../adapters/auth/browser-key";
import { leads, profiles } from "../../adapters/db/schema";
import type { Caller } from "../../ports/caller";
import type { AccountActions } from "./actions";

const ORIGIN = "http://portal.test";

describe.each(testDatabaseKinds)("account actions (React Router route actions) on %s", (kind) => {
  let t: TestApp;
  let actions: AccountActions;
  // Better Auth's memory limits are per process: each database run uses its own client addresses.
  let ipCounter = kind === "pglite" ? 1 : 5001;
  const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    actions = t.accounts.services.actions;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The caller of a form post to a page, as the page context hands it to an action (with the browser key). */
  const formCaller = (path: string, init: { cookie?: string; ip?: string } = {}): Caller => ({
    clientAddress: init.ip ?? freshIp(),
    browserKey: TEST_BROWSER_KEY,
    headers: new Headers({
      Origin: ORIGIN,
      [BROWSER_KEY_HEADER]: TEST_BROWSER_KEY,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    }),
    url: `${ORIGIN}${path}`,
  });
  const cookieFrom = (headers: Headers) => cookieOf(new Response(null, { headers }));
  const fails = async (promise: Promise<unknown>, code: ErrorCode) => {
    try {
      await promise;
    } catch (error) {
      expect(error).toMatchObject({ name: "AppError", code });
      return error as { detail: string; fieldErrors?: Record<string, string[]>; extensions?: object };
    }
    throw new Error(`expected ${code}`);
  };
  const viewerOf = async (cookie: string) =>
    (await (await t.call("/api/accounts/me", { cookie })).json()).viewer as { kind: string; email?: string };
  const latestMessage = async (recipient: string) => {
    const row = await latestOutboxMessage(t.database.db, recipient);
    return row?.body ?? "";
  };

  it("signIn: validates with the login schema, refuses wrong passwords, locks out, and sets the session cookie", async () => {
    const user = await createPrivateUser(t.database.db);
    const empty = await fails(
      actions.signIn(formCaller("/login"), { email: "", password: "" }),
      "validation-failed",
    );
    expect(empty.fieldErrors).toEqual({ email: [m.missingField], password: [m.missingField] });
    const wrong = await fails(
      actions.signIn(formCaller("/login"), { email: user.email, password: "Falsch123" }),
      "login-failed",
    );
    expect(wrong.detail).toBe("E-Mail-Adresse oder Passwort ist falsch.");

    const { headers, viewer } = await actions.signIn(formCaller("/login"), {
      email: user.email,
      password: user.password,
    });
    expect(viewer).toMatchObject({ kind: "user", email: user.email, userType: "private" });
    expect(headers.getSetCookie().some((cookie) => cookie.startsWith("pkv.session_token="))).toBe(true);
    expect(await viewerOf(cookieFrom(headers))).toMatchObject({ kind: "user", email: user.email });

    // Five failures from one address make that address wait (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins).
    const locked = await createPrivateUser(t.database.db);
    const guesser = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await fails(
        actions.signIn(formCaller("/login", { ip: guesser }), {
          email: locked.email,
          password: "Falsch123",
        }),
        "login-failed",
      );
    }
    const lockout = await fails(
      actions.signIn(formCaller("/login", { ip: guesser }), {
        email: locked.email,
        password: locked.password,
      }),
      "login-locked",
    );
    expect(lockout.detail).toContain("Zu viele fehlgeschlagene Anmeldeversuche");
  });

  it("adminSignIn: admins only; others are signed out again", async () => {
    const admin = await createAdmin(t.database.db);
    const user = await createPrivateUser(t.database.db);
    const empty = await fails(actions.adminSignIn(formCaller("/admin-login"), {}), "validation-failed");
    expect(empty.detail).toBe(m.adminLoginFailedDescription);
    // Missing fields (not only empty ones) get the German messages too.
    const missing = await fails(actions.signIn(formCaller("/login"), {}), "validation-failed");
    expect(missing.fieldErrors).toEqual({ email: [m.missingField], password: [m.missingField] });
    await fails(
      actions.adminSignIn(formCaller("/admin-login"), { email: user.email, password: user.password }),
      "admin-access-denied",
    );
    const { headers, viewer } = await actions.adminSignIn(formCaller("/admin-login"), {
      email: admin.email,
      password: admin.password,
    });
    expect(viewer).toMatchObject({ kind: "user", isAdmin: true });
    expect((await t.call("/api/admin/overview", { cookie: cookieFrom(headers) })).status).toBe(200);
  });

  it("adminSignIn (the /admin-login form): an admin with an unconfirmed e-mail is refused in German", async () => {
    const admin = await createAdmin(t.database.db, { emailVerified: false });
    const refused = await fails(
      actions.adminSignIn(formCaller("/admin-login"), { email: admin.email, password: admin.password }),
      "admin-access-denied",
    );
    expect(refused.detail).toBe(m.adminEmailNotConfirmed);
  });

  it("signOut: ends the session and clears the cookie", async () => {
    const user = await createPrivateUser(t.database.db);
    const signedIn = await actions.signIn(formCaller("/login"), {
      email: user.email,
      password: user.password,
    });
    const cookie = cookieFrom(signedIn.headers);
    const { headers } = await actions.signOut(formCaller("/mein-bereich", { cookie }));
    expect(headers.getSetCookie().some((entry) => /^pkv\.session_token=;/.test(entry))).toBe(true);
    expect((await viewerOf(cookie)).kind).toBe("anonymous");
  });

  it("sendVerificationCode, verifyCode and register: the registration form's three steps", async () => {
    const ip = freshIp();
    const phone = "0170 7000001";
    const noPhone = await fails(
      actions.sendVerificationCode(formCaller("/register"), { phone: "" }),
      "validation-failed",
    );
    expect(noPhone.fieldErrors).toEqual({ phone: [m.phoneRequired] });
    await actions.sendVerificationCode(formCaller("/register", { ip }), { phone });
    await fails(
      actions.sendVerificationCode(formCaller("/register", { ip }), { phone }),
      "verification-resend-too-early",
    );
    const code = (await latestMessage("+491707000001")).match(/\b(\d{6})\b/)?.[1] ?? "";
    const wrong = await fails(
      actions.verifyCode(formCaller("/register", { ip }), {
        phone,
        code: code === "000000" ? "111111" : "000000",
      }),
      "verification-code-invalid",
    );
    expect(wrong.extensions).toEqual({ verified: false });
    expect(await actions.verifyCode(formCaller("/register", { ip }), { phone, code })).toMatchObject({
      verified: true,
    });

    const form = {
      email: "formular@example.de",
      password: "Sicher123",
      confirmPassword: "Sicher123",
      phone,
    };
    const noTerms = await fails(actions.register(formCaller("/register"), form), "validation-failed");
    expect(noTerms.fieldErrors).toEqual({ termsAccepted: [m.termsRequired] });
    const registered = await actions.register(formCaller("/register"), { ...form, termsAccepted: "on" });
    expect(registered.email).toBe("formular@example.de");
    // The number is used up: a second attempt learns nothing about the address
    // (docs/decisions/014-accounts-and-production-mode.md).
    await fails(
      actions.register(formCaller("/register"), { ...form, termsAccepted: "on" }),
      "phone-not-verified",
    );
  });

  it("updateProfile: the viewer's own profile only, validated with the profile schema", async () => {
    await fails(actions.updateProfile(formCaller("/update-profile"), {}), "unauthenticated");
    const broker = await createBroker(t.database.db);
    const brokerCookie = cookieFrom(
      (await actions.signIn(formCaller("/login"), { email: broker.email, password: broker.password }))
        .headers,
    );
    await fails(
      actions.updateProfile(formCaller("/update-profile", { cookie: brokerCookie }), {}),
      "forbidden",
    );

    const user = await createPrivateUser(t.database.db);
    const cookie = cookieFrom(
      (await actions.signIn(formCaller("/login"), { email: user.email, password: user.password })).headers,
    );
    const invalid = await fails(
      actions.updateProfile(formCaller("/update-profile", { cookie }), { firstName: "Nina" }),
      "validation-failed",
    );
    expect(invalid.detail).toBe(m.profileRequired);
    await actions.updateProfile(formCaller("/update-profile", { cookie }), {
      salutation: "Frau",
      profession: "Selbstständig",
      firstName: "Nina",
      lastName: "Formular",
      phoneNumber: "+49 170 4000009",
      birthDate: "1990-01-15",
      street: "Weg",
      houseNumber: "2",
      postalCode: "20095",
      city: "Hamburg",
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: "Nina", lastName: "Formular", city: "Hamburg" });
    // No lead without consent (docs/decisions/014-accounts-and-production-mode.md).
    expect(await t.database.db.select().from(leads).where(eq(leads.email, user.email))).toEqual([]);
  });

  it("requestPasswordReset and resetPassword: link by e-mail, new password, old sessions ended", async () => {
    const user = await createPrivateUser(t.database.db);
    const oldCookie = cookieFrom(
      (await actions.signIn(formCaller("/login"), { email: user.email, password: user.password })).headers,
    );
    await fails(
      actions.requestPasswordReset(formCaller("/login"), { email: "keine-adresse" }),
      "validation-failed",
    );
    await actions.requestPasswordReset(formCaller("/login"), { email: user.email });
    const link = (await latestMessage(user.email)).match(/https?:\/\/\S+/)?.[0] ?? "";
    const token = /reset-password\/([^?\s]+)/.exec(link)?.[1] ?? "";
    expect(token).not.toBe("");

    const mismatch = await fails(
      actions.resetPassword(formCaller("/passwort-zuruecksetzen"), {
        password: "Neu-Sicher1",
        confirmPassword: "Anders-Sicher1",
        token,
      }),
      "validation-failed",
    );
    expect(mismatch.fieldErrors).toEqual({ confirmPassword: [m.passwordMismatch] });
    await fails(
      actions.resetPassword(formCaller("/passwort-zuruecksetzen"), {
        password: "Neu-Sicher1",
        confirmPassword: "Neu-Sicher1",
        token: "falsches-token",
      }),
      "reset-token-invalid",
    );
    await actions.resetPassword(formCaller("/passwort-zuruecksetzen"), {
      password: "Neu-Sicher1",
      confirmPassword: "Neu-Sicher1",
      token,
    });
    expect((await viewerOf(oldCookie)).kind).toBe("anonymous");
    await fails(
      actions.signIn(formCaller("/login"), { email: user.email, password: user.password }),
      "login-failed",
    );
    const { viewer } = await actions.signIn(formCaller("/login"), {
      email: user.email,
      password: "Neu-Sicher1",
    });
    expect(viewer.kind).toBe("user");
  });
});
