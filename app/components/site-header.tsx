import { ChevronDown, Menu, UserRound, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../lib/cn";
import { withClaimMark } from "./claim-footnote";
import { ComingSoonBadge } from "./coming-soon-badge";
import {
  breakableInsuranceName,
  healthInsuranceEntries,
  type MenuEntry,
  riskAndProvisionEntries,
} from "./insurance-menu";
import { SiteLogo } from "./site-logo";
import { SiteSearch } from "./site-search";

/** The header's place for the assistant's opener (app/features/lucy/lucy-widget.tsx renders into it). */
export const ASSISTANT_OPENER_SLOT_ID = "assistant-opener";

/** Hover intent: open after a short rest on the trigger, close a little after the pointer has left. */
const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 300;

function MenuEntryItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  if (entry.href) {
    return (
      <li>
        <Link
          to={entry.href}
          onClick={onNavigate}
          className="block rounded-lg p-3 hover:bg-primary-50 focus-visible:bg-primary-50"
        >
          <span className="block font-semibold hyphens-auto text-primary-900">
            {breakableInsuranceName(entry.name)}
          </span>
          <span className="block text-sm text-slate-600">
            {withClaimMark(entry.description, { plain: true })}
          </span>
        </Link>
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
        <span className="flex items-center gap-2 font-semibold hyphens-auto">
          <span className="min-w-0">{breakableInsuranceName(entry.name)}</span>
          <ComingSoonBadge className="invisible group-hover:visible group-focus-visible:visible" />
        </span>
        <span className="block text-sm">{withClaimMark(entry.description, { plain: true })}</span>
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

/**
 * A menu entry that is not there yet. In the desktop bar below 1536 px the badge stands under the label, so the
 * search keeps room for its whole placeholder at 1280 px (docs/product/site.md#header).
 */
function PlaceholderItem({ label, stacked = false }: { label: string; stacked?: boolean }) {
  return (
    <span
      aria-disabled="true"
      className={cn(
        "flex px-3 text-sm font-medium whitespace-nowrap text-slate-500",
        stacked
          ? "flex-col items-start leading-5 2xl:flex-row 2xl:items-center 2xl:gap-2 2xl:py-2"
          : "items-center gap-2 py-2",
      )}
    >
      {label}
      {/* An integer line height keeps the header at whole pixels (section jumps land exactly 100 px down). */}
      <ComingSoonBadge className={stacked ? "leading-4" : undefined} />
    </span>
  );
}

/** Header of every page (docs/product/site.md); the logo and 'Mein Account' targets follow the viewer's role. */
export function SiteHeader({
  siteName,
  logoTo = "/",
  accountTo = "/login",
}: {
  siteName: string;
  logoTo?: string;
  accountTo?: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const menuItemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  const hoverMenu = (open: boolean) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setMenuOpen(open), open ? HOVER_OPEN_MS : HOVER_CLOSE_MS);
  };
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    triggerRef.current?.focus();
  };

  // The panel closes on scroll, on a click outside and when the focus leaves it.
  useEffect(() => {
    if (!menuOpen) return;
    const close = () => setMenuOpen(false);
    const closeOutside = (event: Event) => {
      if (!menuItemRef.current?.contains(event.target as Node)) close();
    };
    window.addEventListener("scroll", close, { passive: true });
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      window.removeEventListener("scroll", close);
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [menuOpen]);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    setMobileOpen(false);
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 md:gap-2">
        <Link
          to={logoTo}
          aria-label={logoTo === "/" ? `${siteName} – zur Startseite` : `${siteName} – zu Ihrem Bereich`}
          className="shrink-0 rounded-md"
        >
          <SiteLogo siteName={siteName} />
        </Link>

        {/* From 1280 px: below it the three entries and the search do not fit beside the logo (docs/product/site.md). */}
        <nav aria-label="Hauptnavigation" className="relative ml-2 hidden xl:block">
          <ul className="flex items-center gap-1">
            {/* Disclosure navigation (WAI-ARIA APG): a button that shows and hides the panel. */}
            <li
              ref={menuItemRef}
              onPointerEnter={(event) => event.pointerType === "mouse" && hoverMenu(true)}
              onPointerLeave={(event) => event.pointerType === "mouse" && hoverMenu(false)}
              onKeyDown={closeOnEscape}
            >
              <button
                ref={triggerRef}
                type="button"
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? panelId : undefined}
                onClick={() => setMenuOpen((open) => !open)}
                className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100"
              >
                Unsere Versicherungen
                <ChevronDown
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                  aria-hidden
                />
              </button>
              {menuOpen && (
                <div
                  id={panelId}
                  className="absolute top-full left-0 mt-2 w-[min(760px,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
                >
                  <InsuranceColumns onNavigate={() => setMenuOpen(false)} />
                  <QualityPromise />
                </div>
              )}
            </li>
            <li>
              <PlaceholderItem label="Unsere App" stacked />
            </li>
            <li>
              <PlaceholderItem label="Unser Ratgeber" stacked />
            </li>
          </ul>
        </nav>

        <SiteSearch className="ml-auto hidden md:block" />

        {/* Below 640 px an icon with the same name, so the header keeps room for Lucy's opener at 375 px. */}
        <Link
          to={accountTo}
          className="ml-auto inline-flex min-h-10 items-center gap-2 rounded-lg bg-primary-800 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-900 max-sm:size-10 max-sm:justify-center max-sm:px-0 md:ml-0"
        >
          <UserRound className="size-5 sm:hidden" aria-hidden />
          <span className="max-sm:sr-only">Mein Account</span>
        </Link>
        {/* Lucy's opener docks here, so it never covers the page's content (docs/product/assistant.md#widget). */}
        <div id={ASSISTANT_OPENER_SLOT_ID} className="flex empty:hidden" />
        <button
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
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
          className="border-t border-slate-200 px-4 pt-3 pb-5 xl:hidden"
        >
          <h2 className="px-3 text-sm font-semibold text-slate-900">Unsere Versicherungen</h2>
          <div className="mt-2">
            <InsuranceColumns onNavigate={() => setMobileOpen(false)} />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <PlaceholderItem label="Unsere App" />
            <PlaceholderItem label="Unser Ratgeber" />
          </div>
        </nav>
      )}
    </header>
  );
}
