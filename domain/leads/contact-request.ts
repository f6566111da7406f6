import { z } from "zod";
import { isIsoCalendarDate } from "../../lib/dates/berlin-date";
import {
  GERMAN_PHONE_PATTERN,
  hasValidPhoneLength,
  normalizePhone as normalizeCompactPhone,
  PHONE_MESSAGES,
} from "../accounts/phone";
import { adviceNeedsFields, adviceNeedsFromForm, adviceOf, asksAdvice, checkAdviceNeeds } from "./advice";

// German phone rule (docs/product/leads.md): after removing spaces, hyphens, slashes and brackets, the accounts'
// phone pattern, length and messages.
export { PHONE_MESSAGES };

export const CONTACT_MESSAGES = {
  firstName: "Bitte geben Sie Ihren Vornamen ein.",
  lastName: "Bitte geben Sie Ihren Nachnamen ein.",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  preferredTime: "Bitte wählen Sie eine Zeit aus.",
  appointmentDay: "Bitte wählen Sie einen Tag für das Beratungsgespräch aus.",
  appointmentWindow: "Bitte wählen Sie ein Zeitfenster für das Beratungsgespräch aus.",
  consentCall: "Bitte willigen Sie ein, dass wir Sie anrufen dürfen.",
  consentBroker: "Bitte willigen Sie in die Weitergabe Ihrer Daten an den Makler ein.",
  consentHealthData:
    "Bitte willigen Sie ausdrücklich in die Übermittlung Ihrer Gesundheitsangaben für die Risikovoranfrage ein.",
  noHealthAnswers:
    "Zu diesem Vergleich liegen keine Gesundheitsangaben vor. Bitte beantworten Sie die Gesundheitsfragen im Vergleich.",
  confirmationTitle: "Vielen Dank für Ihre Anfrage!",
  confirmation:
    "Ihre Kontaktanfrage ist bei uns eingegangen. Ein Experte meldet sich zur gewünschten Zeit telefonisch bei Ihnen.",
  applicationConfirmation:
    "Ihre Antragsanfrage ist bei uns eingegangen. Ein Versicherungsmakler bereitet den Antrag für den gewählten Tarif vor und meldet sich zur gewünschten Zeit telefonisch bei Ihnen.",
  offerMissing:
    "Dieser Tarif ist nicht mehr in Ihrem Vergleich. Bitte öffnen Sie den Vergleich erneut und wählen Sie den Tarif dort aus.",
  riskPreCheckConfirmation:
    "Ihre Risikovoranfrage ist bei uns eingegangen. Ein Versicherungsmakler fragt anonym bei Versicherern an und meldet sich zur gewünschten Zeit telefonisch bei Ihnen.",
  rateLimited: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  failed: "Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  /** A refused entry is never a server failure: the fields say what to change. */
  checkFields: "Bitte prüfen Sie die markierten Angaben.",
} as const;

/** Strips spaces, hyphens, slashes and brackets. */
function compactPhone(phone: string): string {
  return phone.replace(/[\s\-/()]/g, "");
}

/** Normalised +49 form of the compacted number (the accounts' rule: 0049 or 0 becomes +49, 49 gets a +). */
export function normalizePhone(phone: string): string {
  return normalizeCompactPhone(compactPhone(phone));
}

/** Returns the spec's message for an invalid phone, or undefined. */
export function phoneError(phone: string): string | undefined {
  const compact = compactPhone(phone);
  if (compact === "") return PHONE_MESSAGES.required;
  if (!GERMAN_PHONE_PATTERN.test(compact)) return PHONE_MESSAGES.invalid;
  if (!hasValidPhoneLength(normalizePhone(compact))) return PHONE_MESSAGES.length;
  return undefined;
}

export const PREFERRED_TIMES = {
  morning: "Vormittags (9–12 Uhr)",
  afternoon: "Nachmittags (12–17 Uhr)",
  evening: "Abends (17–20 Uhr)",
  anytime: "Jederzeit",
} as const;
export type PreferredTime = keyof typeof PREFERRED_TIMES;

/** Time windows of a consultation appointment ('Beratungsgespräch vereinbaren'). */
export const APPOINTMENT_WINDOWS = {
  "08-12": "08–12 Uhr",
  "12-16": "12–16 Uhr",
  "16-20": "16–20 Uhr",
} as const;
export type AppointmentWindow = keyof typeof APPOINTMENT_WINDOWS;

/** How many working days ahead an appointment can be booked. */
const APPOINTMENT_DAYS_AHEAD = 10;

/**
 * The bookable days after `today` (YYYY-MM-DD, Berlin): the next {@link APPOINTMENT_DAYS_AHEAD} working days,
 * Monday to Friday (public holidays are not excluded; the broker confirms the appointment by phone).
 */
export function appointmentDays(today: string): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T12:00:00Z`);
  while (days.length < APPOINTMENT_DAYS_AHEAD) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];

/** 'YYYY-MM-DD' → 'Mittwoch, 25.11.2026'. */
export function appointmentDayLabel(day: string): string {
  const [year, month, date] = day.split("-");
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
  return `${weekday}, ${date}.${month}.${year}`;
}

// The topics and texts shown beside the form, zod-free for pages that only show them (the results page's advice box).
export {
  APPLICATION_HEALTH_DATA_CONSENT,
  brokerStatusNote,
  CONTACT_TOPICS,
  type ContactTopic,
  consentTexts,
  HEALTH_DATA_CONSENT,
} from "./contact-texts";

/**
 * One schema for the contact form (the dialog and /kontaktanfrage, through their route action) and POST /api/leads. 'Lassen Sie sich anrufen' (callback) asks for a
 * preferred time of day; 'Beratungsgespräch vereinbaren' (consultation) for an appointment: a day and a time
 * window. With `today` the day must be one of {@link appointmentDays}; without it only its format is checked.
 * 'Anonyme Risikovoranfrage beauftragen' (risk-pre-check, docs/product/leads.md#risk-pre-check-request) asks like a
 * callback, names its comparison and needs the separate, explicit consent to pass the health answers on
 * (Art. 9 DSGVO, `consentHealthData`). 'Antrag anfragen' (application, docs/product/leads.md#application-request) asks
 * like a callback, names its comparison and the offer, and may carry that consent (optional).
 */
export function createContactRequestSchema(options: { today?: string } = {}) {
  const { today } = options;
  return z
    .object({
      topic: z.enum(["callback", "consultation", "risk-pre-check", "application"]).default("callback"),
      firstName: z
        .string({ error: CONTACT_MESSAGES.firstName })
        .max(100, { error: CONTACT_MESSAGES.firstName })
        .trim()
        .min(1, { error: CONTACT_MESSAGES.firstName }),
      lastName: z
        .string({ error: CONTACT_MESSAGES.lastName })
        .max(100, { error: CONTACT_MESSAGES.lastName })
        .trim()
        .min(1, { error: CONTACT_MESSAGES.lastName }),
      phone: z
        .string({ error: PHONE_MESSAGES.required })
        .max(40, { error: PHONE_MESSAGES.invalid })
        .superRefine((value, context) => {
          const message = phoneError(value);
          if (message) context.addIssue({ code: "custom", message });
        })
        .transform(normalizePhone),
      email: z
        .string({ error: CONTACT_MESSAGES.email })
        .max(200, { error: CONTACT_MESSAGES.email })
        .trim()
        .pipe(z.email({ error: CONTACT_MESSAGES.email })),
      preferredTime: z
        .enum(Object.keys(PREFERRED_TIMES) as [PreferredTime, ...PreferredTime[]], {
          error: CONTACT_MESSAGES.preferredTime,
        })
        .optional(),
      appointmentDay: z
        .string({ error: CONTACT_MESSAGES.appointmentDay })
        .max(10, { error: CONTACT_MESSAGES.appointmentDay })
        .refine(isIsoCalendarDate, { error: CONTACT_MESSAGES.appointmentDay, abort: true })
        .refine((day) => today === undefined || appointmentDays(today).includes(day), {
          error: CONTACT_MESSAGES.appointmentDay,
        })
        .optional(),
      appointmentWindow: z
        .enum(Object.keys(APPOINTMENT_WINDOWS) as [AppointmentWindow, ...AppointmentWindow[]], {
          error: CONTACT_MESSAGES.appointmentWindow,
        })
        .optional(),
      consentCall: z.literal(true, { error: CONTACT_MESSAGES.consentCall }),
      consentBroker: z.literal(true, { error: CONTACT_MESSAGES.consentBroker }),
      // Only for a risk pre-check, where it must be true (checked below, with its own message).
      consentHealthData: z.boolean({ error: CONTACT_MESSAGES.consentHealthData }).optional(),
      comparisonId: z.string().max(64).optional(),
      offerId: z.string().max(200).optional(),
      // The needs, or the separate waiver (docs/product/broker-duties.md#advice-documentation).
      ...adviceNeedsFields,
    })
    .superRefine((data, context) => {
      if (asksAdvice(data.topic)) checkAdviceNeeds(data, context);
      if (data.topic === "risk-pre-check") {
        if (data.consentHealthData !== true)
          context.addIssue({
            code: "custom",
            path: ["consentHealthData"],
            message: CONTACT_MESSAGES.consentHealthData,
          });
        if (!data.comparisonId)
          context.addIssue({
            code: "custom",
            path: ["comparisonId"],
            message: CONTACT_MESSAGES.noHealthAnswers,
          });
      }
      if (data.topic === "application" && (!data.comparisonId || !data.offerId)) {
        context.addIssue({ code: "custom", path: ["offerId"], message: CONTACT_MESSAGES.offerMissing });
      }
      if (data.topic !== "consultation" && data.preferredTime === undefined) {
        context.addIssue({
          code: "custom",
          path: ["preferredTime"],
          message: CONTACT_MESSAGES.preferredTime,
        });
      }
      if (data.topic === "consultation") {
        if (data.appointmentDay === undefined)
          context.addIssue({
            code: "custom",
            path: ["appointmentDay"],
            message: CONTACT_MESSAGES.appointmentDay,
          });
        if (data.appointmentWindow === undefined)
          context.addIssue({
            code: "custom",
            path: ["appointmentWindow"],
            message: CONTACT_MESSAGES.appointmentWindow,
          });
      }
    })
    .transform((data) => {
      // Each topic keeps only its own time fields; only a risk pre-check (required) and an application request
      // (optional) carry the health-data consent, only an application request the offer.
      const consentHealthData =
        (data.topic === "risk-pre-check" || data.topic === "application") && data.consentHealthData === true;
      const offerId = data.topic === "application" ? data.offerId : undefined;
      // The needs (or the waiver) only where a tariff is recommended.
      const advice = asksAdvice(data.topic) ? adviceOf(data) : undefined;
      return data.topic === "consultation"
        ? { ...data, preferredTime: undefined, consentHealthData, offerId, advice }
        : {
            ...data,
            appointmentDay: undefined,
            appointmentWindow: undefined,
            consentHealthData,
            offerId,
            advice,
          };
    });
}

/**
 * The contact form's posted fields (the dialog's and the page /kontaktanfrage's: text, 'on' for a ticked
 * checkbox, '' for an unselected choice) → the input of {@link createContactRequestSchema}.
 */
export function contactRequestFromForm(
  fields: Readonly<Record<string, string | undefined>>,
): Record<keyof ContactRequestInput, unknown> {
  const text = (name: string) => fields[name] ?? "";
  const choice = (name: string) => fields[name] || undefined;
  return {
    topic: choice("topic"),
    firstName: text("firstName"),
    lastName: text("lastName"),
    phone: text("phone"),
    email: text("email"),
    preferredTime: choice("preferredTime"),
    appointmentDay: choice("appointmentDay"),
    appointmentWindow: choice("appointmentWindow"),
    consentCall: fields.consentCall === "on",
    consentBroker: fields.consentBroker === "on",
    consentHealthData: fields.consentHealthData === "on",
    comparisonId: choice("comparisonId"),
    offerId: choice("offerId"),
    ...adviceNeedsFromForm(fields),
  };
}

// Types only: building the schema at module load cost ≈ 10 ms on the results page.
type ContactRequestSchema = ReturnType<typeof createContactRequestSchema>;
export type ContactRequestInput = z.input<ContactRequestSchema>;
export type ContactRequest = z.output<ContactRequestSchema>;
