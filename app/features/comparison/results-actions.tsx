import { BookmarkCheck, BookmarkPlus, FileDown, Mail, Share2 } from "lucide-react";
import { Link } from "react-router";
import { loginPathReturningTo, resultsReturnPath } from "../../../domain/accounts/return-to";
import { cn } from "../../lib/cn";
import { textActionClass } from "./field-styles";
import { resultsHref } from "./results-links";

/**
 * What a visitor can do with the results: keep them ('Meine Vergleiche'), download the PDF, share a read-only link,
 * send them by e-mail (docs/product/documents.md).
 */
export function ResultsActions({
  comparisonId,
  hasTariffs,
  keep,
  shareUrl,
}: {
  comparisonId: string;
  /** The comparison found tariffs: PDF, share link and e-mail need some. */
  hasTariffs: boolean;
  keep?: "can-keep" | "kept" | "sign-in";
  shareUrl?: string;
}) {
  return (
    <>
      {keep === "can-keep" && (
        <form method="post" action="/ihre-pkv-tarife/speichern">
          <input type="hidden" name="c" value={comparisonId} />
          <button type="submit" className={textActionClass}>
            <BookmarkPlus className="size-4" aria-hidden />
            Vergleich speichern
          </button>
        </form>
      )}
      {keep === "sign-in" && (
        // On a phone only the icon (the words for screen readers and as a tooltip): the row keeps its lines
        // and the top offers stay where they were.
        <Link
          to={loginPathReturningTo(resultsReturnPath(comparisonId))}
          className={cn(textActionClass, "max-sm:min-w-11 max-sm:justify-center")}
          title="Vergleich speichern"
          data-testid="keep-sign-in"
        >
          <BookmarkPlus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Vergleich speichern</span>
        </Link>
      )}
      {keep === "kept" && (
        <Link to="/mein-bereich#meine-vergleiche" className={textActionClass}>
          <BookmarkCheck className="size-4" aria-hidden />
          Gespeichert in „Meine Vergleiche“
        </Link>
      )}
      {hasTariffs && (
        <a
          href={resultsHref.pdf(comparisonId)}
          download
          className={textActionClass}
          data-testid="comparison-pdf"
        >
          <FileDown className="size-4" aria-hidden />
          Vergleich als PDF
        </a>
      )}
      {hasTariffs && shareUrl && (
        <details className="text-sm max-sm:open:w-full" data-testid="share-link">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-4">
            <Share2 className="size-4" aria-hidden />
            Link teilen
          </summary>
          <label className="mt-1 block text-slate-700">
            Nur zum Ansehen, ohne Ihre Angaben; gilt, solange der Vergleich besteht:
            <input
              readOnly
              value={shareUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1 font-mono text-xs sm:min-w-64"
            />
          </label>
        </details>
      )}
      {hasTariffs && (
        <Link to={resultsHref.send(comparisonId)} className={textActionClass}>
          <Mail className="size-4" aria-hidden />
          Per E-Mail senden
        </Link>
      )}
    </>
  );
}
