import { pageContext } from "../../../server/transport/page-context.server";
import type { Route } from "./+types/sitemap";

/** The indexable public pages. */
export const SITEMAP_PATHS = [
  "/",
  "/private-krankenversicherung-vergleich",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/barrierefreiheit",
];

/** /sitemap.xml (resource route); 404 when an admin switched the sitemap off (page 'SEO'). */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { seo } = await page.services.getSiteSettings();
  if (!seo.sitemapEnabled) throw new Response("Nicht gefunden", { status: 404 });
  const origin = page.publicUrl.replace(/\/+$/, "");
  const urls = SITEMAP_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${origin}${path}</loc>\n    <priority>${path === "/" ? "1.0" : "0.8"}</priority>\n  </url>`,
  ).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
