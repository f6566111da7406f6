import type { PageSeo, SeoSettings } from "../../../domain/settings/site-settings";

/** The SEO texts of `path`, falling back to the default (type-only import: keeps zod out of the browser). */
export function seoForPath(seo: Pick<SeoSettings, "pages" | "default">, path: string): PageSeo {
  return seo.pages[path] ?? seo.default;
}
