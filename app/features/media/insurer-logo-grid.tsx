import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import {
  generatedLogoFileName,
  INSURER_LOGOS,
  type InsurerLogo,
  LOGO_REVEAL_AFTER_MS,
  logoSources,
} from "./insurer-logos";
import { useNearViewport } from "./use-near-viewport";

/** One partner logo with the load chain of docs/product/site.md; renders nothing once every source failed. */
function InsurerLogoItem({ logo }: { logo: InsurerLogo }) {
  const sources = logoSources(logo);
  const [stage, setStage] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const near = useNearViewport(itemRef);
  const hidden = stage >= sources.length;

  const fail = useCallback(() => setStage((current) => current + 1), []);

  // Fade in once loaded, or after 500 ms at the latest (counted from when the logo starts loading).
  useEffect(() => {
    if (!near) return;
    const timer = window.setTimeout(() => setRevealed(true), LOGO_REVEAL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [near]);

  // An image that finished (or failed) before hydration fires no event React could see.
  useEffect(() => {
    const image = imageRef.current;
    if (!near || !image?.complete) return;
    if (image.naturalWidth === 0) fail();
    else setRevealed(true);
  }, [fail, near]);

  if (hidden) return null;
  return (
    <li ref={itemRef} data-insurer={logo.name} className="flex items-center justify-center">
      {/* Without JavaScript the logos load at once (no load chain then). */}
      {!near && (
        <noscript>
          <img src={sources[0]} alt={logo.name} width={160} height={60} className="h-auto w-full max-w-40" />
        </noscript>
      )}
      <img
        ref={imageRef}
        key={sources[stage]}
        src={near ? sources[stage] : undefined}
        alt={near ? logo.name : ""}
        width={160}
        height={60}
        loading="lazy"
        decoding="async"
        onLoad={() => setRevealed(true)}
        onError={fail}
        data-stage={stage}
        className={cn(
          "h-auto w-full max-w-40 rounded-lg ring-1 ring-slate-200 transition-opacity duration-500",
          revealed ? "opacity-100" : "opacity-0",
        )}
      />
    </li>
  );
}

/** The 24 partner logos ('Ausschnitt unserer Versicherungspartner'). */
export function InsurerLogoGrid({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Logos unserer Versicherungspartner"
      // pb-1: the landing sections contain their paint (content-visibility), which would clip the last row's ring.
      className={cn("grid grid-cols-3 gap-3 pb-1 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6", className)}
    >
      {INSURER_LOGOS.map((logo) => (
        <InsurerLogoItem key={logo.name} logo={logo} />
      ))}
    </ul>
  );
}

/** One insurer's logo as a list item, looked up by name (for lists on other pages, e.g. the results screen). */
export function InsurerLogoByName({ name }: { name: string }) {
  const logo = INSURER_LOGOS.find((entry) => entry.name.toLowerCase() === name.toLowerCase()) ?? {
    name,
    file: generatedLogoFileName(name),
  };
  return <InsurerLogoItem logo={logo} />;
}
