import type { LegalPageProps } from "./legal-page-props";
import {
  ExternalLink,
  LegalList,
  LegalPage,
  LegalSection,
  LegalSubsection,
  MailLink,
  OperatorAddress,
} from "./legal-section";

/** Impressum (§ 5 DDG, § 18 Abs. 2 MStV) with the broker's status information (§ 15 VersVermV). */
export function Imprint({ operator, siteName }: LegalPageProps) {
  return (
    <LegalPage title="Impressum">
      <LegalSection id="anbieter" title="Angaben gemäß § 5 DDG">
        <p>
          {siteName} ist ein Angebot der {operator.companyName}.
        </p>
        <OperatorAddress operator={operator} withContact />
        <p>Vertreten durch: {operator.representative}</p>
      </LegalSection>

      <LegalSection id="register" title="Registereintrag und Umsatzsteuer">
        <LegalList>
          <li>Registergericht: {operator.registerCourt}</li>
          <li>Registernummer: {operator.registerNumber}</li>
          <li>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {operator.vatId}</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="beruf" title="Berufsbezeichnung, Erlaubnis und Aufsicht">
        <p>
          Berufsbezeichnung: Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 der Gewerbeordnung (GewO),
          verliehen in der Bundesrepublik Deutschland.
        </p>
        <p>Erlaubnis- und Registrierungsbehörde (zuständige Kammer):</p>
        <p className="whitespace-pre-line">{operator.registrationAuthority}</p>
        <p>
          Berufsrechtliche Regelungen: § 34d GewO, §§ 59 bis 68 des Versicherungsvertragsgesetzes (VVG) und
          die Versicherungsvermittlungsverordnung (VersVermV). Die Vorschriften sind unter{" "}
          <ExternalLink href="https://www.gesetze-im-internet.de">www.gesetze-im-internet.de</ExternalLink>{" "}
          abrufbar.
        </p>
      </LegalSection>

      <LegalSection id="erstinformation" title="§ 15 VersVermV (Erstinformation)">
        <p>
          Nach § 15 der Versicherungsvermittlungsverordnung (vormals § 11 VersVermV) informieren wir Sie beim
          ersten Geschäftskontakt über unseren Status als Versicherungsvermittler. Diese Angaben stellen wir
          Ihnen vor Absendung einer Beratungsanfrage zusätzlich in Textform zur Verfügung.
        </p>

        <LegalSubsection title="Name und Anschrift">
          <OperatorAddress operator={operator} withContact />
        </LegalSubsection>

        <LegalSubsection title="Status und Registrierung">
          <p>
            Wir sind als Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO tätig und bei der oben
            genannten Erlaubnisbehörde gemeldet. Wir sind im Versicherungsvermittlerregister nach § 11a GewO
            unter der Registrierungsnummer{" "}
            <strong className="text-slate-900">{operator.brokerRegistrationNumber}</strong> eingetragen.
          </p>
          <p>Die Eintragung können Sie bei der Registerstelle überprüfen:</p>
          <address className="not-italic">
            Deutscher Industrie- und Handelskammertag (DIHK) e. V.
            <br />
            Breite Straße 29
            <br />
            10178 Berlin
            <br />
            Telefon: 0180 600 585 0 (20 Cent pro Anruf aus dem deutschen Festnetz, höchstens 60 Cent pro Anruf
            aus Mobilfunknetzen)
            <br />
            <ExternalLink href="https://www.vermittlerregister.info">
              www.vermittlerregister.info
            </ExternalLink>
          </address>
        </LegalSubsection>

        <LegalSubsection title="Beratung">
          <p>
            Wir bieten eine Beratung zu den über {siteName} verglichenen Krankenversicherungen an. Der
            Online-Vergleich selbst ist ein Informationsangebot; eine persönliche Beratung erfolgt auf Ihre
            Beratungsanfrage hin.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Marktauswahl">
          <p>
            {siteName} vergleicht eine Auswahl der am Markt angebotenen Tarife der privaten
            Krankenversicherung und bietet keinen vollständigen Marktüberblick. Wir weisen Sie daher gemäß §
            60 Abs. 1 Satz 2 VVG ausdrücklich auf diese eingeschränkte Versicherer-, Vertrags- und
            Informationsgrundlage hin. Welche Versicherer in Ihren Vergleich einbezogen sind, sehen Sie auf
            der Ergebnisseite; auf Wunsch nennen wir Ihnen diese Versicherer auch gesondert.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Vergütung">
          <p>
            Für die Vermittlung eines Versicherungsvertrags erhalten wir vom jeweiligen
            Versicherungsunternehmen eine Vergütung (Courtage), die in der Versicherungsprämie enthalten ist.
            Ein gesondertes Honorar zahlen Sie uns nicht; die Nutzung des Vergleichs ist für Verbraucherinnen
            und Verbraucher kostenlos.
          </p>
          <p>
            Leiten wir eine Beratungsanfrage mit Ihrer ausdrücklichen Einwilligung an einen namentlich
            genannten Versicherungsmakler oder ein Versicherungsunternehmen weiter, erhalten wir von diesem
            ein Entgelt für die Übermittlung der Anfrage.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Beteiligungen">
          <p>
            Wir halten keine direkte oder indirekte Beteiligung von über 10 % an den Stimmrechten oder am
            Kapital eines Versicherungsunternehmens. Kein Versicherungsunternehmen und kein Mutterunternehmen
            eines Versicherungsunternehmens hält eine direkte oder indirekte Beteiligung von über 10 % an den
            Stimmrechten oder am Kapital unseres Unternehmens.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Schlichtungsstellen">
          <p>
            Bei Streitigkeiten im Zusammenhang mit der Vermittlung von Versicherungen können Sie sich an die
            folgenden außergerichtlichen Schlichtungsstellen wenden (§ 214 VVG):
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <address className="not-italic">
              Versicherungsombudsmann e. V.
              <br />
              Postfach 08 06 32
              <br />
              10006 Berlin
              <br />
              <ExternalLink href="https://www.versicherungsombudsmann.de">
                www.versicherungsombudsmann.de
              </ExternalLink>
            </address>
            <address className="not-italic">
              Ombudsmann Private Kranken- und Pflegeversicherung
              <br />
              Postfach 06 02 22
              <br />
              10052 Berlin
              <br />
              <ExternalLink href="https://www.pkv-ombudsmann.de">www.pkv-ombudsmann.de</ExternalLink>
            </address>
          </div>
          <p>
            Für Beschwerden, die die Vermittlung einer privaten Kranken- oder Pflegeversicherung betreffen,
            ist in der Regel der Ombudsmann Private Kranken- und Pflegeversicherung zuständig.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="berufshaftpflicht" title="Berufshaftpflichtversicherung">
        <p>
          Wir unterhalten die nach § 34d GewO und der VersVermV vorgeschriebene Berufshaftpflichtversicherung
          mindestens in Höhe der gesetzlichen Mindestversicherungssummen. Name und Anschrift des Versicherers
          sowie den räumlichen Geltungsbereich teilen wir Ihnen auf Anfrage unter{" "}
          <MailLink address={operator.email} /> mit.
        </p>
      </LegalSection>

      <LegalSection id="streitbeilegung" title="Verbraucherstreitbeilegung">
        <p>
          Wir sind bereit, an Streitbeilegungsverfahren vor den oben genannten Schlichtungsstellen, dem
          Versicherungsombudsmann e. V. und dem Ombudsmann Private Kranken- und Pflegeversicherung,
          teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).
        </p>
        <p>
          Die frühere Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli
          2025 eingestellt (Verordnung (EU) 2024/3228). Eine Beschwerde über diese Plattform ist daher nicht
          mehr möglich; wenden Sie sich bitte direkt an uns oder an eine der genannten Schlichtungsstellen.
        </p>
      </LegalSection>

      <LegalSection id="mstv" title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>{operator.representative}</p>
        <OperatorAddress operator={operator} />
      </LegalSection>
    </LegalPage>
  );
}
