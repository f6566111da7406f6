import { Info } from "lucide-react";

/** Shown whenever the prices come from the embedded engine's premium model, not from the insurers. */
export function ModelPriceNote({ text }: { text: string }) {
  return (
    <p
      data-testid="model-price-note"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
