import { BadgeCheck, Clock, MessageCircle, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClaimMark } from "../../components/claim-footnote";
import { Button } from "../../components/ui/button";
import { ChatUnavailableDialog } from "./chat-unavailable-dialog";
import { EligibilitySection } from "./eligibility-section";
import { InsuranceTypeSelector } from "./insurance-type-selector";

/** Where both comparison buttons lead: state and query say 'adult' (docs/product/site.md). */
export const COMPARISON_ENTRY = { to: "/comparison?insuranceType=adult", state: { insuranceType: "adult" } };

const claims = [
  { icon: Clock, text: "In nur 10 Sekunden zum Tarif" },
  { icon: BadgeCheck, text: "Vergleichen Sie 100% kostenlos" },
  { icon: ShieldCheck, text: "Über 20 Anbieter" },
];

export function HeroSection({
  siteName,
  video,
  shortForm,
  onAskAi,
}: {
  siteName: string;
  video: ReactNode;
  /** The short comparison form, composed in by the route (another feature). */
  shortForm?: ReactNode;
  /** Opens the assistant; without it (assistant switched off) the button says 'Chat momentan nicht verfügbar'. */
  onAskAi?: () => void;
}) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:py-12 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <InsuranceTypeSelector className="min-w-0" />
        <div className="grid min-w-0 items-start gap-8 xl:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              Willkommen bei {siteName}
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-3xl font-bold tracking-tight text-balance hyphens-auto text-slate-900 md:text-4xl"
            >
              Private Krankenversicherung vergleichen und bis zu 65% sparen
              <ClaimMark />
            </h1>
            <p className="mt-5 text-lg text-slate-700">
              Sofortiger Tarifvergleich, Antworten unserer KI-Assistentin Lucy und eine persönliche Beratung
              durch geprüfte Experten – datenschutzkonform und unverbindlich.
            </p>
            <ul className="mt-6 grid gap-2 sm:grid-cols-3 xl:grid-cols-1">
              {claims.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2 font-medium text-slate-800">
                  <Icon className="size-5 shrink-0 text-primary-700" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={COMPARISON_ENTRY.to} state={COMPARISON_ENTRY.state}>
                  PKV-Vergleich starten
                </Link>
              </Button>
              {onAskAi ? (
                <Button
                  variant="secondary"
                  size="lg"
                  aria-haspopup="dialog"
                  className="bg-white"
                  onClick={onAskAi}
                >
                  <MessageCircle className="size-5" aria-hidden />
                  PKV KI-Fragen stellen
                </Button>
              ) : (
                <ChatUnavailableDialog />
              )}
            </div>
          </div>
          {/* On desktop the short form stands at the top of the right column, above the fold at 1280 × 720
              (docs/product/site.md#landing-page); below 1280 px it follows the text, before the video. */}
          <div className="grid min-w-0 gap-8">
            <EligibilitySection>{shortForm}</EligibilitySection>
            {video}
          </div>
        </div>
      </div>
    </section>
  );
}
