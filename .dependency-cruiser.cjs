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
    // The floor plan of server/ (docs/architecture.md#server-floor-plan): composition → transport → observability
    // → areas → ports/adapters; seeds beside composition. Tests and benchmarks may reach inside a room.
    {
      name: "area-entered-through-index",
      comment:
        "An area (server/areas/<area>/) is entered only through its index.ts: from another area, transport, " +
        "composition, seeds, app/ and scripts/ alike.",
      severity: "error",
      from: { path: "^(?!server/areas/)", pathNot: "\\.(test|bench)\\.tsx?$|^tests/" },
      to: { path: "^server/areas/[^/]+/.", pathNot: "^server/areas/[^/]+/index\\.ts$" },
    },
    {
      name: "area-to-area-through-index",
      comment: "One area uses another only through that area's index.ts.",
      severity: "error",
      from: { path: "^server/areas/([^/]+)/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/areas/[^/]+/.", pathNot: "^server/areas/$1/|^server/areas/[^/]+/index\\.ts$" },
    },
    {
      name: "area-reads-own-tables",
      comment:
        "An area reads and writes only its own tables (docs/architecture.md#table-ownership): it imports its own " +
        "schema file server/adapters/db/schema/<area>.ts, never another area's nor the index of all tables; what " +
        "it needs of another area's tables it asks that area for, through its index.ts.",
      severity: "error",
      from: { path: "^server/areas/([^/]+)/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/adapters/db/schema(/|\\.ts$)", pathNot: "^server/adapters/db/schema/$1\\.ts$" },
    },
    {
      name: "areas-below-transport",
      comment:
        "Areas never import transport, composition, observability or seeds (nor the page context): the client " +
        "address, the owner and the limiter are passed in.",
      severity: "error",
      from: { path: "^server/areas/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/(transport|composition|observability|seeds)/" },
    },
    {
      name: "areas-no-http-framework",
      comment: "Areas know no HTTP framework: no Hono, no React Router.",
      severity: "error",
      from: { path: "^server/areas/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "node_modules/(hono|@hono|react-router|@react-router)/" },
    },
    {
      name: "adapters-below-areas",
      comment: "Adapters and ports never import areas or anything above them.",
      severity: "error",
      from: { path: "^server/(adapters|ports)/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/(areas|transport|composition|observability|seeds)/" },
    },
    {
      name: "ports-are-the-floor",
      comment:
        "server/ports/ holds interfaces (and their in-memory defaults) everything may use; it uses nothing of server/.",
      severity: "error",
      from: { path: "^server/ports/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/(?!ports/)" },
    },
    {
      name: "transport-not-composition",
      comment: "Transport is wired by composition, never the other way round.",
      severity: "error",
      from: { path: "^server/(transport|observability)/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/(composition|seeds)/" },
    },
    {
      name: "observability-not-transport",
      comment: "Logger and metrics sit below transport.",
      severity: "error",
      from: { path: "^server/observability/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/transport/" },
    },
    {
      name: "seeds-not-transport",
      comment: "Seeds use areas and adapters, never transport or composition.",
      severity: "error",
      from: { path: "^server/seeds/", pathNot: "\\.(test|bench)\\.ts$" },
      to: { path: "^server/(transport|composition)/" },
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
