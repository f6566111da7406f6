import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ComingSoonBadge } from "./coming-soon-badge";
import { healthInsuranceEntries, type MenuEntry, riskAndProvisionEntries } from "./insurance-menu";
import { SiteLogo } from "./site-logo";
import { SiteSearch } from "./site-search";

const INSURANCE_MENU = "insurances";

function MenuEntryItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  if (entry.href) {
    return (
      <li>
        <NavigationMenu.Link asChild>
          <Link
            to={entry.href}
            onClick={onNavigate}
            className="block rounded-lg p-3 hover:bg-primary-50 focus-visible:bg-primary-50"
          >
            <span className="block font-semibold text-primary-900">{entry.name}</span>
            <span className="block text-sm text-slate-600">{entry.description}</span>
          </Link>
        </NavigationMenu.Link>
      </li>
    );
  }
  return (
    <li>
      {/* Disabled entry: focusable so keyboard users see the badge too, but without a target. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a link without a target is exposed as a disabled link */}
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className="group block cursor-not-allowed rounded-lg p-3 text-slate-400 focus-visible:bg-slate-50"
      >
        <span className="flex items-center gap-2 font-semibold">
          {entry.name}
          <ComingSoonBadge className="invisible group-hover:visible group-focus-visible:visible" />
        </span>
        <span className="block text-sm">{entry.description}</span>
      </span>
    </li>
  );
}

function InsuranceColumns({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 className="px-3 text-xs font-bold tracking-wide text-slate-500 uppercase">Gesundheit</h2>
        <ul className="mt-2">
          {healthInsuranceEntries.map((entry) => (
            <MenuEntryItem key={entry.name} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
      <div>
        <h2 className="px-3 text-xs font-bold tracking-wide text-slate-500 uppercase">
          Risiko, Pflege &amp; Vorsorge
        </h2>
        <ul className="mt-2">
          {riskAndProvisionEntries.map((entry) => (
            <MenuEntryItem key={entry.name} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function QualityPromise() {
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <strong className="text-slate-800">Unser Qualitätsversprechen:</strong> Wir vergleichen unabhängig,
        transparent und für Sie kostenlos – und bieten nur Versicherungen an, die wir sorgfältig geprüft
        haben.
      </p>
      <p className="flex shrink-0 items-center gap-2">
        <ComingSoonBadge />
        <span>= Versicherungsarten, an denen wir arbeiten</span>
      </p>
    </div>
  );
}

function PlaceholderItem({ label }: { label: string }) {
  return (
    <span
      aria-disabled="true"
      className="flex items-center gap-2 px-3 py-2 text-sm font-medium text-slate-500"
    >
      {label}
      <ComingSoonBadge />
    </span>
  );
}

/** Header of every page (portal spec §2); the logo and 'Mein Account' targets follow the viewer's role. */
export function SiteHeader({
  siteName,
  logoTo = "/",
  accountTo = "/login",
}: {
  siteName: string;
  logoTo?: string;
  accountTo?: string;
}) {
  const [menuValue, setMenuValue] = useState("");
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  // The panel closes on scroll.
  useEffect(() => {
    if (!menuValue) return;
    const close = () => setMenuValue("");
    window.addEventListener("scroll", close, { passive: true });
    return () => window.removeEventListener("scroll", close);
  }, [menuValue]);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    setMobileOpen(false);
    setMenuValue("");
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link
          to={logoTo}
          aria-label={logoTo === "/" ? `${siteName} – zur Startseite` : `${siteName} – zu Ihrem Bereich`}
          className="rounded-md"
        >
          <SiteLogo siteName={siteName} />
        </Link>

        <NavigationMenu.Root
          value={menuValue}
          onValueChange={setMenuValue}
          delayDuration={200}
          skipDelayDuration={300}
          aria-label="Hauptnavigation"
          className="relative ml-4 hidden md:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item value={INSURANCE_MENU}>
              <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100">
                Unsere Versicherungen
                <ChevronDown
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(760px,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
                <InsuranceColumns onNavigate={() => setMenuValue("")} />
                <QualityPromise />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <PlaceholderItem label="Unsere App" />
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <PlaceholderItem label="Unser Ratgeber" />
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <SiteSearch className="ml-auto hidden md:block" />

        <Link
          to={accountTo}
          className="ml-auto inline-flex min-h-10 items-center rounded-lg bg-primary-800 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-900 md:ml-0"
        >
          Mein Account
        </Link>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Menü schließen" : "Menü öffnen"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </div>
      {mobileOpen && (
        <nav
          id="mobile-menu"
          aria-label="Hauptnavigation mobil"
          className="border-t border-slate-200 px-4 pt-3 pb-5 md:hidden"
        >
          <h2 className="px-3 text-sm font-semibold text-slate-900">Unsere Versicherungen</h2>
          <NavigationMenu.Root orientation="vertical" className="mt-2">
            <InsuranceColumns onNavigate={() => setMobileOpen(false)} />
          </NavigationMenu.Root>
          <div className="mt-3 flex flex-wrap gap-2">
            <PlaceholderItem label="Unsere App" />
            <PlaceholderItem label="Unser Ratgeber" />
          </div>
        </nav>
      )}
    </header>
  );
}
