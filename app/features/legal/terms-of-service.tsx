import { ABOVE_DEDUCTIBLE_HEADING, TOP_PICK_NOTES } from "../../../domain/ranking/top-picks";
import type { LegalPageProps } from "./legal-page-props";
import { InternalLink, LegalList, LegalPage, LegalSection, MailLink, OperatorAddress } from "./legal-section";

/** Allgemeine Geschäftsbedingungen (Nutzungsbedingungen) des Vergleichsportals. */
export function TermsOfService({ operator, siteName }: LegalPageProps) {
  return (
    <LegalPage title="Allgemeine Geschäftsbedingungen und Nutzungsbedingungen" updated="November 2026">
      <LegalSection id="geltungsbereich" title="§ 1 Geltungsbereich">
        <p>
          (1) Diese Bedingungen regeln die Nutzung des Vergleichsportals {siteName} einschließlich aller
          Benutzerkonten, des Assistenten „Lucy“, der Beratungsanfragen sowie des Kaufs von Anfragen durch
          Versicherungsmakler und Versicherungsunternehmen.
        </p>
        <p>
          (2) Abweichende Bedingungen von Nutzern gelten nur, wenn wir ihnen ausdrücklich in Textform
          zugestimmt haben.
        </p>
        <p>
          (3) Verbraucher im Sinne dieser Bedingungen ist jede natürliche Person, die das Portal zu Zwecken
          nutzt, die überwiegend weder ihrer gewerblichen noch ihrer selbstständigen beruflichen Tätigkeit
          zugerechnet werden können (§ 13 BGB). Unternehmer ist jede natürliche oder juristische Person oder
          rechtsfähige Personengesellschaft, die bei der Nutzung in Ausübung ihrer gewerblichen oder
          selbstständigen beruflichen Tätigkeit handelt (§ 14 BGB).
        </p>
      </LegalSection>

      <LegalSection id="betreiber" title="§ 2 Betreiber und Status als Versicherungsmakler">
        <p>(1) Betreiber des Portals ist:</p>
        <OperatorAddress operator={operator} withContact />
        <p>
          (2) Der Betreiber ist Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO und im
          Versicherungsvermittlerregister unter der Registrierungsnummer {operator.brokerRegistrationNumber}{" "}
          eingetragen. Die Angaben nach § 15 VersVermV (Erstinformation), insbesondere zur Vergütung und zu
          den Schlichtungsstellen, finden Sie im <InternalLink href="/impressum">Impressum</InternalLink>.
        </p>
        <p>
          (3) Der Betreiber erhält für die Vermittlung eines Versicherungsvertrags eine Courtage vom
          jeweiligen Versicherungsunternehmen, die in der Versicherungsprämie enthalten ist. Für die
          Weitergabe einer Beratungsanfrage an einen Versicherungsmakler oder ein Versicherungsunternehmen
          erhält er von diesem ein Entgelt (§ 7).
        </p>
      </LegalSection>

      <LegalSection id="leistungen" title="§ 3 Leistungen des Portals">
        <p>
          (1) {siteName} bietet Verbrauchern einen kostenlosen Vergleich von Tarifen der privaten
          Krankenversicherung. Nach Eingabe einiger Angaben (etwa Geburtsdatum, berufliche Stellung,
          Beihilfeanspruch und Leistungswünsche) zeigt das Portal passende Tarife mit einem monatlichen
          Beitrag an.
        </p>
        <p>
          (2) Der Vergleich umfasst eine Auswahl der am Markt angebotenen Tarife und Versicherer, keinen
          vollständigen Marktüberblick. Welche Versicherer einbezogen sind, ist auf der Ergebnisseite
          ersichtlich. Auf diese eingeschränkte Versicherer-, Vertrags- und Informationsgrundlage weist der
          Betreiber hiermit ausdrücklich hin (§ 60 Abs. 1 Satz 2 VVG).
        </p>
        <p>
          (3) Die angezeigten Beiträge sind Modellbeiträge, die der Betreiber mit seinem eigenen
          Berechnungsprogramm auf Grundlage Ihrer Angaben und der ihm vorliegenden Tarifdaten ermittelt. Sie
          sind kein verbindliches Angebot eines Versicherungsunternehmens. Den verbindlichen Beitrag legt
          allein das Versicherungsunternehmen nach Antragstellung und Gesundheitsprüfung (Risikoprüfung) fest;
          dabei kann es Risikozuschläge oder Leistungsausschlüsse verlangen oder den Antrag ablehnen.
          Maßgeblich für den Versicherungsschutz sind ausschließlich der Antrag, der Versicherungsschein und
          die Versicherungsbedingungen des Versicherers.
        </p>
        <p>
          (4) Angaben zum Arbeitgeberzuschuss und zu möglichen Ersparnissen gegenüber der gesetzlichen
          Krankenversicherung sind Schätzungen auf Grundlage der für das jeweilige Jahr geltenden Rechengrößen
          und allgemeiner Annahmen; Ihre tatsächlichen Beiträge und Zuschüsse können abweichen.
        </p>
        <p>
          (5) Ihre Leistungsstufe ist das Leistungspaket Ihrer Anfrage (Basis, Komfort oder Premium) mit
          Unterbringung im Krankenhaus, Chefarztbehandlung und Zahnersatz. Standardmäßig sortiert das Portal
          die Tarife nach „Preis-Leistung“: zuerst die Tarife Ihrer Leistungsstufe, dann die übrigen; Maßstab
          sind jeweils die Leistungspunkte je Euro Monatsbeitrag, also die Leistungspunkte eines Tarifs (0 bis
          100, aus ambulanten, stationären, zahnärztlichen, Pflege- und sonstigen Leistungen) geteilt durch
          seinen Monatsbeitrag; bei gleichem Wert steht der günstigere Tarif vorn. Sie können stattdessen nach
          „Preis“ (niedrigster Monatsbeitrag zuerst) oder nach „Leistung“ (meiste Leistungspunkte zuerst)
          sortieren (diese Sortierungen ordnen alle Tarife unabhängig von der Leistungsstufe) und die
          Ergebnisse über die angebotenen Filter selbst eingrenzen (§ 5b Abs. 2 UWG); die Filter für Paket,
          Zahnersatz und Krankenhaus sind Mindeststufen. Bis zu drei Tarife werden hervorgehoben: in jeder
          Sortierung der beste Tarif Ihrer Leistungsstufe nach dem Maßstab der gewählten Sortierung und die
          nächstbesten nach diesem Maßstab, mit höchstens einem Tarif je Versicherer; ein Tarif mit höherer
          Leistung wird nur hervorgehoben, wenn er höchstens so viel kostet wie dieser beste Tarif Ihrer
          Leistungsstufe, und trägt dann den Hinweis „höhere Leistung zum gleichen Preis“. Lassen Ihre Filter
          keinen Tarif Ihrer Leistungsstufe übrig, werden die ersten Tarife der Liste hervorgehoben und ihre
          Abweichungen von Ihrer Anfrage genannt. Hervorgehoben wird nur ein Tarif, den kein anderer Tarif
          Ihrer Anfrage schlägt (Ihrer Leistungsstufe oder höher, bis zu Ihrer Selbstbeteiligung): Ein Tarif
          schlägt einen anderen, wenn er höchstens so viel kostet, mindestens so gut benotet ist und in einem
          von beidem besser ist. Solange ein Tarif besser benotet ist, wird keiner mit der Note „ausreichend“
          oder schlechter hervorgehoben; deshalb können es weniger als drei sein. Schlägt ein Tarif mit
          höherer Leistung den Tarif Ihrer Leistungsstufe, der sonst vorn stünde, steht er vorn und trägt den
          Hinweis „{TOP_PICK_NOTES.higherCheaperBetter}“. Tarife, die es nur mit einer höheren
          Selbstbeteiligung als Ihrer gibt, werden nie hervorgehoben und stehen unter „
          {ABOVE_DEDUCTIBLE_HEADING}“. Jeder Tarif erscheint einmal, in der Stufe der Selbstbeteiligung, die
          zu Ihrer Wahl passt: die höchste Stufe bis zu Ihrem Wunschbetrag, sonst seine niedrigste. Name,
          Bekanntheit und Provisionen eines Versicherers beeinflussen weder die Reihenfolge noch die
          Bewertung; kein Tarif wird bevorzugt oder ausgeblendet. Die angezeigten Noten ergeben sich allein
          aus den Leistungspunkten eines Tarifs im Vergleich zu den übrigen Tarifen Ihrer Anfrage; höchstens
          ein Fünftel der Tarife erhält „sehr gut“, der Preis fließt nicht in die Note ein. Es handelt sich
          nicht um Kundenbewertungen.
        </p>
        <p>
          (6) Der Vergleich ist ein Informationsangebot und ersetzt keine individuelle Beratung. Durch die
          Nutzung des Vergleichs kommt kein Maklervertrag zustande. Eine persönliche Beratung erhalten Sie
          über eine Beratungsanfrage (§ 6). Die gesetzlichen Pflichten des Betreibers als Versicherungsmakler,
          insbesondere nach §§ 60 und 61 VVG, bleiben unberührt.
        </p>
        <p>
          (7) Der Assistent „Lucy“ ist ein automatisiertes, KI-gestütztes System und kein Mensch. Er
          beantwortet allgemeine Fragen zur privaten Krankenversicherung, gibt aber keine individuelle
          Beratung und keine Tarifempfehlung. Seine Antworten können unvollständig oder fehlerhaft sein und
          sind nicht verbindlich.
        </p>
      </LegalSection>

      <LegalSection id="konten" title="§ 4 Benutzerkonten">
        <p>(1) Das Portal bietet folgende Benutzerkonten an:</p>
        <LegalList>
          <li>
            <strong className="text-slate-900">Privatkonten</strong> für Verbraucher, etwa um Angaben zu
            speichern, Vergleiche erneut aufzurufen und Beratungsanfragen zu verwalten;
          </li>
          <li>
            <strong className="text-slate-900">Maklerkonten</strong> für Versicherungsmakler mit Erlaubnis
            nach § 34d GewO;
          </li>
          <li>
            <strong className="text-slate-900">Versicherer-Konten</strong> für zugelassene
            Versicherungsunternehmen.
          </li>
        </LegalList>
        <p>
          (2) Ein Privatkonto können nur volljährige und unbeschränkt geschäftsfähige Personen anlegen. Bei
          der Registrierung sind eine E-Mail-Adresse und eine Mobilfunknummer zu bestätigen. Mit Abschluss der
          Registrierung kommt zwischen Ihnen und dem Betreiber ein unentgeltlicher Nutzungsvertrag auf
          Grundlage dieser Bedingungen zustande. Ein Anspruch auf Einrichtung eines Kontos besteht nicht.
        </p>
        <p>
          (3) Makler- und Versicherer-Konten setzen einen gültigen Lizenzschlüssel voraus, den der Betreiber
          vergibt, oder werden vom Betreiber eingerichtet. Der Lizenzschlüssel ist an das jeweilige
          Unternehmen gebunden und nicht übertragbar. Inhaber dieser Konten müssen die für ihre Tätigkeit
          erforderliche Erlaubnis besitzen, den Betreiber auf Verlangen nachweisen und ihm deren Wegfall
          unverzüglich mitteilen.
        </p>
        <p>
          (4) Die Angaben bei der Registrierung müssen wahrheitsgemäß und vollständig sein und sind bei
          Änderungen zu aktualisieren. Jede Person darf nur ein Privatkonto führen. Zugangsdaten sind geheim
          zu halten und vor dem Zugriff Dritter zu schützen; bei Verdacht auf Missbrauch ist der Betreiber
          unverzüglich zu informieren.
        </p>
        <p>
          (5) Sie können Ihr Privatkonto jederzeit ohne Angabe von Gründen im{" "}
          <InternalLink href="/mein-bereich">persönlichen Bereich</InternalLink> löschen; damit endet der
          Nutzungsvertrag. Der Betreiber kann den unentgeltlichen Nutzungsvertrag mit einer Frist von vier
          Wochen in Textform kündigen. Das Recht beider Seiten zur Kündigung aus wichtigem Grund bleibt
          unberührt; ein wichtiger Grund liegt für den Betreiber insbesondere bei schwerwiegenden oder
          wiederholten Verstößen gegen § 5 oder § 7 vor. Bei solchen Verstößen kann der Betreiber ein Konto
          bis zur Klärung vorübergehend sperren.
        </p>
      </LegalSection>

      <LegalSection id="pflichten" title="§ 5 Pflichten der Nutzer">
        <p>
          Nutzer dürfen das Portal nur im Rahmen dieser Bedingungen und der Gesetze nutzen. Untersagt ist
          insbesondere,
        </p>
        <LegalList>
          <li>falsche Angaben zu machen oder Daten anderer Personen ohne deren Berechtigung einzugeben;</li>
          <li>
            Inhalte, Tarifdaten oder Ergebnisse automatisiert auszulesen (etwa durch Scraping, Bots oder
            Crawler) oder systematisch zu vervielfältigen;
          </li>
          <li>
            die Zugangsbeschränkung oder sonstige Sicherheitsvorkehrungen zu umgehen, Zugangspasswörter oder
            Lizenzschlüssel an Unbefugte weiterzugeben oder das Portal durch übermäßige Anfragen zu belasten;
          </li>
          <li>Schadsoftware zu übertragen oder die technischen Systeme des Portals anzugreifen;</li>
          <li>den Assistenten für rechtswidrige Inhalte zu verwenden oder ihn gezielt zu missbrauchen.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="beratung" title="§ 6 Beratungsanfragen und Weitergabe an Makler oder Versicherer">
        <p>
          (1) Über die Ergebnisseite können Verbraucher eine persönliche Beratung anfragen, etwa einen Rückruf
          zu einem Wunschtermin. Die Anfrage ist freiwillig und kostenlos.
        </p>
        <p>
          (2) Vor dem Absenden nennt das Portal den Versicherungsmakler oder das Versicherungsunternehmen, der
          oder das die Anfrage erhalten soll, und informiert über den Status des Betreibers als
          Versicherungsmakler sowie darüber, dass eine Auswahl des Marktes verglichen wird. Die Anfrage wird
          nur weitergegeben, wenn Sie ausdrücklich eingewilligt haben, von dem genannten Empfänger angerufen
          zu werden und dass Ihre Daten zu diesem Zweck an ihn übermittelt werden. Der Betreiber dokumentiert
          die Einwilligung mit Zeitpunkt, Wortlaut und Kanal. Sie können die Einwilligung jederzeit mit
          Wirkung für die Zukunft widerrufen.
        </p>
        <p>
          (3) Ein Beratungs- oder Maklervertrag kommt gegebenenfalls unmittelbar zwischen Ihnen und dem
          Empfänger zustande; der Betreiber ist daran nicht beteiligt, sofern er nicht selbst als Empfänger
          genannt ist. Für die Beratung und Vermittlung ist der jeweilige Empfänger nach den für ihn geltenden
          gesetzlichen Vorschriften verantwortlich.
        </p>
      </LegalSection>

      <LegalSection id="leads" title="§ 7 Kauf von Anfragen durch Makler und Versicherer">
        <p>
          (1) Inhaber eines Makler- oder Versicherer-Kontos mit gültigem, aktivem Lizenzschlüssel können über
          das Portal Beratungsanfragen (Leads) erwerben. Dieser Abschnitt gilt ausschließlich gegenüber
          Unternehmern.
        </p>
        <p>
          (2) Ein Lead enthält die Kontaktdaten und Angaben, die der Verbraucher in seiner Anfrage gemacht
          hat, sowie den Nachweis seiner Einwilligung. Der Betreiber übermittelt einen Lead nur an den Käufer,
          den der Verbraucher in seiner Einwilligung namentlich benannt hat. Der Betreiber schuldet die
          Übermittlung des Leads, nicht die Erreichbarkeit des Verbrauchers oder den Abschluss eines Vertrags.
        </p>
        <p>
          (3) Es gelten die Preise, die im Portal zum Zeitpunkt des Kaufs angezeigt werden. Alle Preise
          verstehen sich zuzüglich der gesetzlichen Umsatzsteuer. Der Kaufvertrag kommt zustande, wenn der
          Käufer den Kauf im Portal bestätigt; der Kaufpreis ist mit dem Kauf fällig und nach den im Portal
          angebotenen Zahlungsarten zu entrichten. Mit Ablauf oder Deaktivierung des Lizenzschlüssels endet
          die Berechtigung zu weiteren Käufen; bereits erworbene Leads bleiben davon unberührt.
        </p>
        <p>
          (4) Der Käufer verarbeitet die Daten ab der Übermittlung als eigener Verantwortlicher im Sinne der
          DSGVO. Er darf sie ausschließlich nutzen, um den Verbraucher im Rahmen der erteilten Einwilligung zu
          seiner Anfrage zu kontaktieren und zu beraten. Er hat insbesondere die Informationspflichten nach
          Art. 14 DSGVO und die Nachweispflichten nach § 7a UWG zu erfüllen, einen Widerruf der Einwilligung
          unverzüglich zu beachten und die Daten zu löschen, sobald sie für diesen Zweck nicht mehr
          erforderlich sind. Den Nachweis der Einwilligung stellt der Betreiber auf Anforderung zur Verfügung.
        </p>
        <p>
          (5) Die Weitergabe, der Weiterverkauf oder jede sonstige Überlassung von Leads an Dritte sowie ihre
          Nutzung für andere Werbezwecke sind untersagt. Verstößt der Käufer hiergegen, kann der Betreiber das
          Konto sperren und den Vertrag aus wichtigem Grund kündigen; der Käufer stellt den Betreiber von
          Ansprüchen Dritter frei, die auf einem von ihm zu vertretenden Verstoß beruhen.
        </p>
      </LegalSection>

      <LegalSection id="verfuegbarkeit" title="§ 8 Zugangsbeschränkung und Verfügbarkeit">
        <p>
          (1) Der Betreiber kann den Zugang zum Portal vorübergehend, etwa während einer Test- oder
          Einführungsphase, von der Eingabe eines Zugangspassworts abhängig machen. Eine Freischaltung gilt
          jeweils für 60 Minuten.
        </p>
        <p>
          (2) Der Betreiber bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit des Portals. Ein
          Anspruch auf ständige Verfügbarkeit besteht nicht. Wartungsarbeiten, Sicherheitsmaßnahmen oder
          Störungen außerhalb des Einflussbereichs des Betreibers können die Nutzung vorübergehend
          einschränken. Der Betreiber kann unentgeltliche Funktionen ändern, erweitern oder einstellen, soweit
          dies für die Nutzer zumutbar ist.
        </p>
      </LegalSection>

      <LegalSection id="haftung" title="§ 9 Haftung">
        <p>
          (1) Der Betreiber haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der
          Verletzung des Lebens, des Körpers oder der Gesundheit, bei arglistigem Verschweigen eines Mangels,
          bei Übernahme einer Garantie sowie nach dem Produkthaftungsgesetz.
        </p>
        <p>
          (2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den
          bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt. Wesentliche
          Vertragspflichten (Kardinalpflichten) sind Pflichten, deren Erfüllung die ordnungsgemäße
          Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Nutzer regelmäßig
          vertrauen darf.
        </p>
        <p>(3) Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.</p>
        <p>
          (4) Die vorstehenden Beschränkungen gelten auch zugunsten der gesetzlichen Vertreter, Mitarbeiter
          und Erfüllungsgehilfen des Betreibers.
        </p>
        <p>
          (5) Die Haftung des Betreibers als Versicherungsmakler für die Verletzung seiner gesetzlichen
          Beratungs-, Informations- und Dokumentationspflichten (§§ 60 bis 63 VVG) bleibt von diesem
          Paragrafen unberührt.
        </p>
      </LegalSection>

      <LegalSection id="aenderungen" title="§ 10 Änderungen dieser Bedingungen">
        <p>
          (1) Der Betreiber kann diese Bedingungen mit Wirkung für die Zukunft ändern, etwa bei neuen
          Funktionen oder geänderter Rechtslage. Für die Nutzung ohne Benutzerkonto gilt die jeweils bei der
          Nutzung veröffentlichte Fassung.
        </p>
        <p>
          (2) Inhabern eines Benutzerkontos teilt der Betreiber Änderungen mindestens vier Wochen vor ihrem
          Inkrafttreten in Textform mit. Die geänderten Bedingungen werden für sie erst wirksam, wenn sie
          ihnen zustimmen, etwa bei der nächsten Anmeldung. Stimmt ein Nutzer nicht zu, gelten für ihn die
          bisherigen Bedingungen fort; das Recht beider Seiten zur Kündigung nach § 4 Abs. 5 bleibt unberührt.
        </p>
      </LegalSection>

      <LegalSection id="recht" title="§ 11 Anwendbares Recht und Gerichtsstand">
        <p>
          (1) Es gilt das Recht der Bundesrepublik Deutschland. Gegenüber Verbrauchern gilt diese Rechtswahl
          nur insoweit, als dadurch nicht der Schutz entzogen wird, den die zwingenden Bestimmungen des Rechts
          des Staates gewähren, in dem der Verbraucher seinen gewöhnlichen Aufenthalt hat.
        </p>
        <p>
          (2) Ist der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches
          Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem
          Vertragsverhältnis der Sitz des Betreibers ({operator.city}).
        </p>
      </LegalSection>

      <LegalSection id="streitbeilegung" title="§ 12 Streitbeilegung">
        <p>
          Bei Streitigkeiten im Zusammenhang mit der Vermittlung von Versicherungen können Verbraucher die im{" "}
          <InternalLink href="/impressum#erstinformation">Impressum</InternalLink> genannten
          Schlichtungsstellen anrufen: den Versicherungsombudsmann e. V. und den Ombudsmann Private Kranken-
          und Pflegeversicherung. Der Betreiber ist bereit, an Streitbeilegungsverfahren vor diesen Stellen
          teilzunehmen. Das Recht, die Gerichte anzurufen, bleibt unberührt. Beschwerden können Sie jederzeit
          auch direkt an <MailLink address={operator.email} /> richten.
        </p>
      </LegalSection>

      <LegalSection id="schluss" title="§ 13 Schlussbestimmungen">
        <p>
          Sollten einzelne Bestimmungen dieser Bedingungen ganz oder teilweise unwirksam sein oder werden,
          bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung
          treten die gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
