import { CHAT_RETENTION_DAYS } from "../../../domain/settings/site-settings";
import type { LegalPageProps } from "./legal-page-props";
import {
  ExternalLink,
  InternalLink,
  LegalList,
  LegalPage,
  LegalSection,
  LegalSubsection,
  MailLink,
  OperatorAddress,
} from "./legal-section";

/** Datenschutzerklärung nach Art. 13 und 14 DSGVO. */
export function PrivacyPolicy({ operator, siteName }: LegalPageProps) {
  return (
    <LegalPage title="Datenschutzerklärung" updated="November 2026">
      <p className="leading-relaxed text-slate-700">
        Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 und 14 der
        Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir beim Betrieb von{" "}
        {siteName} verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage dies geschieht, wie lange
        wir die Daten speichern und welche Rechte Ihnen zustehen.
      </p>

      <LegalSection id="verantwortlicher" title="1. Verantwortlicher">
        <p>Verantwortlich für die Datenverarbeitung im Sinne von Art. 4 Nr. 7 DSGVO ist:</p>
        <OperatorAddress operator={operator} withContact />
        <p>Vertreten durch: {operator.representative}</p>
      </LegalSection>

      <LegalSection id="datenschutzbeauftragter" title="2. Datenschutzbeauftragter">
        <p>
          Unseren Datenschutzbeauftragten erreichen Sie per E-Mail unter{" "}
          <MailLink address={operator.dataProtectionOfficerEmail} /> oder per Post unter der oben genannten
          Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“.
        </p>
      </LegalSection>

      <LegalSection id="grundsaetze" title="3. Das Wichtigste in Kürze">
        <LegalList>
          <li>
            <strong className="text-slate-900">Keine Anfragen an Dritte:</strong> Schriften, Symbole, Bilder,
            Versichererlogos, Videos und Skripte liefern wir ausschließlich von unseren eigenen Servern aus.
            Beim Aufruf von {siteName} stellt Ihr Browser keine Verbindung zu fremden Servern her; es werden
            keine Inhalte von Drittanbietern eingebettet.
          </li>
          <li>
            <strong className="text-slate-900">Keine Analyse, kein Tracking:</strong> Wir setzen keine
            Analyse-, Werbe- oder Tracking-Dienste, keine Social-Media-Plugins und keine Tracking-Pixel ein
            und erstellen keine Nutzungsprofile.
          </li>
          <li>
            <strong className="text-slate-900">Nur technisch notwendige Cookies:</strong> Wir verwenden
            ausschließlich Cookies, die für den Betrieb unbedingt erforderlich sind. Deshalb benötigen wir
            keine Einwilligung hierfür und zeigen kein Cookie-Banner an.
          </li>
          <li>
            <strong className="text-slate-900">Weitergabe nur mit Einwilligung:</strong> An einen
            Versicherungsmakler oder ein Versicherungsunternehmen geben wir Ihre Daten nur weiter, wenn Sie
            dem ausdrücklich zugestimmt haben.
          </li>
          <li>
            <strong className="text-slate-900">Verarbeitung in der EU:</strong> Alle Daten werden auf Servern
            innerhalb der Europäischen Union verarbeitet.
          </li>
        </LegalList>
        <p>
          Links zu externen Websites (zum Beispiel zu Schlichtungsstellen oder Behörden) sind einfache
          Verweise. Erst wenn Sie einen solchen Link anklicken, verlassen Sie unser Angebot; für die dortige
          Datenverarbeitung ist der jeweilige Anbieter verantwortlich.
        </p>
      </LegalSection>

      <LegalSection id="hosting" title="4. Hosting, Verschlüsselung und Server-Logfiles">
        <LegalSubsection title="Hosting in der EU">
          <p>
            {siteName} wird in Rechenzentren innerhalb der Europäischen Union betrieben. Die Datenbank und
            hochgeladene Dateien (etwa Erklärvideos und Logos) liegen ebenfalls dort. Unsere Hosting- und
            Speicherdienstleister verarbeiten die Daten ausschließlich in unserem Auftrag und nach unseren
            Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO.
          </p>
        </LegalSubsection>
        <LegalSubsection title="SSL/TLS-Verschlüsselung">
          <p>
            Die Verbindung zwischen Ihrem Browser und unseren Servern ist durchgehend per SSL/TLS
            verschlüsselt. Sie erkennen dies an „https://“ und dem Schloss-Symbol in der Adresszeile. Dritte
            können die von Ihnen übermittelten Daten dadurch nicht mitlesen.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Server-Logfiles">
          <p>
            Bei jedem Aufruf einer Seite verarbeitet unser Server automatisch Informationen, die Ihr Browser
            übermittelt: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Adresse (URL),
            HTTP-Statuscode, übertragene Datenmenge, die zuvor besuchte Seite (Referrer) sowie Browsertyp und
            Betriebssystem (User-Agent).
          </p>
          <p>
            Wir benötigen diese Daten, um die Website auszuliefern, die Stabilität und Sicherheit des Systems
            zu gewährleisten sowie Fehler und Angriffe zu erkennen und abzuwehren. Dazu gehört auch,
            wiederholte Fehleingaben (etwa beim Zugangspasswort oder bei der Anmeldung) anhand der IP-Adresse
            kurzfristig zu begrenzen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes
            Interesse liegt im sicheren und störungsfreien Betrieb des Portals.
          </p>
          <p>
            Die Logfiles werden nach spätestens 7 Tagen gelöscht. Daten, deren weitere Aufbewahrung zur
            Aufklärung eines konkreten Sicherheitsvorfalls erforderlich ist, löschen wir, sobald der Vorfall
            abschließend geklärt ist. Eine Zusammenführung mit anderen Datenquellen findet nicht statt.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="cookies" title="5. Cookies und lokaler Speicher">
        <p>
          Wir speichern nur Informationen auf Ihrem Endgerät, die unbedingt erforderlich sind, damit wir den
          von Ihnen ausdrücklich gewünschten Dienst bereitstellen können (§ 25 Abs. 2 Nr. 2
          Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz, TDDDG, vormals TTDSG). Eine Einwilligung ist
          hierfür nicht erforderlich.
        </p>
        <LegalSubsection title="Zugangs-Cookie">
          <p>
            Solange {siteName} nur mit einem Zugangspasswort erreichbar ist, setzen wir nach richtiger Eingabe
            des Passworts ein Cookie, das den Zeitpunkt der Freischaltung und eine kryptografische Signatur
            enthält. Das eingegebene Passwort selbst wird darin nicht gespeichert. Das Cookie ist für
            JavaScript nicht lesbar (HttpOnly), enthält keine Angaben zu Ihrer Person und verliert 60 Minuten
            nach der Freischaltung seine Gültigkeit. Ohne dieses Cookie kann das Portal während der
            Zugangsbeschränkung nicht genutzt werden. Rechtsgrundlage für die damit verbundene Verarbeitung
            ist Art. 6 Abs. 1 lit. f DSGVO (Schutz des noch nicht öffentlich freigegebenen Angebots vor
            unberechtigtem Zugriff).
          </p>
        </LegalSubsection>
        <LegalSubsection title="Sitzungs-Cookie">
          <p>
            Wenn Sie sich anmelden, setzen wir ein Sitzungs-Cookie (HttpOnly), das eine zufällige
            Sitzungskennung enthält. Es hält Sie während der Nutzung angemeldet und schützt Ihr Konto vor
            unbefugtem Zugriff. Das Cookie wird bei der Abmeldung gelöscht und verliert im Übrigen mit Ablauf
            der Sitzung seine Gültigkeit. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Bereitstellung Ihres
            Benutzerkontos).
          </p>
        </LegalSubsection>
        <LegalSubsection title="Browser-Schlüssel">
          <p>
            Wenn Sie einen Vergleich berechnen, mit Lucy sprechen oder bei der Registrierung Ihren SMS-Code
            eingeben, setzen wir ein Cookie (HttpOnly) mit einem zufälligen Schlüssel. Es bindet Ihren
            Vergleich, Ihre Gesundheitsangaben und Ihre Telefonbestätigung an diesen Browser: Nur hier sehen
            Sie Ihre Angaben, nur von hier aus können Sie den Vergleich speichern, versenden oder eine Anfrage
            dazu stellen. Bei uns gespeichert wird nur ein nicht umkehrbarer Hashwert des Schlüssels beim
            jeweiligen Vergleich. Das Cookie gilt 30 Tage ab dem letzten Vergleich; Rechtsgrundlage ist Art. 6
            Abs. 1 lit. b DSGVO (Bereitstellung des von Ihnen angeforderten Vergleichs).
          </p>
        </LegalSubsection>
        <LegalSubsection title="Lokaler Speicher Ihres Browsers">
          <p>
            Ihre Eingaben im Vergleichsformular – im ausführlichen Vergleich auch Ihre anonymen
            Gesundheitsangaben – und die Kennung eines Gesprächs mit unserem Assistenten Lucy können im
            lokalen Speicher (localStorage) Ihres Browsers abgelegt werden, damit sie beim erneuten Aufruf der
            Seite erhalten bleiben. Diese Daten bleiben auf Ihrem Gerät; Sie können sie jederzeit über die
            Einstellungen Ihres Browsers löschen.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="vergleich" title="6. Tarifvergleich">
        <p>
          Für den Vergleich verarbeiten wir die Angaben, die Sie im Vergleichsformular machen: Geburtsdatum,
          Geschlecht, berufliche Stellung (zum Beispiel angestellt, selbstständig, verbeamtet oder
          studierend), bei Beamtinnen, Beamten und ihren Kindern den Beihilfeträger und den
          Beihilfebemessungssatz, Ihren bisherigen Versicherungsschutz sowie Ihre Leistungswünsche (etwa
          Leistungsstufe, Selbstbeteiligung, Zahnleistungen oder Unterbringung im Krankenhaus).
        </p>
        <p>
          Zweck der Verarbeitung ist die Berechnung der passenden Tarife und Modellbeiträge mit unserem
          eigenen Berechnungsprogramm sowie die Anzeige der Ergebnisse. Rechtsgrundlage ist Art. 6 Abs. 1 lit.
          b DSGVO, da die Verarbeitung zur Erbringung des von Ihnen angeforderten Vergleichs erforderlich ist.
          Die Berechnung findet auf unseren eigenen Servern statt; Ihre Angaben werden dabei nicht an
          Versicherungsunternehmen übermittelt.
        </p>
        <p>
          Jeder Vergleich wird mit einer zufälligen Kennung gespeichert, damit Sie die Ergebnisseite erneut
          aufrufen und filtern können. Ihre Angaben – Geburtsdatum, Eingaben und Gesundheitsangaben – sehen
          nur Sie, in dem Browser, in dem Sie verglichen haben (oder in Ihrem Konto, wenn Sie den Vergleich
          dort speichern). Wer die Adresse der Ergebnisseite in einem anderen Browser öffnet oder Ihren Link
          zum Teilen erhält, sieht nur die Tarife und ihre Reihenfolge, ohne Ihre Angaben. Vergleiche, die Sie
          ohne Anmeldung durchführen, löschen wir automatisch 30 Tage nach ihrer Erstellung. Vergleiche, die
          Sie in Ihrem Benutzerkonto speichern, bleiben erhalten, bis Sie sie oder Ihr Konto löschen.
        </p>
        <p>
          Führen Sie einen Vergleich für eine andere Person durch, etwa für Ihr Kind, verarbeiten wir deren
          Angaben zu denselben Zwecken (Art. 14 DSGVO). Bitte geben Sie Daten anderer Personen nur ein, wenn
          Sie dazu berechtigt sind, und informieren Sie die betroffene Person über diese Datenschutzerklärung.
        </p>
      </LegalSection>

      <LegalSection id="konto" title="7. Benutzerkonto">
        <LegalSubsection title="Registrierung und Anmeldung">
          <p>
            Für ein Benutzerkonto verarbeiten wir Ihre E-Mail-Adresse, Ihr Passwort (ausschließlich als
            kryptografischer Hashwert, nie im Klartext) und Ihre Mobilfunknummer. Ihre E-Mail-Adresse
            bestätigen Sie über einen Link, den wir Ihnen per E-Mail senden; Ihre Mobilfunknummer bestätigen
            Sie mit einem Einmalcode, den wir Ihnen per SMS senden. Einmalcodes speichern wir nur als
            Hashwert; sie verfallen nach kurzer Zeit, und die Zahl der Versuche ist begrenzt. Über die
            Funktion „Passwort vergessen?“ senden wir Ihnen auf Anforderung einen Link zum Zurücksetzen per
            E-Mail.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Profildaten">
          <p>
            In Ihrem persönlichen Bereich können Sie freiwillig weitere Angaben hinterlegen: Anrede, Vor- und
            Nachname, Telefonnummer, Beruf, Geburtsdatum, Anschrift und Staatsangehörigkeit. Wir verwenden
            sie, um Vergleiche und Beratungsanfragen für Sie vorauszufüllen.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Konten für Versicherungsmakler und Versicherungsunternehmen">
          <p>
            Für Makler- und Versicherer-Konten verarbeiten wir zusätzlich die Angaben zum Unternehmen, den
            Lizenzschlüssel samt Gültigkeit sowie die Daten zu gekauften Anfragen (Kaufdatum, Betrag,
            Zahlungsart und Zahlungsstatus). Rechnungs- und Buchungsunterlagen bewahren wir nach den
            gesetzlichen Vorschriften auf (Art. 6 Abs. 1 lit. c DSGVO i. V. m. § 257 HGB und § 147 AO).
          </p>
        </LegalSubsection>
        <p>
          Rechtsgrundlage für die Verarbeitung der Kontodaten ist Art. 6 Abs. 1 lit. b DSGVO (Bereitstellung
          des Benutzerkontos nach unseren Nutzungsbedingungen). Wir speichern die Daten, bis Sie Ihr Konto
          löschen. Private Nutzerinnen und Nutzer können ihr Konto jederzeit selbst im{" "}
          <InternalLink href="/mein-bereich">persönlichen Bereich</InternalLink> löschen und dort alle über
          sie gespeicherten Daten exportieren; im Übrigen genügt eine Nachricht an{" "}
          <MailLink address={operator.email} />.
        </p>
      </LegalSection>

      <LegalSection
        id="beratungsanfragen"
        title="8. Beratungsanfragen und Weitergabe an Makler oder Versicherer"
      >
        <p>
          Über die Schaltflächen „Lassen Sie sich anrufen“ und „Beratungsgespräch vereinbaren“ können Sie eine
          persönliche Beratung anfragen. Dabei verarbeiten wir Ihren Namen, Ihre Telefonnummer, gegebenenfalls
          Ihre E-Mail-Adresse, Ihren Wunschtermin für den Rückruf, Ihr Alter sowie die Angaben und Ergebnisse
          des zugehörigen Vergleichs, etwa den Tarif, für den Sie sich interessieren.
        </p>
        <p>
          Ihre Anfrage geben wir nur an den Versicherungsmakler oder das Versicherungsunternehmen weiter, der
          oder das in der Einwilligungserklärung namentlich genannt ist, und nur, wenn Sie ausdrücklich
          eingewilligt haben, von diesem angerufen zu werden und dass wir Ihre Daten zu diesem Zweck
          übermitteln. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a und Art. 7 DSGVO. Ohne
          diese Einwilligung findet keine Weitergabe statt.
        </p>
        <p>
          Um nachweisen zu können, dass und wie Sie eingewilligt haben (Art. 7 Abs. 1 DSGVO, § 7a UWG),
          speichern wir zu jeder Einwilligung den Zeitpunkt, den genauen Wortlaut des Ihnen angezeigten
          Einwilligungstextes, den Kanal, über den sie erteilt wurde, und den genannten Empfänger.
          Rechtsgrundlage hierfür ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO und §
          7a UWG sowie unser berechtigtes Interesse, die Einwilligung gegenüber Ihnen, dem Empfänger und
          Behörden belegen zu können (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
        <p>
          Der Empfänger verarbeitet Ihre Daten ab der Übermittlung als eigener Verantwortlicher, um Sie zu
          beraten, und informiert Sie über seine Datenverarbeitung. Sie können Ihre Einwilligung jederzeit mit
          Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), zum Beispiel per E-Mail an{" "}
          <MailLink address={operator.email} />. Die Rechtmäßigkeit der bis zum Widerruf erfolgten
          Verarbeitung bleibt unberührt. Wurden Ihre Daten bereits übermittelt, teilen wir dem Empfänger Ihren
          Widerruf mit.
        </p>
      </LegalSection>

      <LegalSection id="gesundheitsdaten" title="9. Gesundheitsdaten">
        <p>
          Für die Berechnung der Modellbeiträge benötigen wir keine Angaben zu Ihrem Gesundheitszustand. Im
          ausführlichen Vergleich können Sie freiwillig anonyme Gesundheitsfragen beantworten (etwa Größe,
          Gewicht, Behandlungen, Vorerkrankungen), um einen voraussichtlichen Risikozuschlag zu sehen. Auf
          diesem Weg fragen wir weder Namen noch E-Mail-Adresse oder Telefonnummer ab; die Antworten werden
          nur im jeweiligen anonymen Vergleich gespeichert und mit ihm nach 30 Tagen gelöscht. Sie sind eine
          Modellschätzung; verbindlich entscheidet erst das Versicherungsunternehmen über einen
          Versicherungsantrag.
        </p>
        <p>
          Beauftragen Sie eine „Anonyme Risikovoranfrage“, übermitteln wir Ihre Gesundheitsangaben aus dem
          Vergleich nur mit Ihrer gesonderten, ausdrücklichen Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO an
          einen Vermittler, der damit anonym bei Versicherern anfragt. Wir speichern den Wortlaut dieser
          Einwilligung mit Zeitpunkt und Weg; der Vermittler sieht die Angaben erst, nachdem er die Anfrage
          übernommen hat. Mit einem Widerruf werden die Gesundheitsangaben gelöscht.
        </p>
        <p>
          Teilen Sie uns im Rahmen einer Beratungsanfrage freiwillig Informationen zu Ihrer Gesundheit mit,
          etwa zu Vorerkrankungen, handelt es sich um besondere Kategorien personenbezogener Daten nach Art. 9
          DSGVO. Diese verarbeiten und übermitteln wir ausschließlich auf Grundlage Ihrer ausdrücklichen
          Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO, die wir gesondert einholen. Was unser Assistent Lucy
          von Gesundheitsangaben im Chat speichert, steht in Abschnitt 10.
        </p>
      </LegalSection>

      <LegalSection id="lucy" title="10. Assistent „Lucy“">
        <p>
          Lucy ist ein automatisierter, KI-gestützter Assistent, der allgemeine Fragen zur privaten
          Krankenversicherung beantwortet. Sie kommunizieren dabei nicht mit einem Menschen. Lucy gibt keine
          individuelle Beratung und keine Empfehlung für einen bestimmten Tarif.
        </p>
        <p>
          Wir verarbeiten Ihre Nachrichten, die Antworten, die Zeitpunkte und eine zufällige Gesprächskennung,
          um Ihre Fragen zu beantworten und den Gesprächsverlauf bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO)
          sowie um Missbrauch zu erkennen und die Qualität der Antworten zu verbessern (Art. 6 Abs. 1 lit. f
          DSGVO). Lucy antwortet auf Grundlage einer eigenen Wissensdatenbank. Setzen wir zur Formulierung der
          Antworten ein KI-Sprachmodell ein, wird dieses von einem Auftragsverarbeiter nach Art. 28 DSGVO
          innerhalb der EU betrieben, der die Inhalte nur zur Beantwortung Ihrer Frage und nicht für eigene
          Zwecke, insbesondere nicht zum Training, verwenden darf.
        </p>
        <p>
          Zur Beantwortung verarbeiten wir Ihre Nachricht so, wie Sie sie geschrieben haben. Gespeichert
          werden Ihre Nachrichten und Lucys Antworten aber nur maskiert: Bevor wir sie in unserer Datenbank in
          der EU (Abschnitt 4) ablegen, ersetzen wir Namen, E-Mail-Adressen, Telefonnummern, Datumsangaben wie
          Ihr Geburtsdatum, Altersangaben und Angaben zur Gesundheit (etwa Diagnosen, Medikamente,
          Behandlungen, Größe und Gewicht) automatisch durch Platzhalter wie „[Name]“, „[Telefon]“ oder
          „[Gesundheitsangaben]“. Ihre Antwort auf Lucys Frage nach Ihrer Gesundheit im Preisdialog speichern
          wir im Gesprächsverlauf gar nicht, nur den Platzhalter. Dazu speichern wir die Zeitpunkte, die
          Gesprächskennung und, wenn Sie angemeldet sind, die Zuordnung zu Ihrem Benutzerkonto. Lässt Lucy im
          Chat einen Vergleich berechnen, werden die dafür nötigen Angaben wie bei jedem Vergleich im
          Vergleich selbst gespeichert (Abschnitte 6 und 9), nicht im Gesprächsverlauf.
        </p>
        <p>
          Gesprächsverläufe löschen wir automatisch spätestens {CHAT_RETENTION_DAYS} Tage nach der letzten
          Nachricht. Die Maskierung folgt festen Regeln und erkennt nicht jede Schreibweise; bitte geben Sie
          im Chat deshalb möglichst keine Namen, Kontaktdaten oder Gesundheitsangaben ein.
        </p>
      </LegalSection>

      <LegalSection id="kontakt" title="11. Kontakt per E-Mail oder Telefon">
        <p>
          Wenn Sie uns per E-Mail oder telefonisch kontaktieren, verarbeiten wir Ihre Angaben, um Ihr Anliegen
          zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihr Anliegen mit einem Vertrag
          oder dessen Anbahnung zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO (Beantwortung Ihrer
          Anfrage). Wir löschen die Daten, sobald Ihr Anliegen erledigt ist und keine gesetzlichen
          Aufbewahrungspflichten entgegenstehen.
        </p>
      </LegalSection>

      <LegalSection id="versand" title="12. Versand von E-Mails und SMS">
        <p>
          E-Mails (etwa zur Bestätigung Ihrer E-Mail-Adresse oder zum Zurücksetzen des Passworts) und SMS
          (Einmalcodes zur Bestätigung Ihrer Mobilfunknummer) versenden wir über spezialisierte Dienstleister.
          Diese erhalten nur die für den Versand erforderlichen Daten, also die Empfängeradresse bzw.
          Mobilfunknummer und den Inhalt der Nachricht, und verarbeiten sie ausschließlich in unserem Auftrag
          auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO innerhalb der EU.
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Werbliche Newsletter versenden wir nicht.
        </p>
      </LegalSection>

      <LegalSection id="empfaenger" title="13. Empfänger und Übermittlung in Drittländer">
        <p>Ihre Daten erhalten nur:</p>
        <LegalList>
          <li>
            unsere Auftragsverarbeiter (Hosting und Speicherung, E-Mail- und SMS-Versand sowie gegebenenfalls
            der Betrieb des KI-Sprachmodells), die vertraglich an unsere Weisungen gebunden sind (Art. 28
            DSGVO);
          </li>
          <li>
            Versicherungsmakler und Versicherungsunternehmen, die Sie in Ihrer Einwilligung namentlich benannt
            haben (siehe Abschnitt 8);
          </li>
          <li>
            Behörden, Gerichte und Berufsgeheimnisträger (etwa Steuerberater), soweit wir dazu gesetzlich
            verpflichtet sind oder es zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen
            erforderlich ist.
          </li>
        </LegalList>
        <p>
          Eine Übermittlung Ihrer Daten in Länder außerhalb der Europäischen Union bzw. des Europäischen
          Wirtschaftsraums (Drittländer) findet nicht statt. Wir verkaufen Ihre Daten nicht an Adresshändler.
        </p>
      </LegalSection>

      <LegalSection id="speicherdauer" title="14. Speicherdauer">
        <p>
          Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist
          oder gesetzliche Aufbewahrungspflichten bestehen. Im Überblick:
        </p>
        <LegalList>
          <li>Server-Logfiles: höchstens 7 Tage;</li>
          <li>Zugangs-Cookie: 60 Minuten; Sitzungs-Cookie: bis zur Abmeldung oder zum Ablauf der Sitzung;</li>
          <li>Vergleiche ohne Anmeldung: 30 Tage nach Erstellung;</li>
          <li>
            Gespräche mit Lucy (maskiert): höchstens {CHAT_RETENTION_DAYS} Tage nach der letzten Nachricht;
          </li>
          <li>
            E-Mails und SMS in unserer Versandwarteschlange: der Inhalt bis zur Zustellung, Empfängeradresse
            bzw. Mobilfunknummer und Betreff bis 30 Tage nach der Zustellung (bei einem per E-Mail gesendeten
            Vergleich löschen wir Ihre Adresse schon mit der Zustellung); Nachrichten, die auch nach
            wiederholten Versuchen nicht zugestellt werden konnten, samt Empfänger und Inhalt 7 Tage nach dem
            Versandauftrag;
          </li>
          <li>Benutzerkonto, Profildaten und gespeicherte Vergleiche: bis zur Löschung des Kontos;</li>
          <li>
            Beratungsanfragen: bis zu ihrer Erledigung, längstens bis zum Widerruf Ihrer Einwilligung, soweit
            keine Nachweis- oder Aufbewahrungspflicht besteht;
          </li>
          <li>
            Nachweise über erteilte Einwilligungen: so lange, wie wir die Einwilligung nachweisen müssen, bei
            Einwilligungen in telefonische Kontaktaufnahme fünf Jahre ab Erteilung und nach jeder Verwendung
            (§ 7a Abs. 2 UWG);
          </li>
          <li>
            Rechnungen, Buchungsbelege und Geschäftsbriefe: nach den gesetzlichen Fristen von sechs, acht bzw.
            zehn Jahren (§ 257 HGB, § 147 AO), soweit diese Vorschriften auf die jeweiligen Unterlagen
            anwendbar sind.
          </li>
        </LegalList>
        <p>
          Nach Ablauf der jeweiligen Frist werden die Daten gelöscht. Unterliegen Daten einer gesetzlichen
          Aufbewahrungspflicht, schränken wir ihre Verarbeitung bis zum Fristablauf ein.
        </p>
      </LegalSection>

      <LegalSection id="profiling" title="15. Keine automatisierte Entscheidungsfindung">
        <p>
          Wir treffen keine ausschließlich automatisierten Entscheidungen im Sinne von Art. 22 DSGVO, die
          Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen.
          Die Reihenfolge, Kennzeichnung und Bewertung der Tarife auf der Ergebnisseite ist eine Sortierhilfe
          auf Grundlage Ihrer Angaben und der Tarifmerkmale. Sie entscheidet weder darüber, ob Sie einen Tarif
          abschließen können, noch zu welchem Beitrag. Darüber entscheidet allein das Versicherungsunternehmen
          nach Ihrem Antrag und seiner Risikoprüfung.
        </p>
      </LegalSection>

      <LegalSection id="bereitstellung" title="16. Pflicht zur Bereitstellung von Daten">
        <p>
          Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen.
          Ohne die als Pflichtfelder gekennzeichneten Angaben können wir jedoch keinen Vergleich berechnen,
          kein Benutzerkonto einrichten und keine Beratungsanfrage bearbeiten.
        </p>
      </LegalSection>

      <LegalSection id="rechte" title="17. Ihre Rechte">
        <p>Ihnen stehen nach der DSGVO folgende Rechte zu:</p>
        <LegalList>
          <li>Auskunft über die von uns verarbeiteten Daten (Art. 15 DSGVO);</li>
          <li>Berichtigung unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO);</li>
          <li>Löschung Ihrer Daten (Art. 17 DSGVO);</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO);</li>
          <li>
            Datenübertragbarkeit, also Erhalt Ihrer Daten in einem strukturierten, gängigen und
            maschinenlesbaren Format (Art. 20 DSGVO);
          </li>
          <li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe unten);</li>
          <li>Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
        </LegalList>
        <p>
          In Ihrem <InternalLink href="/mein-bereich">persönlichen Bereich</InternalLink> können Sie Ihre
          Daten selbst einsehen und berichtigen, alle über Sie gespeicherten Daten als JSON-Datei exportieren
          und Ihr Konto löschen. Für alle weiteren Anliegen genügt eine formlose Nachricht an{" "}
          <MailLink address={operator.email} /> oder an unseren Datenschutzbeauftragten.
        </p>
        <div className="rounded-lg border border-slate-300 bg-slate-50 p-4">
          <h3 className="text-lg font-semibold text-slate-900">Widerspruchsrecht nach Art. 21 DSGVO</h3>
          <p className="mt-2 font-medium text-slate-900">
            Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (berechtigte Interessen)
            verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben,
            jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht
            mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die
            Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung,
            Ausübung oder Verteidigung von Rechtsansprüchen.
          </p>
        </div>
      </LegalSection>

      <LegalSection id="beschwerde" title="18. Beschwerderecht bei einer Aufsichtsbehörde">
        <p>
          Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht
          sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Zuständig für uns
          ist die für den Sitz des Betreibers ({operator.city}) zuständige Aufsichtsbehörde des Landes. Sie
          können sich auch an die Aufsichtsbehörde Ihres Aufenthaltsorts oder Arbeitsplatzes wenden. Eine
          Übersicht der deutschen Aufsichtsbehörden finden Sie bei der{" "}
          <ExternalLink href="https://www.datenschutzkonferenz-online.de">Datenschutzkonferenz</ExternalLink>.
        </p>
      </LegalSection>

      <LegalSection id="aenderungen" title="19. Änderungen dieser Datenschutzerklärung">
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich unsere Datenverarbeitung oder die Rechtslage
          ändert. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
