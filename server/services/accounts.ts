import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { accountMessages as m } from "../../domain/accounts/messages";
import { normalizePhone } from "../../domain/accounts/phone";
import { ageOn, nonEmptyFields, profileSchema } from "../../domain/accounts/profile";
import { type AccountType, firstIssue, registrationSchema } from "../../domain/accounts/registration";
import { isPrivileged, PRIVILEGED_SESSION_HOURS, type Viewer } from "../../domain/accounts/roles";
import type { Auth } from "../adapters/auth/auth";
import type { Database } from "../adapters/db/client";
import {
  brokerProfiles,
  comparisons,
  leadPurchases,
  leads,
  licenseKeys,
  outbox,
  phoneVerifications,
  profiles,
  sessions,
  users,
} from "../adapters/db/schema";
import type { PhoneVerification } from "./phone-verification";

/** A signed-in viewer with what the pages need besides the role. */
export type SessionViewer =
  | { kind: "anonymous" }
  | (Extract<Viewer, { kind: "user" }> & { emailVerified: boolean; hasProfile: boolean });

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 403 | 404 | 409 | 500; error: string };

export interface AccountServicesDeps {
  db: Database;
  auth: Auth;
  phone: PhoneVerification;
  adminEmails: readonly string[];
  now?: () => number;
}

export function createAccountServices(deps: AccountServicesDeps) {
  const { db, auth } = deps;
  const now = deps.now ?? Date.now;

  async function viewerFor(userId: string, email: string, emailVerified: boolean): Promise<SessionViewer> {
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const userType = (profile?.userType ?? "private") as AccountType;
    return {
      kind: "user",
      userId,
      email,
      emailVerified,
      hasProfile: profile !== undefined,
      userType,
      isAdmin: profile?.isAdmin === true || deps.adminEmails.includes(email.toLowerCase()),
    };
  }

  return {
    /** The viewer of a request, from the session cookie; privileged sessions end after 12 hours. */
    async getViewer(headers: Headers): Promise<SessionViewer> {
      const result = await auth.api
        .getSession({ headers, query: { disableRefresh: false } })
        .catch(() => null);
      if (!result) return { kind: "anonymous" };
      const viewer = await viewerFor(result.user.id, result.user.email, result.user.emailVerified);
      if (viewer.kind === "user" && isPrivileged(viewer)) {
        const age = now() - new Date(result.session.createdAt).getTime();
        if (age > PRIVILEGED_SESSION_HOURS * 60 * 60 * 1000) {
          await db.delete(sessions).where(eq(sessions.id, result.session.id));
          return { kind: "anonymous" };
        }
      }
      return viewer;
    },

    /** Registration (portal.md §4): verified phone, profile with user_type and +49 phone, license for companies. */
    async register(body: unknown, headers: Headers): Promise<Outcome<{ email: string }>> {
      const parsed = registrationSchema.safeParse(body);
      if (!parsed.success) return { ok: false, status: 400, error: firstIssue(parsed.error) };
      const input = parsed.data;
      const email = input.email.toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) return { ok: false, status: 409, error: m.duplicateEmail };
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
        if (!valid) return { ok: false, status: 400, error: m.licenseInvalid };
        licenseNumber = license.licenseNumber;
      }
      if (!(await deps.phone.consume(input.phone)))
        return { ok: false, status: 400, error: m.phoneNotVerified };
      let userId: string;
      try {
        const result = await auth.api.signUpEmail({
          body: { email, password: input.password, name: email, callbackURL: "/login?bestaetigt=1" },
          headers,
        });
        userId = result.user.id;
      } catch (error) {
        const code = (error as { body?: { code?: string } }).body?.code ?? "";
        const message = (error as Error).message;
        // Better Auth's code, and the upstream wording the spec maps ('User already registered').
        if (code.includes("ALREADY_EXISTS") || message === "User already registered") {
          return { ok: false, status: 409, error: m.duplicateEmail };
        }
        return { ok: false, status: 400, error: (error as Error).message || m.registrationFailed };
      }
      await db.insert(profiles).values({
        id: userId,
        userType: input.accountType,
        phoneNumber: normalizePhone(input.phone),
        updatedAt: new Date(now()),
      });
      if (licenseNumber) await db.insert(brokerProfiles).values({ userId, licenseNumber });
      return { ok: true, value: { email } };
    },

    async getProfile(userId: string) {
      const [row] = await db
        .select({ profile: profiles, email: users.email, emailVerified: users.emailVerified })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, userId));
      if (!row) return undefined;
      return { ...row.profile, email: row.email, emailVerified: row.emailVerified };
    },

    /** Profile save (portal.md §4): only non-empty fields; the lead with the user's e-mail becomes qualified. */
    async updateProfile(userId: string, email: string, body: unknown): Promise<Outcome<null>> {
      const source = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      const strings: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(source)) if (typeof value === "string") strings[key] = value;
      const fields = nonEmptyFields(strings);
      const today = new Date(now());
      const parsed = profileSchema(today).safeParse(fields);
      if (!parsed.success) return { ok: false, status: 400, error: firstIssue(parsed.error) };
      const data = nonEmptyFields(parsed.data);
      const time = new Date(now());
      try {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(profiles)
            .set({ ...data, updatedAt: time })
            .where(eq(profiles.id, userId))
            .returning({ id: profiles.id });
          if (updated.length === 0) throw new ProfileMissing();
          const lead = {
            firstName: data.firstName,
            lastName: data.lastName,
            phone: data.phoneNumber,
            age: data.birthDate ? ageOn(data.birthDate, today) : undefined,
            status: "new",
            isValidated: true,
            validationDate: time,
            leadQuality: "qualifizierte_anfrage",
            userId,
            updatedAt: time,
          };
          const changed = await tx
            .update(leads)
            .set(lead)
            .where(eq(leads.email, email))
            .returning({ id: leads.id });
          if (changed.length === 0) await tx.insert(leads).values({ ...lead, email, source: "profile" });
        });
      } catch (error) {
        if (error instanceof ProfileMissing) return { ok: false, status: 404, error: m.profileNotFound };
        return { ok: false, status: 500, error: m.dataUpdateFailed };
      }
      return { ok: true, value: null };
    },

    async listComparisons(userId: string) {
      return db
        .select({ id: comparisons.id, createdAt: comparisons.createdAt, offerCount: comparisons.offerCount })
        .from(comparisons)
        .where(eq(comparisons.userId, userId))
        .orderBy(desc(comparisons.createdAt))
        .limit(20);
    },

    /** The broker dashboard (DECISIONS 6): license card and purchased leads, newest first. */
    async brokerDashboard(userId: string) {
      const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, userId));
      if (!broker) return { license: null, purchases: [] };
      const [license] = broker.licenseNumber
        ? await db.select().from(licenseKeys).where(eq(licenseKeys.licenseNumber, broker.licenseNumber))
        : [];
      const purchases = await db
        .select({
          id: leadPurchases.id,
          leadId: leadPurchases.leadId,
          purchaseDate: leadPurchases.purchaseDate,
          amount: leadPurchases.amount,
          paymentStatus: leadPurchases.paymentStatus,
          paymentMethod: leadPurchases.paymentMethod,
          firstName: leads.firstName,
          lastName: leads.lastName,
          email: leads.email,
          phone: leads.phone,
          age: leads.age,
        })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(eq(leadPurchases.brokerId, broker.id))
        .orderBy(desc(leadPurchases.purchaseDate));
      return {
        license: license
          ? {
              licenseNumber: license.licenseNumber,
              isActive: license.isActive,
              expiresAt: license.expiresAt?.toISOString() ?? null,
            }
          : null,
        purchases: purchases.map((row) => ({ ...row, purchaseDate: row.purchaseDate.toISOString() })),
      };
    },

    /** DSGVO Art. 15/20: everything stored about the user, as JSON (no password hash, no session tokens). */
    async exportData(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
      const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, userId));
      const userSessions = await db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      const userComparisons = await db.select().from(comparisons).where(eq(comparisons.userId, userId));
      const userLeads = await db
        .select()
        .from(leads)
        .where(or(eq(leads.email, user.email), eq(leads.userId, userId)));
      const purchases = broker
        ? await db.select().from(leadPurchases).where(eq(leadPurchases.brokerId, broker.id))
        : [];
      const verifications = profile?.phoneNumber
        ? await db
            .select({
              phone: phoneVerifications.phone,
              createdAt: phoneVerifications.createdAt,
              verifiedAt: phoneVerifications.verifiedAt,
            })
            .from(phoneVerifications)
            .where(eq(phoneVerifications.phone, profile.phoneNumber))
        : [];
      return {
        exportedAt: new Date(now()).toISOString(),
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        },
        profile: profile ?? null,
        brokerProfile: broker ?? null,
        sessions: userSessions,
        comparisons: userComparisons,
        leads: userLeads,
        leadPurchases: purchases,
        phoneVerifications: verifications,
      };
    },

    /**
     * DSGVO Art. 17: removes the account, profile, sessions and comparisons. Leads are anonymised; a lead a broker
     * bought is kept (accounting duty, Art. 17(3)(b)) but no longer linked to the account.
     */
    async deleteAccount(userId: string): Promise<boolean> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return false;
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
      await db.transaction(async (tx) => {
        const own = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(or(eq(leads.email, user.email), eq(leads.userId, userId)));
        const ids = own.map((lead) => lead.id);
        const purchased = ids.length
          ? await tx
              .selectDistinct({ id: leadPurchases.leadId })
              .from(leadPurchases)
              .where(inArray(leadPurchases.leadId, ids))
          : [];
        const kept = new Set(purchased.map((row) => row.id));
        const anonymise = ids.filter((id) => !kept.has(id));
        if (anonymise.length) {
          await tx
            .update(leads)
            .set({
              firstName: null,
              lastName: null,
              phone: null,
              age: null,
              preferredTime: null,
              userId: null,
              email: sql`'geloescht-' || ${leads.id} || '@anonymisiert.invalid'`,
              status: "closed",
              updatedAt: new Date(now()),
            })
            .where(inArray(leads.id, anonymise));
        }
        if (kept.size)
          await tx
            .update(leads)
            .set({ userId: null })
            .where(inArray(leads.id, [...kept]));
        await tx.delete(comparisons).where(eq(comparisons.userId, userId));
        if (profile?.phoneNumber) {
          await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, profile.phoneNumber));
        }
        await tx.delete(users).where(eq(users.id, userId));
      });
      return true;
    },

    async listOutbox() {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
    },
  };
}

class ProfileMissing extends Error {}

export type AccountServices = ReturnType<typeof createAccountServices>;
