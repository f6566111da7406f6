import type { ChatLink } from "../../../../domain/assistant/chat-input";
import {
  PRICE_DIALOGUE_TEXTS,
  type PriceDialogue,
  stepPriceDialogue,
} from "../../../../domain/assistant/price-dialogue";
import { gkvReturnNotice } from "../../../../domain/comparison/eligibility";
import {
  GKV_RETURN_NOTICES,
  STUDENT_EXEMPTION_NOTICE,
} from "../../../../domain/comparison/eligibility-answer";
import type { LongFormData } from "../../../../domain/comparison/long-form";
import { AppError } from "../../../../domain/errors/app-error";
import type { Comparisons } from "../../comparisons";
import { priceAnswer } from "./price-answer";

/** One answered turn of the price dialogue (undefined: not a dialogue message, the normal path answers). */
export interface DialogueTurn {
  text: string;
  links?: ChatLink[];
  /** The state for the next message; undefined when the dialogue ended. */
  dialogue?: PriceDialogue;
  /** The comparison the dialogue ended with. */
  comparisonId?: string;
}

const PRICE_DIALOGUE_ERRORS = {
  invalid: (detail: string) =>
    `Mit diesen Angaben kann ich leider keinen Vergleich rechnen: ${detail} Fragen Sie gern noch einmal nach dem Preis, dann fangen wir neu an.`,
  rateLimited:
    "Im Moment wurden von Ihrem Anschluss zu viele Vergleiche berechnet. Bitte versuchen Sie es später noch einmal.",
  engine:
    "Die Tarifberechnung ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal oder starten Sie den Vergleich über das Formular.",
} as const;

/**
 * What the results say beside the prices for the applicant's group (docs/product/comparison.md#eligibility): the
 * students' binding exemption, and from 50 on the start the age-55 rule.
 */
function eligibilityNotices(input: LongFormData, insuranceStart: string): string[] {
  const gkvReturn = gkvReturnNotice(input.birthDate, insuranceStart);
  return [
    ...(input.jobStatus === "student" ? [STUDENT_EXEMPTION_NOTICE] : []),
    ...(gkvReturn && input.jobStatus !== "child" ? [GKV_RETURN_NOTICES[gkvReturn]] : []),
  ];
}

/**
 * Runs one turn of the price dialogue (docs/product/assistant-dialogues.md#price-dialogue): asks the next question,
 * or, with every answer given, makes the comparison through the asker's comparisons (request-comparisons.ts: owned
 * by the signed-in user, counted against the client's comparison limit) and answers with its prices and the
 * results link.
 */
export async function runPriceDialogueTurn(
  comparisons: Pick<Comparisons, "create">,
  input: { message: string; dialogue: PriceDialogue | undefined; today: string },
): Promise<DialogueTurn | undefined> {
  const step = stepPriceDialogue(input.message, input.dialogue, input.today);
  switch (step.kind) {
    case "leave":
      return undefined;
    case "cancel":
    case "stop":
      return { text: step.text };
    case "ask":
      return { text: step.text, dialogue: step.state };
    case "complete":
      break;
  }
  try {
    const created = await comparisons.create(step.request);
    const answer = priceAnswer(created);
    const notices = eligibilityNotices(created.comparison.input, created.comparison.insuranceStart);
    // Without health answers the answer offers them: the dialogue stays open for that one question (#health).
    const dialogue = step.state.health ? undefined : { ...step.state, asked: "health" as const };
    const assumed = step.state.assumed ?? [];
    const defaults =
      assumed.length > 0
        ? `${PRICE_DIALOGUE_TEXTS.assumedDefaults} ${assumed
            .map((slot) =>
              slot === "gender" ? PRICE_DIALOGUE_TEXTS.assumedGender : PRICE_DIALOGUE_TEXTS.assumedCoverage,
            )
            .join("; ")}.${assumed.includes("coverage") ? ` ${PRICE_DIALOGUE_TEXTS.refineOffer}` : ""}`
        : undefined;
    return {
      text: [...(defaults ? [defaults] : []), answer.text, ...notices].join("\n"),
      links: answer.links,
      comparisonId: created.comparison.id,
      dialogue,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Below the Versicherungspflichtgrenze: the same answer as the forms and the API, no prices (#income).
    if (error.code === "not-eligible")
      return { text: `${error.detail} ${PRICE_DIALOGUE_TEXTS.notEligibleEnd}` };
    if (error.code === "validation-failed") return { text: PRICE_DIALOGUE_ERRORS.invalid(error.detail) };
    if (error.code === "rate-limited") return { text: PRICE_DIALOGUE_ERRORS.rateLimited };
    return { text: PRICE_DIALOGUE_ERRORS.engine };
  }
}
