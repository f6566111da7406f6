/**
 * Import boundaries (docs/architecture.md): domain imports nothing of ours; rating → domain; server → domain, rating;
 * app → domain, and from server only types and *.server.ts modules; no feature imports another feature;
 * app/components and app/lib are the bottom layer of the UI: they never import features or routes.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment:
        "domain/ is pure TypeScript shared by browser and server: it imports nothing of ours outside domain/.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(app|rating|server|scripts|tests)/" },
    },
    {
      name: "domain-no-node",
      comment: "domain/ does no I/O: no Node built-ins.",
      severity: "error",
      from: { path: "^domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "rating-only-domain",
      comment: "rating/ may use domain/ only.",
      severity: "error",
      from: { path: "^rating/" },
      to: { path: "^(app|server|scripts)/" },
    },
    {
      name: "server-not-app",
      comment: "server/ may use domain/ and rating/, never the UI (except the React Router build it serves).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-no-rating",
      comment: "The UI never touches the rating engine directly.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^rating/" },
    },
    {
      name: "app-server-only-types-or-server-modules",
      comment: "app/ may import from server/ only types, or *.server.ts modules used by loaders/actions.",
      severity: "error",
      from: { path: "^app/" },
      to: {
        path: "^server/",
        pathNot: "\\.server\\.tsx?$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-cross-feature-imports",
      comment: "A feature never imports another feature; share through components/, lib/ or domain/.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/([^/]+)/", pathNot: "^app/features/$1/" },
    },
    {
      name: "shared-ui-not-features",
      comment:
        "app/components/ and app/lib/ are shared by all features: they never import a feature or a route " +
        "(move what both need down into components/, lib/ or domain/).",
      severity: "error",
      from: { path: "^app/(components|lib)/" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^(app|domain|rating|server|scripts|tests)/",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
