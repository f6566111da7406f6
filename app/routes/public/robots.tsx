import { pageContext } from "../../../server/transport/page-context.server";
import type { Route } from "./+types/robots";

/**
 * /robots.txt (resource route): names the sitemap (unless an admin switched it off); while the access gate is on,
 * or indexing is switched off (admin page 'SEO'), nothing is crawled.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { seo } = await page.services.getSiteSettings();
  const origin = page.publicUrl.replace(/\/+$/, "");
  const rules = page.gate.enabled || !seo.indexingEnabled ? ["Disallow: /"] : ["Disallow: /api/"];
  const sitemap = seo.sitemapEnabled ? ["", `Sitemap: ${origin}/sitemap.xml`] : [];
  const body = ["User-agent: *", ...rules, ...sitemap, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
