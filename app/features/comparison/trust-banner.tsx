import { BadgeCheck, Lock, ShieldCheck, Sparkles } from "lucide-react";
import type { ReactNode } from "react";

const items = [
  { icon: Sparkles, text: "Kostenloser Vergleich" },
  { icon: BadgeCheck, text: "TÜV-geprüfte Sicherheit" },
  { icon: ShieldCheck, text: "Datenschutzkonform" },
  { icon: Lock, text: "SSL-verschlüsselt" },
];

/**
 * A compound that may not fit a phone's half width gets a break opportunity at its seam ('Datenschutz' /
 * 'konform'): browsers without German hyphenation would otherwise break it anywhere. The text stays the word.
 */
export function breakable(text: string): ReactNode {
  const seam = text.indexOf("schutz");
  if (seam < 0) return text;
  const cut = seam + "schutz".length;
  return (
    <>
      {text.slice(0, cut)}
      <wbr />
      {text.slice(cut)}
    </>
  );
}

/** Trust banner of /comparison (docs/product/comparison.md). */
export function TrustBanner() {
  return (
    <ul
      aria-label="Ihre Sicherheit"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-primary-50 p-4 max-sm:gap-2 max-sm:p-3 md:grid-cols-4"
    >
      {items.map(({ icon: Icon, text }) => (
        // On a phone two columns leave 'Datenschutzkonform' just enough room at a slightly smaller size.
        <li
          key={text}
          className="flex items-center gap-2 text-sm font-medium text-slate-800 max-sm:gap-1.5 max-sm:text-[0.8125rem]"
        >
          <Icon className="size-5 shrink-0 text-primary-700 max-sm:size-4" aria-hidden />
          <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{breakable(text)}</span>
        </li>
      ))}
    </ul>
  );
}
