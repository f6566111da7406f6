import { Check, Copy, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { formatNumber } from "../../../lib/format/number-format";
import { downloadText } from "./console-client";

/**
 * Copies a text; the confirmation 'Copied to clipboard' shows for 2 seconds
 * (docs/product/rating-engine.md#developer-console).
 */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
      className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 hover:bg-slate-50"
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span aria-live="polite">{copied ? "Copied to clipboard" : label}</span>
    </button>
  );
}

function DownloadButton({ fileName, text }: { fileName: string; text: string }) {
  return (
    <button
      type="button"
      onClick={() => downloadText(fileName, text)}
      className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 hover:bg-slate-50"
    >
      <Download className="size-4" aria-hidden /> Download ({fileName})
    </button>
  );
}

/** Longer answers are shown shortened (a Calculate answer has megabytes); Copy and Download give them whole. */
const SHOWN_CHARACTERS = 100_000;

/** A response block: the text, Copy and the XML download. */
export function ResponseBlock({
  title,
  text,
  fileName,
  copyLabel,
}: {
  title: string;
  text: string;
  fileName?: string;
  copyLabel?: string;
}) {
  return (
    <section className="mt-4 grid gap-2" aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <CopyButton text={text} label={copyLabel} />
        {fileName && <DownloadButton fileName={fileName} text={text} />}
      </div>
      <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs break-all whitespace-pre-wrap text-slate-100">
        {text.length > SHOWN_CHARACTERS ? text.slice(0, SHOWN_CHARACTERS) : text}
      </pre>
      {text.length > SHOWN_CHARACTERS && (
        <p className="text-sm text-slate-600">
          Gekürzt angezeigt ({formatNumber(SHOWN_CHARACTERS)} von {formatNumber(text.length)} Zeichen);
          vollständig über Copy oder Download.
        </p>
      )}
    </section>
  );
}
