import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";

/**
 * Inputs of the developer console's functions kvr-service and update-kvr-credentials
 * (docs/product/rating-engine.md#developer-console), shared by the console's forms and the server.
 */

const SOAP_BODY_MAX = 200_000;

export const engineCredentialsSchema = z.object({
  mandantId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, "Die Mandant ID besteht aus Ziffern."),
  username: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie den Benutzernamen ein.")
    .max(TEXT_LIMITS.shortText, tooLongMessage(TEXT_LIMITS.shortText)),
  password: z
    .string()
    .min(1, "Bitte geben Sie das Passwort ein.")
    .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password)),
});
export type EngineCredentialsInput = z.infer<typeof engineCredentialsSchema>;

const sessionDataSchema = z
  .object({
    sessionId: z.string().max(TEXT_LIMITS.token).optional(),
    aspxAuth: z
      .string()
      .max(TEXT_LIMITS.token * 4)
      .optional(),
    allCookies: z
      .string()
      .max(TEXT_LIMITS.token * 6)
      .optional(),
  })
  .optional();

const soapBody = z
  .string()
  .min(1, "Bitte geben Sie eine SOAP-Anfrage ein.")
  .max(SOAP_BODY_MAX, tooLongMessage(SOAP_BODY_MAX));

export const kvrServiceRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("authenticate"), credentials: engineCredentialsSchema.optional() }),
    z.object({
      action: z.literal("getCompaniesWithUrlAuth"),
      credentials: engineCredentialsSchema.optional(),
      sessionData: sessionDataSchema,
    }),
    z.object({ action: z.literal("customRequest"), soapBody, sessionData: sessionDataSchema }),
    z.object({
      action: z.literal("calculate"),
      soapBody,
      credentials: engineCredentialsSchema.optional(),
      sessionId: z.string().max(TEXT_LIMITS.token).optional(),
      aspxAuth: z
        .string()
        .max(TEXT_LIMITS.token * 4)
        .optional(),
      sessionData: sessionDataSchema,
    }),
  ],
  "Unbekannte Aktion.",
);
export type KvrServiceRequest = z.infer<typeof kvrServiceRequestSchema>;
export type KvrServiceAction = KvrServiceRequest["action"];

/** One tariff of a Calculate answer as the console's tariff analysis shows it. */
export interface ConsoleTariff {
  /** Stable key for hiding: company and product name. */
  key: string;
  companyName: string;
  prodName: string;
  monthlyPrice: number;
  deductible?: number;
  dentalReplacement?: number;
  dentalTreatment?: number;
  chiefPhysician?: boolean;
  components: string[];
  employeeShare?: number;
  employerShare?: number;
  benefits: Array<{ category: string; items: Array<{ text: string; value?: string }> }>;
  productPool: Array<{ prodId?: string; prodName: string; profileType?: string; unisex?: boolean }>;
}

export interface ConsoleAnalysis {
  summary: { tariffCount: number; productPoolCount: number; insurerCount: number };
  tariffsByInsurer: Record<string, number>;
  tariffs: ConsoleTariff[];
}

/** The kvr-service answer: `{success, data, sessionData, error}` (plus the analysis of a Calculate answer). */
export interface KvrServiceResponse {
  success: boolean;
  data?: unknown;
  sessionData?: { sessionId?: string; aspxAuth?: string; allCookies?: string };
  error?: string;
  analysis?: ConsoleAnalysis;
  /** getCompaniesWithUrlAuth: the company list read from the XML (the console's JSON view). */
  companies?: unknown;
  analysisError?: string;
}
