import type { LegalPageProps } from "./legal-page-props";
import { InternalLink, LegalList, LegalPage, LegalSection, MailLink, OperatorAddress } from "./legal-section";

/** The month this statement was last checked against the portal (docs/product/broker-duties.md#accessibility-statement). */
const STATEMENT_UPDATED = "Dezember 2026";

/** The market-surveillance authority for the BFSG, common to all Länder. */
export const MARKET_SURVEILLANCE_AUTHORITY =
  "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)";

/**
 * 'Erklärung zur Barrierefreiheit': the accessibility information of the Barrierefreiheitsstärkungsgesetz (BFSG,
 * Anlage 3) — the service, how the requirements are met, the known limits, the way to give feedback and the
 * market-surveillance authority (docs/product/broker-duties.md#accessibility-statement).
 */
export function AccessibilityStatement({ operator, siteName }: LegalPageProps) {
  return (
    <LegalPage title="Erklärung zur Barrierefreiheit" updated={STATEMENT_UPDATED}>
      <p className="leading-relaxed text-slate-700">
        Diese Erklärung gibt die Informationen zur Barrierefreiheit wieder, die das
        Barrierefreiheitsstärkungsgesetz (BFSG) mit seiner Anlage 3 für Dienstleistungen im elektronischen
        Geschäftsverkehr verlangt. Sie gilt für die Webseiten von {siteName} und die Dokumente, die {siteName}{" "}
        für Sie erstellt.
      </p>

      <LegalSection id="dienstleistung" title="Unsere Dienstleistung">
        <p>
          {siteName} ist ein Vergleichsportal für private Krankenversicherungen der {operator.companyName},
          Versicherungsmakler nach § 34d Abs. 1 GewO. Sie können auf {siteName}:
        </p>
        <LegalList>
          <li>
            Tarife der privaten Krankenvollversicherung für sich und Ihre Familie berechnen und vergleichen,
          </li>
          <li>
            Tarifdetails ansehen, Tarife direkt vergleichen und den Vergleich als PDF oder per E-Mail
            erhalten,
          </li>
          <li>Fragen an Lucy stellen, unsere KI-Assistentin,</li>
          <li>ein Konto anlegen und Vergleiche darin speichern,</li>
          <li>
            einen Rückruf, ein Beratungsgespräch oder ein Angebot bei einem Versicherungsmakler anfragen, mit
            dem Sie den Vertrag schließen können.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="anforderungen" title="Wie wir die Anforderungen an die Barrierefreiheit erfüllen">
        <p>
          Maßstab sind die Anforderungen der Verordnung zum BFSG (BFSGV) und die europäische Norm EN 301 549,
          die für Webseiten auf die Web Content Accessibility Guidelines (WCAG) 2.1, Stufe AA, verweist. Dafür
          tun wir Folgendes:
        </p>
        <LegalList>
          <li>
            Wahrnehmbar: Jede Seite ist in Deutsch ausgezeichnet und mit Überschriften sowie Bereichen für
            Kopf, Navigation, Hauptinhalt und Fuß gegliedert. Bilder, Logos und Symbole haben einen
            Alternativtext oder sind als Schmuck ausgeblendet. Das Diagramm zum Beitragsverlauf hat eine
            Textbeschreibung, und dieselben Zahlen stehen in einer Tabelle darunter. Noten und Hinweise stehen
            immer auch als Text, nie nur als Farbe.
          </li>
          <li>
            Bedienbar: Vergleich, Formulare, Filter und Sortierung lassen sich mit der Tastatur erreichen und
            bedienen; der Fokus ist sichtbar. Formulare, Filter und Sortierung funktionieren auch ohne
            JavaScript. Einblendungen beim Scrollen entfallen, wenn Ihr Gerät „Bewegung reduzieren“
            eingestellt hat.
          </li>
          <li>
            Verständlich: Jedes Formularfeld hat eine sichtbare Beschriftung; Fehler nennen wir in Textform
            direkt am Feld und sagen, wie Sie sie beheben. Wie wir Tarife sortieren und welche Tarife wir
            vergleichen, steht in Worten an der Ergebnisliste.
          </li>
          <li>
            Robust: Wir verwenden Standard-HTML mit passenden Rollen und Namen, sodass Screenreader und andere
            Hilfsmittel die Inhalte auslesen können.
          </li>
          <li>
            Dokumente: Die PDFs, die {siteName} erstellt, sind getaggt: Überschriften, Absätze und Tabellen
            (mit Kopfzeilen) stehen in der Lesereihenfolge in der Struktur, die Sprache ist Deutsch, der
            Dokumenttitel wird angezeigt, und Fußzeilen sind als Seitenelemente ausgezeichnet.
          </li>
          <li>
            Prüfung: Automatisierte Tests prüfen die wichtigsten Seiten bei jeder Änderung mit dem
            Prüfwerkzeug axe gegen die Kriterien der WCAG 2.1 A und AA; einzelne Abläufe prüfen sie mit der
            Tastatur.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="einschraenkungen" title="Bekannte Einschränkungen">
        <LegalList>
          <li>Die Videos haben keine Untertitel und keine Audiodeskription.</li>
          <li>
            Kurze Meldungen am Bildschirmrand blenden sich nach wenigen Sekunden von selbst aus. Screenreader
            lesen sie vor; mit der Taste F8 springen Sie zu ihnen.
          </li>
          <li>
            Unsere PDFs verwenden die Standardschriften des PDF-Formats, ohne sie einzubetten. Sie sind
            getaggt und lesbar, erfüllen die Norm PDF/UA aber deshalb nicht vollständig.
          </li>
          <li>
            Die Versicherungsbedingungen, die wir bei einzelnen Tarifen verlinken, sind Dokumente der
            Versicherer; auf ihre Barrierefreiheit haben wir keinen Einfluss.
          </li>
          <li>
            Automatisierte Prüfungen finden nicht jede Barriere. Eine vollständige Prüfung durch eine
            unabhängige Prüfstelle liegt noch nicht vor.
          </li>
          <li>
            Die Bereiche für Makler, Versicherer und die Verwaltung des Portals richten sich nicht an
            Verbraucherinnen und Verbraucher und sind nicht Gegenstand dieser Erklärung.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="feedback" title="Feedback und Kontakt">
        <p>
          Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie Inhalte in einer anderen Form? Schreiben Sie
          uns an <MailLink address={operator.email} /> oder rufen Sie uns an: {operator.phone}. Nennen Sie uns
          bitte die Seite oder das Dokument und was nicht funktioniert hat; wir antworten Ihnen und beheben
          die Barriere so bald wie möglich. Per Post erreichen Sie uns unter:
        </p>
        <OperatorAddress operator={operator} />
      </LegalSection>

      <LegalSection id="marktueberwachung" title="Marktüberwachungsbehörde">
        <p>
          Wenn Sie meinen, dass unsere Dienstleistung die Anforderungen an die Barrierefreiheit nicht erfüllt,
          und wir Ihnen nicht weiterhelfen konnten, können Sie sich an die zuständige Marktüberwachungsbehörde
          wenden und beantragen, dass sie Maßnahmen nach dem BFSG ergreift:
        </p>
        <address className="not-italic leading-relaxed text-slate-700">
          {MARKET_SURVEILLANCE_AUTHORITY}
          <br />
          Anstalt des öffentlichen Rechts
          <br />
          Sitz: Magdeburg
        </address>
        <p>
          Weitere Angaben zu uns finden Sie im <InternalLink href="/impressum">Impressum</InternalLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
