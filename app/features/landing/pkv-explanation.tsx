import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { formatEuroNoBreak } from "../../../lib/format/number-format";
import { withClaimMark } from "../../components/claim-footnote";
import type { LandingFigures } from "./landing-figures";
import { SectionHeading } from "./section-heading";
import { fadeInMarks } from "./use-fade-in";

function ExplanationBlock({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? "pkv-conclusion"}-heading`;
  return (
    <section
      {...fadeInMarks()}
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-[100px] space-y-4 text-slate-700"
    >
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text list
        <li key={index} className="flex gap-2">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-savings-600" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** What PKV is, who may switch, benefits, what drives the premium, and a conclusion (docs/product/site.md). */
export function PkvExplanation({ figures }: { figures: LandingFigures }) {
  const limit = formatEuroNoBreak(figures.compulsoryInsuranceLimitYearly);
  return (
    <div className="space-y-12">
      <ExplanationBlock id="pkv-explanation" title="Was ist die private Krankenversicherung?">
        <p>
          Die private Krankenversicherung (PKV) ist die Alternative zur gesetzlichen Krankenversicherung
          (GKV). Statt eines einheitlichen Leistungskatalogs schließen Sie einen individuellen Vertrag: Sie
          wählen selbst, welche Leistungen Ihr Tarif umfasst – vom Basisschutz bis zur Premiumabsicherung mit
          Chefarztbehandlung und Einbettzimmer.
        </p>
        <p>
          Der Beitrag richtet sich nicht nach Ihrem Einkommen, sondern nach Ihrem persönlichen Risiko bei
          Vertragsbeginn und dem gewählten Schutz. Ein Teil des Beitrags wird als Alterungsrückstellung
          angespart, damit die Beiträge im Alter stabiler bleiben. Die vereinbarten Leistungen sind
          vertraglich garantiert und können nicht nachträglich gekürzt werden.
        </p>
      </ExplanationBlock>

      <ExplanationBlock id="pkv-target-groups" title="Wer kann in die PKV wechseln?">
        <p>Die private Krankenversicherung steht nicht allen offen. Wechseln können:</p>
        <CheckList
          items={[
            <>
              <strong className="text-slate-900">Angestellte</strong>, deren regelmäßiges Jahresarbeitsentgelt
              die Versicherungspflichtgrenze übersteigt – {figures.year} liegt sie bei{" "}
              <strong className="text-slate-900">{limit} brutto</strong> im Jahr.
            </>,
            <>
              <strong className="text-slate-900">Selbstständige und Freiberufler</strong> – unabhängig von
              ihrem Einkommen.
            </>,
            <>
              <strong className="text-slate-900">Beamte und Beamtenanwärter</strong>: Die Beihilfe des
              Dienstherrn übernimmt einen Teil der Krankheitskosten, die PKV sichert den Rest ab. Das gilt
              auch für ihre Kinder.
            </>,
            <>
              <strong className="text-slate-900">Studierende</strong>, die sich zu Beginn des Studiums von der
              Versicherungspflicht befreien lassen.
            </>,
          ]}
        />
      </ExplanationBlock>

      <ExplanationBlock id="pkv-benefits" title="Vorteile der privaten Krankenversicherung">
        <CheckList
          items={[
            "Leistungen nach Maß: Sie bestimmen den Umfang Ihres Schutzes selbst.",
            "Chefarztbehandlung und Ein- oder Zweibettzimmer im Krankenhaus, je nach Tarif.",
            "Höhere Erstattungen für Zahnbehandlung und Zahnersatz als in der gesetzlichen Versicherung.",
            "Vertraglich garantierte Leistungen, die nicht durch Gesetzesänderungen gekürzt werden.",
            "Oft kürzere Wartezeiten auf Facharzttermine.",
            "Beitragsrückerstattung in vielen Tarifen, wenn Sie keine Leistungen in Anspruch nehmen.",
            withClaimMark(
              "Für junge, gesunde Gutverdiener oft deutlich günstiger – bis zu 65% Ersparnis gegenüber der gesetzlichen Krankenkasse sind möglich.",
            ),
          ]}
        />
      </ExplanationBlock>

      <ExplanationBlock id="pkv-costs" title="Wovon hängt der Beitrag ab?">
        <p>Vier Faktoren bestimmen, was Ihre private Krankenversicherung kostet:</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {[
            [
              "Eintrittsalter",
              "Je jünger Sie beim Abschluss sind, desto günstiger ist der Beitrag – und desto länger wird für Ihr Alter vorgesorgt.",
            ],
            [
              "Gesundheitszustand",
              "Bei Antragstellung wird nach Vorerkrankungen gefragt. Sie können zu Risikozuschlägen oder Leistungsausschlüssen führen.",
            ],
            [
              "Leistungsumfang",
              "Ein Basistarif mit Mehrbettzimmer kostet weniger als ein Premiumtarif mit Chefarzt, Einbettzimmer und 85% Zahnersatz.",
            ],
            [
              "Selbstbeteiligung",
              "Wer einen Teil der Kosten selbst trägt, zahlt einen niedrigeren Monatsbeitrag.",
            ],
          ].map(([term, description]) => (
            <div key={term} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="mt-1">{description}</dd>
            </div>
          ))}
        </dl>
        <p>
          Angestellte erhalten einen Arbeitgeberzuschuss in Höhe der Hälfte des Beitrags, {figures.year}{" "}
          höchstens {formatEuroNoBreak(figures.maxEmployerSubsidyHealthMonthly, true)} im Monat für die
          Kranken- und {formatEuroNoBreak(figures.maxEmployerSubsidyCareMonthly, true)} für die
          Pflegeversicherung. Zwischen dem 21. und dem 60. Lebensjahr zahlen Versicherte zudem einen
          gesetzlichen Zuschlag von 10 %, der die Beiträge im Alter entlastet.
        </p>
      </ExplanationBlock>

      <ExplanationBlock title="Fazit">
        <p>
          Die private Krankenversicherung lohnt sich besonders für Selbstständige, Beamte und Angestellte mit
          einem Einkommen über {limit}, die Wert auf umfassende, garantierte Leistungen legen. Weil der
          Beitrag vom Eintrittsalter und vom Gesundheitszustand abhängt und eine Rückkehr in die gesetzliche
          Krankenversicherung nur eingeschränkt möglich ist, sollten Sie Tarife sorgfältig vergleichen – mit
          unserem kostenlosen PKV-Vergleich in nur 10 Sekunden.
        </p>
      </ExplanationBlock>
    </div>
  );
}
