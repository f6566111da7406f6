import type { ReactNode } from "react";
import { CLAIMED_SAVINGS_PERCENT, type SavingsClaimBasis } from "../../domain/offers/savings-claim";
import { formatEuro, formatEuroWhole } from "../../lib/format/number-format";

/**
 * The spec's 'bis zu 65 %' claim with its basis (docs/product/broker-duties.md#claims): every text that states it
 * carries a mark linking to the footnote in the page's footer, which names the person, tariff, GKV amount and year
 * the portal computed it from.
 */
const SAVINGS_FOOTNOTE_ID = "fussnote-ersparnis";

const CLAIM = /bis zu 65\s?%/i;

/** The mark after a claim. */
export function ClaimMark() {
  return (
    <sup>
      <a
        href={`#${SAVINGS_FOOTNOTE_ID}`}
        aria-label="Fußnote 1: so rechnen wir die Ersparnis"
        className="ml-0.5 font-semibold underline"
        data-claim-mark=""
      >
        1
      </a>
    </sup>
  );
}

/**
 * `text`, and the mark when it states the claim. `plain`: inside a link or a hidden copy the mark is no link of its
 * own (no nested or hidden focus); the footnote stands in the footer all the same.
 */
export function withClaimMark(text: string, options: { plain?: boolean } = {}): ReactNode {
  if (!CLAIM.test(text)) return text;
  return (
    <>
      {text}
      {options.plain ? (
        <sup className="ml-0.5 font-semibold" data-claim-mark="">
          1
        </sup>
      ) : (
        <ClaimMark />
      )}
    </>
  );
}

const who = (basis: SavingsClaimBasis) =>
  `${basis.jobStatus === "employed" ? "Angestellte(r)" : "Selbstständige(r)"}, ${basis.age} Jahre, gesund`;

/** The footnote's text: the computed maximum, honest when it stays below the claimed figure. */
export function savingsFootnoteText(basis: SavingsClaimBasis | undefined): string {
  const limits =
    "Ältere, Vorerkrankte und Familien sparen weniger oder zahlen mehr; Beiträge in der PKV können steigen.";
  if (!basis) {
    return `„Bis zu 65 %“ ist ein Höchstwert für junge, gesunde Versicherte; unsere Beispielrechnung ist gerade nicht verfügbar. ${limits}`;
  }
  const paid = 12 * basis.monthlyPaid + basis.deductible;
  const share = basis.jobStatus === "employed" ? "Ihr Anteil nach Arbeitgeberzuschuss" : "Beitrag";
  const lead =
    basis.percent >= CLAIMED_SAVINGS_PERCENT
      ? `„Bis zu 65 %“: Unser aktueller Tarifbestand erreicht ${basis.percent} %`
      : `„Bis zu 65 %“ erreicht unser aktueller Tarifbestand nicht: höchstens ${basis.percent} %`;
  const figures = basis.provisional
    ? `Rechengrößen ${basis.year} (für ${basis.insuranceStart.slice(0, 4)} noch nicht hinterlegt)`
    : `Rechengrößen ${basis.year}`;
  return (
    `${lead} – ${who(basis)}, Tarif ${basis.provider} ${basis.tariff}, ${share} ${formatEuro(basis.monthlyPaid)} im Monat ` +
    `und ${formatEuroWhole(basis.deductible)} Selbstbeteiligung voll eingerechnet: ${formatEuro(paid)} im Jahr gegenüber ` +
    `${formatEuro(basis.gkvYearly)} GKV-Beitrag (Einkommen an der Beitragsbemessungsgrenze, mit Kinderlosenzuschlag; ` +
    `${figures}). ${limits}`
  );
}

/** The footnote itself, in the footer of every page. */
export function SavingsFootnote({ basis }: { basis: SavingsClaimBasis | undefined }) {
  return (
    <p id={SAVINGS_FOOTNOTE_ID} className="text-xs text-slate-600" data-testid="savings-footnote">
      <sup>1</sup> {savingsFootnoteText(basis)}
    </p>
  );
}
