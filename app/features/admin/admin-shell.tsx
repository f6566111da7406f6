import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { SignOutForm } from "../../components/sign-out-form";
import { cn } from "../../lib/cn";

/** The admin sections (docs/product/overview.md#routes route table); their pages follow in later issues. */
export const ADMIN_SECTIONS = [
  { path: "kvr", label: "KVR-Engine" },
  { path: "appearance", label: "Erscheinungsbild" },
  { path: "seo", label: "SEO" },
  { path: "maintenance", label: "Wartung" },
  { path: "ai", label: "KI-Assistent" },
  { path: "rechengroessen", label: "Rechengrößen" },
  { path: "zustellungen", label: "Zustellungen" },
  { path: "tarifbedingungen", label: "Tarifbedingungen" },
  { path: "pruefzeichen", label: "Prüfzeichen" },
  { path: "erstinformation", label: "Erstinformation" },
] as const;

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <NavLink to="/svadmin" end className="rounded font-bold text-primary-900">
            Admin-Bereich
          </NavLink>
          <NavLink to="/lead-marketplace" className="rounded text-sm font-medium text-primary-700 underline">
            Lead-Marktplatz
          </NavLink>
          <span className="ml-auto truncate text-sm text-slate-600">{email}</span>
          <SignOutForm next="/admin-login">
            <button
              type="submit"
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogOut className="size-4" aria-hidden /> Abmelden
            </button>
          </SignOutForm>
        </div>
        <nav aria-label="Admin-Navigation" className="mx-auto max-w-6xl overflow-x-auto px-4 pb-2">
          <ul className="flex gap-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/svadmin/${section.path}`}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100",
                      isActive && "bg-primary-50 text-primary-900",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  );
}
