import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import type { ConsentRecord } from "../../domain/leads/consent";
import { consentTexts } from "../../domain/leads/contact-request";
import type { Database } from "../adapters/db/client";
import { leads } from "../adapters/db/schema";
import { DEMO_LICENSES } from "./seed-demo-accounts";

const HOUR = 60 * 60 * 1000;

/** Listed demo leads: a newcomer can buy one with the demo broker (demo mode only). */
const DEMO_MARKET_LEADS = [
  {
    firstName: "Sophie",
    lastName: "Wagner",
    age: 36,
    jobStatus: "self-employed",
    coverageWish: "premium",
    beihilfe: false,
    postalCode: "10117",
    leadQuality: "qualifizierte_anfrage",
    validationMethod: "phone-verified",
    hoursAgo: 2,
  },
  {
    firstName: "Tobias",
    lastName: "Krüger",
    age: 29,
    jobStatus: "employed",
    coverageWish: "comfort",
    beihilfe: false,
    postalCode: "50667",
    leadQuality: "rueckruf",
    validationMethod: "admin",
    hoursAgo: 26,
  },
  {
    firstName: "Miriam",
    lastName: "Schulz",
    age: 44,
    jobStatus: "civil-servant",
    coverageWish: "comfort",
    beihilfe: true,
    postalCode: "80331",
    leadQuality: "beratungsgespraech",
    validationMethod: "admin",
    hoursAgo: 75,
  },
] as const;

const DEMO_DOMAIN = "@demo-anfrage.example.de";

/**
 * Seeds the listed demo leads once (recognised by their e-mail domain): consent recorded for the operator and
 * the demo partners (the demo broker's and insurer's licences), validated and listed.
 */
export async function seedDemoMarketLeads(
  db: Database,
  operatorName: string,
  now = Date.now(),
): Promise<void> {
  const existing = await db
    .select({ id: leads.id })
    .from(leads)
    .where(like(leads.email, `%${DEMO_DOMAIN}`));
  if (existing.length > 0) return;
  const texts = consentTexts(operatorName);
  for (const [index, lead] of DEMO_MARKET_LEADS.entries()) {
    const createdAt = new Date(now - lead.hoursAgo * HOUR);
    const grantedAt = createdAt.toISOString();
    const consent: ConsentRecord[] = [
      { purpose: "call", text: texts.call, grantedAt, channel: "website-kontaktformular" },
      {
        purpose: "broker-transfer",
        text: texts.broker,
        grantedAt,
        channel: "website-kontaktformular",
        scope: "partners",
        partners: [DEMO_LICENSES.broker, DEMO_LICENSES.insurance],
        maxRecipients: 1,
      },
    ];
    const { hoursAgo: _hoursAgo, ...fields } = lead;
    await db.insert(leads).values({
      ...fields,
      email: `${lead.firstName.toLowerCase()}.${index + 1}${DEMO_DOMAIN}`,
      phone: `+4917655500${index + 1}0`,
      status: "listed",
      isValidated: true,
      validationDate: createdAt,
      listedAt: createdAt,
      preferredTime: "afternoon",
      source: "contact-request",
      consent,
      maxSales: 1,
      withdrawalToken: randomBytes(24).toString("base64url"),
      createdAt,
      updatedAt: createdAt,
    });
  }
}
