import { eq } from "drizzle-orm";
import { ageOn, type LongFormData } from "../../domain/comparison/long-form";
import { berlinDate } from "../../domain/dates/berlin-date";
import type { FieldErrors } from "../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../domain/errors/field-errors";
import {
  type ContactRequest,
  consentTexts,
  createContactRequestSchema,
} from "../../domain/leads/contact-request";
import type { DatabaseHandle } from "../adapters/db/client";
import { comparisons, leads } from "../adapters/db/schema";

/** The channel recorded with the consent: the contact dialog on the results screen. */
export const CONTACT_CONSENT_CHANNEL = "website-kontaktformular";

export interface ConsentRecord {
  purpose: "call" | "broker-transfer";
  text: string;
  grantedAt: string;
  channel: string;
}

export type CreateLeadResult = { ok: true; id: string } | { ok: false; fieldErrors: FieldErrors };

export interface LeadsService {
  createFromContactRequest(input: unknown, options?: { userId?: string }): Promise<CreateLeadResult>;
  /** Name of the broker the data is passed to (shown in the consent text). */
  brokerName(): Promise<string>;
}

/** Contact request → lead (status new, not validated) with the consent texts exactly as shown. */
export function createLeadsService(deps: {
  database: DatabaseHandle;
  brokerName: () => Promise<string>;
  now?: () => Date;
}): LeadsService {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;
  return {
    brokerName: deps.brokerName,
    async createFromContactRequest(input, options = {}) {
      const grantedAt = now();
      const parsed = createContactRequestSchema({ today: berlinDate(grantedAt) }).safeParse(input);
      if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFromIssues(parsed.error.issues) };
      const request: ContactRequest = parsed.data;
      const texts = consentTexts(await deps.brokerName());
      const consent: ConsentRecord[] = [
        {
          purpose: "call",
          text: texts.call,
          grantedAt: grantedAt.toISOString(),
          channel: CONTACT_CONSENT_CHANNEL,
        },
        {
          purpose: "broker-transfer",
          text: texts.broker,
          grantedAt: grantedAt.toISOString(),
          channel: CONTACT_CONSENT_CHANNEL,
        },
      ];
      let comparisonId: string | null = null;
      let age: number | null = null;
      if (request.comparisonId) {
        const [row] = await db
          .select({ id: comparisons.id, input: comparisons.input })
          .from(comparisons)
          .where(eq(comparisons.id, request.comparisonId));
        if (row) {
          comparisonId = row.id;
          age = ageOn((row.input as LongFormData).birthDate, berlinDate(grantedAt));
        }
      }
      const [lead] = await db
        .insert(leads)
        .values({
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email.toLowerCase(),
          phone: request.phone,
          age,
          leadQuality: request.topic === "consultation" ? "beratungsgespraech" : "rueckruf",
          source: "contact-request",
          comparisonId,
          userId: options.userId ?? null,
          preferredTime: request.preferredTime ?? null,
          appointmentDay: request.appointmentDay ?? null,
          appointmentWindow: request.appointmentWindow ?? null,
          consent,
          createdAt: grantedAt,
          updatedAt: grantedAt,
        })
        .returning({ id: leads.id });
      return { ok: true, id: lead!.id };
    },
  };
}
