import { BadgeCheck, Lock, ShieldCheck, Sparkles } from "lucide-react";

const items = [
  { icon: Sparkles, text: "Kostenloser Vergleich" },
  { icon: BadgeCheck, text: "TÜV-geprüfte Sicherheit" },
  { icon: ShieldCheck, text: "Datenschutzkonform" },
  { icon: Lock, text: "SSL-verschlüsselt" },
];

/** Trust banner of /comparison (docs/product/comparison.md). */
export function TrustBanner() {
  return (
    <ul
      aria-label="Ihre Sicherheit"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-primary-50 p-4 md:grid-cols-4"
    >
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon className="size-5 shrink-0 text-primary-700" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
