import {
  Bot,
  Handshake,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  UserRound,
  Wallet,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { InfoTooltip } from "../../components/ui/info-tooltip";
import { StaticContent } from "../../lib/static-content";
import { COMPARISON_ENTRY } from "./hero-section";
import { SectionHeading } from "./section-heading";
import { FADE_STAGGER_MS, fadeInMarks } from "./use-fade-in";

/** A card that fades in (marked for the landing page's one observer, `useFadeInMarked`). */
function FadeCard({
  index,
  children,
  className,
}: {
  index: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <li {...fadeInMarks({ delayMs: index * FADE_STAGGER_MS, threshold: 0.2 })} className={className}>
      {children}
    </li>
  );
}

interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Icon, title and text per card, fading in one after the other; `gridClassName` sets the columns. */
function IconCardList({ cards, gridClassName }: { cards: IconCard[]; gridClassName: string }) {
  return (
    <ul className={`mt-6 grid gap-4 ${gridClassName}`}>
      {cards.map(({ icon: Icon, title, text }, index) => (
        <FadeCard
          key={title}
          index={index}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <Icon className="size-8 text-primary-700" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </FadeCard>
      ))}
    </ul>
  );
}

const advantages = [
  {
    icon: Zap,
    title: "Sofortiger Tarifvergleich",
    text: "In nur 10 Sekunden sehen Sie passende Tarife von über 20 privaten Krankenversicherern.",
  },
  {
    icon: Sparkles,
    title: "Nachvollziehbar sortiert",
    text: "Eine veröffentlichte Regel ordnet die Tarife nach Preis-Leistungs-Verhältnis; die Gewichte stehen bei der Sortierung. KI nutzen wir für Lucy, unsere Assistentin.",
  },
  {
    icon: ShieldCheck,
    title: "Datenschutzkonform",
    text: "Ihre Daten werden SSL-verschlüsselt übertragen und ausschließlich nach der DSGVO verarbeitet.",
  },
  {
    icon: Handshake,
    title: "Vertragsvermittlung",
    text: "Auf Wunsch meldet sich ein geprüfter Experte und begleitet Sie bis zum Vertragsabschluss.",
  },
];

export function AdvantagesSection() {
  return (
    <section aria-labelledby="advantages-heading">
      <SectionHeading id="advantages-heading">Unsere Vorteile für Sie</SectionHeading>
      <StaticContent>
        <IconCardList cards={advantages} gridClassName="sm:grid-cols-2 lg:grid-cols-4" />
      </StaticContent>
    </section>
  );
}

export function PartnersSection({ logos }: { logos: ReactNode }) {
  return (
    <section {...fadeInMarks()} aria-labelledby="partners-heading">
      <SectionHeading id="partners-heading">Ausschnitt unserer Versicherungspartner</SectionHeading>
      <p className="mt-3 text-slate-700">
        Wir vergleichen Tarife von über 20 Anbietern – eine Auswahl des Marktes, unabhängig und transparent.
      </p>
      <div className="mt-6">{logos}</div>
    </section>
  );
}

export function LucySection({ sphere }: { sphere: ReactNode }) {
  return (
    <section
      {...fadeInMarks()}
      id="lucy-ai"
      aria-labelledby="lucy-ai-heading"
      className="scroll-mt-[100px] flex flex-col items-center gap-6 rounded-2xl bg-primary-50 p-6 md:flex-row md:p-10"
    >
      {sphere}
      <div>
        <SectionHeading id="lucy-ai-heading">Lucy – Ihre persönliche KI-Assistentin</SectionHeading>
        <p className="mt-3 text-slate-700">
          Lucy kennt die private Krankenversicherung: Sie beantwortet Ihre Fragen zu Beiträgen, Leistungen und
          Voraussetzungen und führt Sie Schritt für Schritt zu den Tarifen, die zu Ihnen passen.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={COMPARISON_ENTRY.to} state={COMPARISON_ENTRY.state}>
            <Bot className="size-5" aria-hidden />
            Mit Lucy zum PKV-Vergleich
          </Link>
        </Button>
      </div>
    </section>
  );
}

const selectionFactors = [
  {
    icon: UserRound,
    title: "Persönliche Faktoren",
    text: "Alter, Beruf und Vorerkrankungen bestimmen, welche Tarife für Sie infrage kommen und was sie kosten.",
  },
  {
    icon: Stethoscope,
    title: "Leistungsprioritäten",
    text: "Ob starke Zahnleistungen oder Komfort im Krankenhaus wie Chefarzt und Einbettzimmer – Sie setzen die Schwerpunkte.",
  },
  {
    icon: Wallet,
    title: "Finanzielle Aspekte",
    text: "Beitrag und Selbstbeteiligung werden gegeneinander abgewogen, damit der Tarif auch langfristig zu Ihrem Budget passt.",
  },
];

export function AiSelectionSection() {
  return (
    <section
      {...fadeInMarks()}
      id="pkv-comparison"
      aria-labelledby="pkv-comparison-heading"
      className="scroll-mt-[100px]"
    >
      <div className="flex flex-wrap items-center gap-3">
        <SectionHeading id="pkv-comparison-heading">So wählt unser Vergleich Ihren Tarif aus</SectionHeading>
        <InfoTooltip label="Neutrale Darstellung">
          Alle Tarife werden neutral und nach denselben Kriterien dargestellt. Die Reihenfolge ergibt sich
          allein aus Ihren Angaben und dem Preis-Leistungs-Verhältnis – nicht aus Provisionen.
        </InfoTooltip>
      </div>
      <StaticContent>
        <IconCardList cards={selectionFactors} gridClassName="md:grid-cols-3" />
      </StaticContent>
    </section>
  );
}
