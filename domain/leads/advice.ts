import { z } from "zod";

/**
 * Needs and advice documentation on the way to a broker (§§ 60–62 VVG, docs/product/broker-duties.md#advice-documentation):
 * the person's wishes and needs, asked in plain German with the contact request of 'Antrag anfragen',
 * 'Beratungsgespräch vereinbaren' and 'Anonyme Risikovoranfrage beauftragen'; or the separate waiver with the
 * statutory warning (§ 61 Abs. 2 VVG). One set of fields, shared by the forms, the route action and POST /api/leads.
 */

/** The topics of the contact request that ask the needs (a plain callback does not: no tariff is recommended). */
const ADVICE_TOPICS = ["consultation", "risk-pre-check", "application"] as const;
export const asksAdvice = (topic: string) => (ADVICE_TOPICS as readonly string[]).includes(topic);

/** What matters most to the person (several may be chosen). */
export const ADVICE_PRIORITIES = {
  price: "Ein niedriger Beitrag",
  stability: "Ein stabiler Beitrag im Alter (Beitragsstabilität)",
  benefits: "Umfassende Leistungen",
  dental: "Gute Zahnleistungen",
  hospital: "Komfort im Krankenhaus (Ein- oder Zweibettzimmer, Chefarzt)",
  sickPay: "Krankentagegeld bei Arbeitsunfähigkeit",
} as const;
export type AdvicePriority = keyof typeof ADVICE_PRIORITIES;

/** How the person is insured today. */
export const CURRENT_COVERS = {
  gkv: "Gesetzlich versichert (GKV), selbst Mitglied",
  "gkv-family": "Gesetzlich familienversichert",
  pkv: "Privat versichert (PKV)",
  none: "Derzeit ohne Krankenversicherung",
  other: "Anders versichert (z. B. Heilfürsorge, Auslandsversicherung)",
} as const;
export type CurrentCover = keyof typeof CURRENT_COVERS;

/** Changes the person plans in the next years (none, one or several). */
export const PLANNED_CHANGES = {
  family: "Heirat oder Kinder",
  "self-employment": "Selbstständigkeit",
  employment: "Wechsel in eine Anstellung",
  "civil-service": "Verbeamtung",
  abroad: "Längerer Aufenthalt oder Umzug ins Ausland",
  retirement: "Ruhestand",
} as const;
export type PlannedChange = keyof typeof PLANNED_CHANGES;

export const ADVICE_MESSAGES = {
  priorities:
    "Bitte wählen Sie mindestens einen Punkt, der Ihnen wichtig ist – oder verzichten Sie unten ausdrücklich auf die Beratung.",
  currentCover:
    "Bitte sagen Sie uns, wie Sie heute versichert sind – oder verzichten Sie unten ausdrücklich auf die Beratung.",
  note: "Bitte fassen Sie Ihren Hinweis in höchstens 500 Zeichen.",
} as const;

/**
 * The separate declaration of waiver (§ 61 Abs. 2 VVG: in writing, separate, with the warning that it may hurt a
 * claim for damages against the broker). Stored exactly as shown, with its version and moment.
 */
export const ADVICE_WAIVER = {
  version: "2026-12-03",
  heading: "Verzicht auf Beratung und Dokumentation",
  warning:
    "Wichtiger Hinweis nach § 61 Abs. 2 VVG: Wenn Sie auf die Beratung oder die Dokumentation verzichten, kann " +
    "sich das nachteilig auf Ihre Möglichkeit auswirken, gegen den Versicherungsmakler einen Anspruch auf " +
    "Schadensersatz nach § 63 VVG geltend zu machen.",
  text:
    "Ich verzichte ausdrücklich auf die Befragung nach meinen Wünschen und Bedürfnissen, auf die Beratung und auf " +
    "die Beratungsdokumentation (§§ 61, 62 VVG). Den Hinweis, dass dieser Verzicht meine Möglichkeit, " +
    "Schadensersatz vom Versicherungsmakler zu verlangen, beeinträchtigen kann, habe ich gelesen.",
} as const;

/** The needs' fields, the same names in the form and in POST /api/leads (`advicePriorities` etc.). */
export const adviceNeedsFields = {
  advicePriorities: z
    .array(
      z.enum(Object.keys(ADVICE_PRIORITIES) as [AdvicePriority, ...AdvicePriority[]], {
        error: ADVICE_MESSAGES.priorities,
      }),
      { error: ADVICE_MESSAGES.priorities },
    )
    .max(6, { error: ADVICE_MESSAGES.priorities })
    .default([]),
  currentCover: z
    .enum(Object.keys(CURRENT_COVERS) as [CurrentCover, ...CurrentCover[]], {
      error: ADVICE_MESSAGES.currentCover,
    })
    .optional(),
  plannedChanges: z
    .array(z.enum(Object.keys(PLANNED_CHANGES) as [PlannedChange, ...PlannedChange[]]))
    .max(6)
    .default([]),
  adviceNote: z.string().trim().max(500, { error: ADVICE_MESSAGES.note }).optional(),
  /** The separate declaration of waiver ({@link ADVICE_WAIVER}); never ticked in advance. */
  adviceWaiver: z.boolean().optional(),
};

type NeedsInput = {
  advicePriorities: readonly AdvicePriority[];
  currentCover?: CurrentCover | undefined;
  adviceWaiver?: boolean | undefined;
};

/** Without the waiver, at least one priority and the current cover (each with its own message). */
export function checkAdviceNeeds(data: NeedsInput, context: z.RefinementCtx): void {
  if (data.adviceWaiver === true) return;
  if (data.advicePriorities.length === 0)
    context.addIssue({ code: "custom", path: ["advicePriorities"], message: ADVICE_MESSAGES.priorities });
  if (data.currentCover === undefined)
    context.addIssue({ code: "custom", path: ["currentCover"], message: ADVICE_MESSAGES.currentCover });
}

/** The needs on their own (the contact request extends its schema with the same fields and check). */
export const adviceNeedsSchema = z.object(adviceNeedsFields).superRefine(checkAdviceNeeds);

/** The person's stated needs as the lead stores them. */
export interface AdviceNeeds {
  priorities: AdvicePriority[];
  currentCover: CurrentCover;
  plannedChanges: PlannedChange[];
  note?: string;
}

/** Parsed fields → the needs, or the waiver (undefined needs). */
export function adviceOf(
  data: z.output<typeof adviceNeedsSchema>,
): { waiver: true } | { needs: AdviceNeeds } {
  if (data.adviceWaiver === true) return { waiver: true };
  return {
    needs: {
      priorities: [...new Set(data.advicePriorities)],
      currentCover: data.currentCover!,
      plannedChanges: [...new Set(data.plannedChanges)],
      ...(data.adviceNote ? { note: data.adviceNote } : {}),
    },
  };
}

/** The form's checkbox name of one priority or planned change (each its own name: a plain post keeps one value per name). */
export const priorityField = (priority: AdvicePriority) => `advicePriority-${priority}`;
export const plannedChangeField = (change: PlannedChange) => `plannedChange-${change}`;

/** The posted form fields → the needs' input ('on' for a ticked box). */
export function adviceNeedsFromForm(fields: Readonly<Record<string, string | undefined>>) {
  return {
    advicePriorities: (Object.keys(ADVICE_PRIORITIES) as AdvicePriority[]).filter(
      (priority) => fields[priorityField(priority)] === "on",
    ),
    currentCover: fields.currentCover || undefined,
    plannedChanges: (Object.keys(PLANNED_CHANGES) as PlannedChange[]).filter(
      (change) => fields[plannedChangeField(change)] === "on",
    ),
    adviceNote: fields.adviceNote || undefined,
    adviceWaiver: fields.adviceWaiver === "on",
  };
}

/** The needs in words, one line each (the PDF, the confirmation, the broker's view). */
export function needsLines(needs: AdviceNeeds): { label: string; value: string }[] {
  return [
    {
      label: "Das ist Ihnen wichtig",
      value: needs.priorities.map((entry) => ADVICE_PRIORITIES[entry]).join(", "),
    },
    { label: "So sind Sie heute versichert", value: CURRENT_COVERS[needs.currentCover] },
    {
      label: "Geplante Veränderungen",
      value:
        needs.plannedChanges.length > 0
          ? needs.plannedChanges.map((entry) => PLANNED_CHANGES[entry]).join(", ")
          : "keine angegeben",
    },
    ...(needs.note ? [{ label: "Ihr Hinweis", value: needs.note }] : []),
  ];
}
