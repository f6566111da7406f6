import { randomBytes } from "node:crypto";
import { eq, inArray, like } from "drizzle-orm";
import type { CoverageType, JobStatus } from "../../domain/comparison/form-values";
import { defaultInsuranceStart } from "../../domain/comparison/insurance-start";
import type { BeihilfeDienstherr, BeihilfeStufe } from "../../domain/comparison/long-form";
import { isAppError } from "../../domain/errors/app-error";
import {
  type AppointmentWindow,
  appointmentDays,
  type ContactRequestInput,
  type PreferredTime,
} from "../../domain/leads/contact-request";
import { berlinDate } from "../../lib/dates/berlin-date";
import type { DatabaseHandle } from "../adapters/db/client";
import { leads, users } from "../adapters/db/schema";
import { createAccountContacts } from "../areas/accounts";
import type { TariffCalculator } from "../areas/comparisons";
import { createComparisons, type EngineKind } from "../areas/comparisons";
import { createLeadAdmin, createLeadMarket, createLeadsService } from "../areas/leads";
import type { AuditActor } from "../areas/site";
import { DEMO_ACCOUNTS } from "./seed-demo-accounts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** What the visitor entered in the comparison before asking for contact (the long form's answers). */
interface DemoComparison {
  age: number;
  gender: "male" | "female";
  jobStatus: JobStatus;
  coverageType: CoverageType;
  beihilfe?: { dienstherr: BeihilfeDienstherr; stufe: BeihilfeStufe };
}

/**
 * One demo person's way through the lifecycle, in hours before the seed's clock: the contact request (from a
 * comparison, or without one like a request through POST /api/leads), its validation, and for the demo broker's
 * bought leads the purchase and, for older ones, the admin marking it paid.
 */
interface DemoLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /**
   * The postal code of the person's profile, as a signed-in requester's lead carries it: the market shows its region
   * ('80xxx'), so no column of the demo lists stays '-' (docs/product/leads.md#broker-side-marketplace-and-purchased-leads).
   */
  postalCode: string;
  comparison: DemoComparison | null;
  request:
    | { topic: "callback"; preferredTime: PreferredTime }
    | { topic: "consultation"; window: AppointmentWindow }
    /** 'Antrag anfragen' for the comparison's first offer (docs/product/leads.md#application-request). */
    | { topic: "application"; preferredTime: PreferredTime };
  requestedHoursAgo: number;
  validation: { by: "admin" | "email-confirmed"; hoursAgo: number };
  purchase?: { hoursAgo: number; paid?: { hoursAgo: number; invoiceNumber: string } };
}

const MARKET_DOMAIN = "@demo-anfrage.example.de";

/** Listed demo leads: a newcomer can buy one with the demo broker (demo mode only). */
const DEMO_MARKET_LEADS: DemoLead[] = [
  {
    firstName: "Sophie",
    lastName: "Wagner",
    email: `sophie.1${MARKET_DOMAIN}`,
    phone: "+491765550010",
    postalCode: "80331",
    comparison: { age: 36, gender: "female", jobStatus: "self-employed", coverageType: "premium" },
    request: { topic: "application", preferredTime: "afternoon" },
    requestedHoursAgo: 2,
    validation: { by: "email-confirmed", hoursAgo: 1.5 },
  },
  {
    firstName: "Tobias",
    lastName: "Krüger",
    email: `tobias.2${MARKET_DOMAIN}`,
    phone: "+491765550020",
    postalCode: "50667",
    comparison: { age: 29, gender: "male", jobStatus: "employed", coverageType: "comfort" },
    request: { topic: "callback", preferredTime: "evening" },
    requestedHoursAgo: 26,
    validation: { by: "admin", hoursAgo: 24 },
  },
  {
    firstName: "Miriam",
    lastName: "Schulz",
    email: `miriam.3${MARKET_DOMAIN}`,
    phone: "+491765550030",
    postalCode: "90402",
    comparison: {
      age: 44,
      gender: "female",
      jobStatus: "civil-servant",
      coverageType: "comfort",
      beihilfe: { dienstherr: "TYPE_B_Bayern", stufe: "TYPE_A_50_70R" },
    },
    request: { topic: "consultation", window: "16-20" },
    requestedHoursAgo: 75,
    validation: { by: "admin", hoursAgo: 73 },
  },
];

/**
 * The demo broker's bought leads (/broker-dashboard), newest purchase first. The e-mail addresses are those the
 * earlier seed used, so a demo data directory seeded before keeps its rows and gets no duplicates.
 */
const DEMO_PURCHASED_LEADS: DemoLead[] = [
  {
    firstName: "Jonas",
    lastName: "Becker",
    email: "jonas.becker@example.de",
    phone: "+491701111111",
    postalCode: "20095",
    comparison: { age: 34, gender: "male", jobStatus: "employed", coverageType: "comfort" },
    request: { topic: "callback", preferredTime: "morning" },
    requestedHoursAgo: 30,
    validation: { by: "admin", hoursAgo: 28 },
    purchase: { hoursAgo: 24 },
  },
  {
    firstName: "Lea",
    lastName: "Hoffmann",
    email: "lea.hoffmann@example.de",
    phone: "+491702222222",
    postalCode: "10115",
    comparison: { age: 41, gender: "female", jobStatus: "freelancer", coverageType: "premium" },
    request: { topic: "consultation", window: "08-12" },
    requestedHoursAgo: 54,
    validation: { by: "email-confirmed", hoursAgo: 53 },
    purchase: { hoursAgo: 48, paid: { hoursAgo: 20, invoiceNumber: "DEMO-RE-2002" } },
  },
  {
    firstName: "Murat",
    lastName: "Yilmaz",
    email: "murat.yilmaz@example.de",
    phone: "+491703333333",
    postalCode: "70173",
    comparison: { age: 52, gender: "male", jobStatus: "self-employed", coverageType: "basic" },
    request: { topic: "callback", preferredTime: "anytime" },
    requestedHoursAgo: 80,
    validation: { by: "admin", hoursAgo: 78 },
    purchase: { hoursAgo: 72, paid: { hoursAgo: 44, invoiceNumber: "DEMO-RE-2001" } },
  },
];

/** A birth date that makes the person exactly `age` on the day `at` (the day of the month fixed, never invalid). */
function birthDateFor(age: number, at: Date): string {
  const date = new Date(`${berlinDate(at)}T12:00:00Z`);
  date.setUTCDate(15);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 3);
  return date.toISOString().slice(0, 10);
}

async function actorOf(db: DatabaseHandle["db"], role: (typeof DEMO_ACCOUNTS)[number]["role"]) {
  const email = DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? "";
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`Demo leads need the demo account ${email}: run seedDemoAccounts first.`);
  return user satisfies AuditActor;
}

/**
 * Seeds the demo leads through the services real leads go through, so every row obeys the lifecycle
 * (docs/product/leads.md#lifecycle): a comparison and a contact request with the consent as the dialog records
 * it (its partner list read from the licensed accounts, so the demo accounts must be seeded first), the
 * validation by the demo admin or the person's confirmation link, and for the demo broker's leads the purchase
 * through the marketplace and the admin marking older sales paid, each with its audit entry. The clock is moved
 * to each step's time, so requests, validations and sales lie in the past. Each group is seeded once (recognised
 * by its e-mail addresses); no mails are sent.
 */
export async function seedDemoLeads(deps: {
  database: DatabaseHandle;
  /** The operator named in the consent texts, as for real requests (the site settings' company name). */
  brokerName: () => Promise<string>;
  /** LEAD_MAX_SALES, as for real requests. */
  maxSales?: number;
  /** The tariff engine the demo persons' comparisons are calculated with. */
  calculator: TariffCalculator;
  engine: EngineKind;
  now?: number;
}): Promise<void> {
  const { database } = deps;
  const { db } = database;
  const [market] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(like(leads.email, `%${MARKET_DOMAIN}`))
    .limit(1);
  const [purchased] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      inArray(
        leads.email,
        DEMO_PURCHASED_LEADS.map((lead) => lead.email),
      ),
    )
    .limit(1);
  const pending = [...(market ? [] : DEMO_MARKET_LEADS), ...(purchased ? [] : DEMO_PURCHASED_LEADS)];
  if (pending.length === 0) return;

  const end = deps.now ?? Date.now();
  let time = end;
  const clock = () => new Date(time);
  const comparisons = createComparisons({
    database,
    calculator: deps.calculator,
    engine: deps.engine,
    now: clock,
  });
  // No mailer: demo persons get no confirmation e-mail (their confirmation link is followed below).
  const requests = createLeadsService({
    database,
    accounts: createAccountContacts(db),
    brokerName: deps.brokerName,
    now: clock,
    maxSales: deps.maxSales,
    comparisons,
  });
  const admin = createLeadAdmin({ db, accounts: createAccountContacts(db), now: clock });
  const marketplace = createLeadMarket({ db, now: clock });
  const adminActor = await actorOf(db, "Admin");
  const brokerActor = await actorOf(db, "Makler");

  async function sendRequest(lead: DemoLead): Promise<string> {
    let comparisonId: string | undefined;
    let offerId: string | undefined;
    // The demo person's own browser: it made the comparison, so its request may use it.
    const browserKey = randomBytes(32).toString("base64url");
    if (lead.comparison) {
      // The visitor compared a few minutes before asking for a call.
      time = end - lead.requestedHoursAgo * HOUR - 10 * MINUTE;
      const { age, gender, jobStatus, coverageType, beihilfe } = lead.comparison;
      try {
        const created = await comparisons.create(
          {
            birthDate: birthDateFor(age, clock()),
            gender,
            jobStatus,
            coverageType,
            // The start as of the seed's own time, not the comparison's days before: the engine refuses a start
            // that has passed by now (a seed on 1 December made every older demo comparison fail, leaving the
            // leads without age, job status, coverage wish).
            insuranceStart: defaultInsuranceStart(berlinDate(new Date(end))),
            ...(beihilfe ? { beihilfeDienstherr: beihilfe.dienstherr, beihilfeStufe: beihilfe.stufe } : {}),
          },
          { browserKey },
        );
        comparisonId = created.comparison.id;
        offerId = created.comparison.offers[0]?.id;
      } catch (error) {
        if (!isAppError(error)) throw error;
        if (error.code === "validation-failed") {
          throw new Error(`Demo comparison invalid: ${JSON.stringify(error.fieldErrors)}`);
        }
        // An engine that cannot calculate now (an external KVR_URL that is down) must not stop the demo from
        // starting: the request is then sent without a comparison, as POST /api/leads allows.
        comparisonId = undefined;
      }
    }
    time = end - lead.requestedHoursAgo * HOUR;
    const input: ContactRequestInput = {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      consentCall: true,
      consentBroker: true,
      comparisonId,
      // The needs a request with advice states (docs/product/broker-duties.md#advice-documentation); a callback
      // ignores them.
      advicePriorities: ["price", "benefits"],
      currentCover: lead.comparison?.jobStatus === "self-employed" ? "pkv" : "gkv",
      ...(lead.request.topic === "application" && offerId
        ? { topic: "application", offerId, preferredTime: lead.request.preferredTime }
        : lead.request.topic !== "consultation"
          ? // Without a comparison (the engine down) an application request is sent as a callback.
            { topic: "callback", preferredTime: lead.request.preferredTime }
          : {
              topic: "consultation",
              appointmentDay: appointmentDays(berlinDate(clock()))[2],
              appointmentWindow: lead.request.window,
            }),
    };
    try {
      const { id } = await requests.createFromContactRequest(input, { browserKey });
      await db.update(leads).set({ postalCode: lead.postalCode }).where(eq(leads.id, id));
      return id;
    } catch (error) {
      const fieldErrors = isAppError(error) ? error.fieldErrors : undefined;
      if (!fieldErrors) throw error;
      throw new Error(`Demo contact request invalid: ${JSON.stringify(fieldErrors)}`, { cause: error });
    }
  }

  async function validate(lead: DemoLead, leadId: string): Promise<void> {
    if (lead.validation.by === "admin") {
      await admin.updateLead(adminActor, leadId, { action: "validate" });
      return;
    }
    // The person follows the link of the confirmation e-mail (not sent for demo data: the token is read here).
    const [row] = await db.select({ token: leads.confirmationToken }).from(leads).where(eq(leads.id, leadId));
    if (!row?.token) throw new Error(`Demo contact request ${leadId} could not be confirmed.`);
    await requests.confirmByToken(row.token);
  }

  // Every step of every person at its own time, run in time order, so the audit log reads chronologically.
  const steps: Array<{ hoursAgo: number; run: () => Promise<void> }> = [];
  for (const lead of pending) {
    let leadId = "";
    let purchaseId = "";
    steps.push({
      hoursAgo: lead.requestedHoursAgo,
      run: async () => {
        leadId = await sendRequest(lead);
      },
    });
    steps.push({ hoursAgo: lead.validation.hoursAgo, run: () => validate(lead, leadId) });
    const { purchase } = lead;
    if (!purchase) continue;
    steps.push({
      hoursAgo: purchase.hoursAgo,
      run: async () => {
        purchaseId = (await marketplace.purchase(brokerActor, leadId)).purchaseId;
      },
    });
    const { paid } = purchase;
    if (paid) {
      steps.push({
        hoursAgo: paid.hoursAgo,
        run: async () => {
          await admin.markPaid(adminActor, purchaseId, { invoiceNumber: paid.invoiceNumber });
        },
      });
    }
  }
  for (const step of steps.sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    time = end - step.hoursAgo * HOUR;
    await step.run();
  }
}
