/** The portal's wordmark: a shield with a cross and the product name (docs/decisions/010-look-name-and-privacy.md). */
export function SiteLogo({ siteName }: { siteName: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1e3a8a" />
        <path d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z" fill="#fff" />
        <path d="M29 24h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="#0f766e" />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap text-primary-900">{siteName}</span>
    </span>
  );
}
