import { pageContext } from "../../../server/page-context.server";
import type { Route } from "./+types/robots";

/** /robots.txt (resource route): names the sitemap; while the access gate is on, nothing is crawled. */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const origin = page.publicUrl.replace(/\/+$/, "");
  const rules = page.gate.enabled ? ["Disallow: /"] : ["Disallow: /api/"];
  const body = ["User-agent: *", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
