import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the portal (docs/product/overview.md#routes route table). */
export default [
  route("startseite", "routes/public/startseite.tsx"),
  route("suche", "routes/public/search.tsx"),
  route("sitemap.xml", "routes/public/sitemap.tsx"),
  route("robots.txt", "routes/public/robots.tsx"),
  route("admin-login", "routes/auth/admin-login.tsx"),
  route("svadmin", "routes/admin/svadmin.tsx", [index("routes/admin/svadmin-home.tsx")]),
  layout("routes/site-layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    route("index", "routes/public/home.tsx", { id: "home-index" }),
    route("private-krankenversicherung-vergleich", "routes/public/pkv-comparison.tsx"),
    route("comparison", "routes/public/comparison.tsx"),
    route("ihre-pkv-tarife", "routes/public/results.tsx"),
    route("ihre-pkv-tarife/tarif/:offerId", "routes/public/tariff-details.tsx"),
    route("ihre-pkv-tarife/vergleich", "routes/public/tariff-compare.tsx"),
    route("datenschutz", "routes/public/privacy.tsx"),
    route("impressum", "routes/public/imprint.tsx"),
    route("agb", "routes/public/terms.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("passwort-zuruecksetzen", "routes/auth/reset-password.tsx"),
    route("mein-bereich", "routes/account/personal-area.tsx"),
    route("update-profile", "routes/account/update-profile.tsx"),
    route("broker-dashboard", "routes/broker/broker-dashboard.tsx"),
    route("lead-marketplace", "routes/admin/lead-marketplace.tsx"),
    route("einwilligung-widerrufen/:token", "routes/public/consent-withdrawal.tsx"),
    route("partner", "routes/public/partners.tsx"),
    route("dev/outbox", "routes/dev/outbox.tsx"),
    route("__test/fehler", "routes/public/test-error.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
