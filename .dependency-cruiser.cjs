/**
 * Import boundaries (docs/architecture.md#import-rules): domain and lib import nothing of ours; kvr-simulator →
 * domain, lib; rating → domain, lib, and kvr-simulator only in its in-process adapter; server → all but app;
 * app → domain, and from server only types and *.server.ts modules; no feature imports another feature;
 * app/components and app/lib are the bottom layer of the UI: they never import features or routes.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment:
        "domain/ holds the business rules, pure TypeScript shared by browser and server: it imports nothing of ours " +
        "outside domain/ except the shared helpers of lib/ (dates, formats, text).",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(app|kvr-simulator|rating|server|scripts|tests)/" },
    },
    {
      name: "domain-no-node",
      comment: "domain/ does no I/O: no Node built-ins.",
      severity: "error",
      from: { path: "^domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "lib-browser-safe",
      comment: "lib/dates, lib/format and lib/text run in the browser too: no Node built-ins.",
      severity: "error",
      from: { path: "^lib/(dates|format|text)/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "lib-is-standalone",
      comment:
        "lib/ holds small shared libraries (Berlin dates, German number and date formats, slugs, strict XML, " +
        "bounded reads, cache): it imports nothing of ours.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|domain|kvr-simulator|rating|server|scripts|tests)/" },
    },
    {
      name: "simulator-only-domain-and-lib",
      comment:
        "kvr-simulator/ stands in for an external KVR engine: it may use domain/ (yearly and legal figures) and lib/ only.",
      severity: "error",
      from: { path: "^kvr-simulator/" },
      to: { path: "^(app|rating|server|scripts|tests)/" },
    },
    {
      name: "rating-only-domain-and-lib",
      comment: "rating/ (the engine client) may use domain/ and lib/ only.",
      severity: "error",
      from: { path: "^rating/" },
      to: { path: "^(app|scripts|tests)/" },
    },
    {
      name: "rating-not-server",
      comment:
        "rating/ never imports server/; its tests and benchmarks may use the comparison service " +
        "(server/areas/comparisons/) to check whole comparisons.",
      severity: "error",
      from: { path: "^rating/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/" },
    },
    {
      name: "rating-tests-only-comparisons",
      comment: "rating/'s tests and benchmarks reach into server/ only for the comparison service.",
      severity: "error",
      from: { path: "^rating/.*\\.(test|bench)\\.ts$" },
      to: { path: "^server/", pathNot: "^server/areas/comparisons/" },
    },
    {
      name: "rating-simulator-only-in-process-adapter",
      comment:
        "rating/ reaches the simulator only through its in-process adapter (rating/transports/in-process-transport.ts); " +
        "tests and benchmarks may start the simulator to talk to it.",
      severity: "error",
      from: {
        path: "^rating/",
        pathNot: "^rating/transports/in-process-transport\\.ts$|\\.(test|bench)\\.ts$",
      },
      to: { path: "^kvr-simulator/" },
    },
    {
      name: "server-not-app",
      comment:
        "server/ may use domain/, lib/, rating/ and kvr-simulator/, never the UI (except the React Router build it serves).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-no-rating",
      comment: "The UI never touches the engine client or the simulator directly.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(rating|kvr-simulator)/" },
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
    includeOnly: "^(app|domain|kvr-simulator|lib|rating|server|scripts|tests)/",
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
