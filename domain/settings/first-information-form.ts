import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";
import { type FirstInformationSettings, firstInformationSchema } from "./first-information";
import type { OperatorDetails } from "./site-settings";

/**
 * The admin page 'Erstinformation' (docs/product/broker-duties.md#first-information): the operator's details and the
 * Erstinformation's texts in one form, with German messages per field; the whole settings are checked again on save.
 */
const REQUIRED = "Bitte füllen Sie dieses Feld aus.";

const required = (max: number = TEXT_LIMITS.settingsLine) =>
  z.string().trim().min(1, REQUIRED).max(max, tooLongMessage(max));
const email = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein.").max(TEXT_LIMITS.email));

export const firstInformationFormSchema = z
  .object({
    companyName: required(),
    representative: required(),
    street: required(),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Bitte geben Sie eine fünfstellige Postleitzahl ein."),
    city: required(),
    country: required(),
    email,
    phone: required(),
    registerCourt: required(),
    registerNumber: required(),
    vatId: required(),
    brokerRegistrationNumber: required(),
    registrationAuthority: required(),
    dataProtectionOfficerEmail: email,
    status: firstInformationSchema.shape.status,
    registerCheck: firstInformationSchema.shape.registerCheck,
    adviceOffered: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    remuneration: firstInformationSchema.shape.remuneration,
    holdings: firstInformationSchema.shape.holdings,
    arbitrationBoards: firstInformationSchema.shape.arbitrationBoards,
  })
  .transform(
    ({
      status,
      registerCheck,
      adviceOffered,
      remuneration,
      holdings,
      arbitrationBoards,
      ...operator
    }): { operator: OperatorDetails; firstInformation: FirstInformationSettings } => ({
      operator,
      firstInformation: { status, registerCheck, adviceOffered, remuneration, holdings, arbitrationBoards },
    }),
  );
