import { useId } from "react";
import { FIRST_INFORMATION_FIELD } from "../../domain/settings/first-information-field";
import type { FirstInformationDocument } from "../../domain/settings/first-information-text";
import { cn } from "../lib/cn";

export const FIRST_INFORMATION_PATH = "/erstinformation";
export const FIRST_INFORMATION_PDF_PATH = "/erstinformation.pdf";

/** The sections of the Erstinformation, each with its heading (the page and the panel's full text). */
export function FirstInformationSections(props: {
  document: FirstInformationDocument;
  headingLevel: "h2" | "h3";
}) {
  const Heading = props.headingLevel;
  return (
    <>
      {props.document.sections.map((section) => (
        <section key={section.heading} className="mt-3">
          <Heading className="font-semibold text-slate-900">{section.heading}</Heading>
          {section.lines.map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/**
 * The Erstinformation (§ 15 VersVermV) where the person sees it before the first calculation: inside the form,
 * above its submit (docs/product/broker-duties.md#first-information) — the short statement, the whole text one
 * click away on the spot, the PDF, and the version the form sends back so the server knows what was shown.
 */
export function FirstInformationPanel(props: {
  summary: string[];
  document: FirstInformationDocument;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-lg border border-slate-200 bg-slate-50 p-3 text-left text-xs leading-relaxed text-slate-700",
        props.className,
      )}
      data-first-information={props.document.version}
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {props.document.title}
      </h2>
      {props.summary.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
      <details className="mt-2">
        <summary className="cursor-pointer font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2">
          Vollständige Erstinformation lesen
        </summary>
        <FirstInformationSections document={props.document} headingLevel="h3" />
      </details>
      <p className="mt-2">
        <a
          href={FIRST_INFORMATION_PDF_PATH}
          download
          className="font-medium text-primary-700 underline underline-offset-2"
        >
          Erstinformation als PDF herunterladen
        </a>{" "}
        <span className="whitespace-nowrap text-slate-500">(Version {props.document.version})</span>
      </p>
      <input type="hidden" name={FIRST_INFORMATION_FIELD} value={props.document.version} />
      {props.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </section>
  );
}

/**
 * Beside a contact request's fields: the Erstinformation in force, one click away, and its version sent with the
 * request, so the lead records it (docs/product/broker-duties.md#first-information).
 */
export function FirstInformationNote({ version }: { version: string }) {
  return (
    <p className="text-xs text-slate-600" data-first-information={version}>
      Es gilt unsere{" "}
      <a href={FIRST_INFORMATION_PATH} className="font-medium text-primary-700 underline underline-offset-2">
        Erstinformation nach § 15 VersVermV
      </a>{" "}
      (Version {version},{" "}
      <a href={FIRST_INFORMATION_PDF_PATH} download className="underline underline-offset-2">
        als PDF
      </a>
      ).
      <input type="hidden" name={FIRST_INFORMATION_FIELD} value={version} />
    </p>
  );
}
