import { ClipboardList, Sparkles, UserCheck } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { constantsForDate } from "../../../domain/constants/yearly-constants";
import { formatEuroNoBreak } from "../../../lib/format/number-format";
import { pageContext } from "../../../server/transport/page-context.server";
import { ClaimMark } from "../../components/claim-footnote";
import { Button } from "../../components/ui/button";
import { securityClaimFor } from "../../features/comparison/security-claim.server";
import { TrustItemText, trustItems } from "../../features/comparison/trust-banner";
import { COMPARISON_ENTRY } from "../../features/landing/hero-section";
import { landingFigures } from "../../features/landing/landing-figures";
import { seoForPath } from "../../features/landing/page-seo";
import { InsurerLogoGrid } from "../../features/media/insurer-logo-grid";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import { StaticContent } from "../../lib/static-content";
import type { loader as rootLoader } from "../../root";
import type { Route } from "./+types/pkv-comparison";

const PATH = "/private-krankenversicherung-vergleich";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  return {
    figures: landingFigures(constantsForDate(Date.now(), page.services.yearlyTable())),
    security: await securityClaimFor(page),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root) return [];
  const seo = seoForPath(root.seo, PATH);
  return [{ title: `${seo.title} | ${root.siteName}` }, { name: "description", content: seo.description }];
};

const steps = [
  {
    icon: ClipboardList,
    title: "Angaben machen",
    text: "Geburtsdatum und Berufsstatus genügen für den ersten Vergleich – in nur 10 Sekunden zum Tarif.",
  },
  {
    icon: Sparkles,
    title: "Tarife vergleichen",
    text: "Eine veröffentlichte Regel ordnet die Tarife von über 20 Anbietern nach Preis-Leistungs-Verhältnis und hebt die besten drei hervor.",
  },
  {
    icon: UserCheck,
    title: "Beraten lassen",
    text: "Auf Wunsch meldet sich ein geprüfter Experte und erstellt Ihnen ein unverbindliches Angebot.",
  },
];

const criteria = [
  ["Monatsbeitrag", "inklusive Arbeitgeberanteil für Angestellte"],
  ["Selbstbeteiligung", "von 0 € bis 5.000 € im Jahr"],
  ["Zahnleistungen", "Erstattung für Zahnbehandlung und Zahnersatz"],
  ["Krankenhaus", "Mehrbett-, Zwei- oder Einbettzimmer, Chefarztbehandlung"],
  ["Ambulante Leistungen", "Arzt, Heilpraktiker, Psychotherapie, Hilfsmittel"],
  ["Beitragsrückerstattung", "Geld zurück in leistungsfreien Jahren"],
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function PkvComparison() {
  const { figures, security } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="pkv-page-heading" className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h1
            id="pkv-page-heading"
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl md:text-4xl"
          >
            Private Krankenversicherung vergleichen
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Finden Sie den PKV-Tarif, der zu Ihnen passt: Wir vergleichen die Leistungen und Beiträge von über
            20 privaten Krankenversicherern – für Angestellte oberhalb der Versicherungspflichtgrenze,
            Selbstständige, Freiberufler, Beamte und Studierende.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={COMPARISON_ENTRY.to} state={COMPARISON_ENTRY.state}>
              PKV-Vergleich starten
            </Link>
          </Button>
          <StaticContent>
            <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Ihre Sicherheit">
              {trustItems(security, "wallet").map((item) => (
                <li
                  key={item.text}
                  className="flex items-center gap-2 rounded-lg bg-white p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 max-sm:gap-1.5 max-sm:px-2 max-sm:text-[0.8125rem]"
                >
                  <item.icon className="size-5 shrink-0 text-primary-700 max-sm:size-4" aria-hidden />
                  <TrustItemText item={item} />
                </li>
              ))}
            </ul>
          </StaticContent>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-10">
        {/* Text only: never hydrated (docs/decisions/024-react-in-the-browser.md#static-content). */}
        <StaticContent className="space-y-14">
          <section aria-labelledby="pkv-steps-heading">
            <h2 id="pkv-steps-heading" className="text-2xl font-bold text-slate-900">
              So funktioniert der PKV-Vergleich
            </h2>
            <ol className="mt-6 grid gap-4 md:grid-cols-3">
              {steps.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <span className="flex items-center gap-3">
                    <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary-800 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <Icon className="size-6 text-primary-700" aria-hidden />
                  </span>
                  <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-slate-700">{text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="pkv-who-heading" className="space-y-4 text-slate-700">
            <h2 id="pkv-who-heading" className="text-2xl font-bold text-slate-900">
              Für wen lohnt sich ein PKV-Vergleich?
            </h2>
            <p>
              Angestellte können in die private Krankenversicherung wechseln, wenn ihr regelmäßiges
              Jahresarbeitsentgelt die Versicherungspflichtgrenze übersteigt – {figures.year} sind das{" "}
              {formatEuroNoBreak(figures.compulsoryInsuranceLimitYearly)} brutto. Selbstständige, Freiberufler
              und Beamte können sich unabhängig vom Einkommen privat versichern, Studierende zu Beginn des
              Studiums.
            </p>
            <p>
              Weil sich die Tarife der Versicherer in Beitrag und Leistung stark unterscheiden, lohnt sich der
              Vergleich: Junge, gesunde Versicherte sparen gegenüber der gesetzlichen Krankenkasse oft
              deutlich – bis zu 65% sind möglich.
              <ClaimMark /> Angestellte erhalten zusätzlich einen Arbeitgeberzuschuss von bis zu{" "}
              {formatEuroNoBreak(figures.maxEmployerSubsidyHealthMonthly, true)} im Monat für die
              Krankenversicherung.
            </p>
          </section>

          <section aria-labelledby="pkv-criteria-heading">
            <h2 id="pkv-criteria-heading" className="text-2xl font-bold text-slate-900">
              Das vergleichen wir für Sie
            </h2>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {criteria.map(([term, description]) => (
                <div key={term} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="font-semibold text-slate-900">{term}</dt>
                  <dd className="mt-1 text-slate-700">{description}</dd>
                </div>
              ))}
            </dl>
          </section>
        </StaticContent>

        <section aria-labelledby="pkv-partners-heading">
          <h2 id="pkv-partners-heading" className="text-2xl font-bold text-slate-900">
            Ausschnitt unserer Versicherungspartner
          </h2>
          <InsurerLogoGrid className="mt-6" />
        </section>

        <section
          aria-labelledby="pkv-cta-heading"
          className="rounded-2xl bg-primary-900 p-6 text-center text-white md:p-10"
        >
          <h2 id="pkv-cta-heading" className="text-2xl font-bold">
            In nur 10 Sekunden zum Tarif
          </h2>
          <p className="mt-3 text-primary-100">
            Vergleichen Sie 100% kostenlos und unverbindlich – Ihre Daten werden SSL-verschlüsselt übertragen.
          </p>
          <Button asChild variant="inverted" size="lg" className="mt-6">
            <Link to={COMPARISON_ENTRY.to} state={COMPARISON_ENTRY.state}>
              Jetzt Tarife vergleichen
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}
