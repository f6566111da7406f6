import type { ReactNode } from "react";
import type { OperatorDetails } from "../../../domain/settings/site-settings";

/** Page frame shared by Impressum, Datenschutzerklärung and AGB: one h1, optional "Stand", sections. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="prose-legal mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {updated ? <p className="text-sm text-slate-500">Stand: {updated}</p> : null}
      </header>
      {children}
    </article>
  );
}

/** A numbered or titled h2 section; `id` doubles as anchor for deep links (e.g. /datenschutz#rechte). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 space-y-3 leading-relaxed text-slate-700"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An h3 sub-section inside a LegalSection. */
export function LegalSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** Bulleted list in the legal pages' style. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6">{children}</ul>;
}

const linkClassName = "font-medium text-slate-900 underline underline-offset-2 hover:text-slate-600";

/** A user-clicked link to a foreign site: opens in a new tab, sends no referrer. No embed, no request before the click. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClassName} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={linkClassName}>
      {address}
    </a>
  );
}

function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, "")}`} className={linkClassName}>
      {number}
    </a>
  );
}

/** A link inside the portal (plain anchor, so this component stays router-agnostic). */
export function InternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClassName}>
      {children}
    </a>
  );
}

/** Postal address of the operator, optionally with e-mail and phone. */
export function OperatorAddress({
  operator,
  withContact = false,
}: {
  operator: OperatorDetails;
  withContact?: boolean;
}) {
  return (
    <address className="not-italic leading-relaxed text-slate-700">
      {operator.companyName}
      <br />
      {operator.street}
      <br />
      {operator.postalCode} {operator.city}
      <br />
      {operator.country}
      {withContact ? (
        <>
          <br />
          Telefon: <PhoneLink number={operator.phone} />
          <br />
          E-Mail: <MailLink address={operator.email} />
        </>
      ) : null}
    </address>
  );
}
