import { useLoaderData } from "react-router";
import { firstInformationDocument } from "../../../domain/settings/first-information-text";
import { pageContext } from "../../../server/transport/page-context.server";
import {
  FIRST_INFORMATION_PDF_PATH,
  FirstInformationSections,
} from "../../components/first-information-panel";
import { LegalPage } from "../../features/legal/legal-section";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/first-information";

/** /erstinformation: the whole Erstinformation (docs/product/broker-duties.md#first-information) and its PDF. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  return {
    document: firstInformationDocument(await page.services.getSiteSettings()),
    siteName: page.siteName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Erstinformation – ${loaderData?.siteName ?? ""}` },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function FirstInformationPage() {
  const { document } = useLoaderData<typeof loader>();
  return (
    <LegalPage title={document.title}>
      <p className="leading-relaxed text-slate-700">
        Diese Angaben schuldet Ihnen ein Versicherungsvermittler beim ersten Geschäftskontakt. Wir zeigen sie
        Ihnen vor Ihrem ersten Vergleich, senden sie mit jeder E-Mail zu einem Vergleich oder einer Anfrage
        und speichern mit jeder Anfrage, welche Fassung Sie gesehen haben.
      </p>
      <div className="leading-relaxed text-slate-700">
        <FirstInformationSections document={document} headingLevel="h2" />
      </div>
      <p className="text-slate-700">
        <a
          href={FIRST_INFORMATION_PDF_PATH}
          download
          className="font-medium text-primary-700 underline underline-offset-2"
        >
          Erstinformation als PDF herunterladen
        </a>{" "}
        <span className="text-slate-500">(Version {document.version})</span>
      </p>
    </LegalPage>
  );
}
