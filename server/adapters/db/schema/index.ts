/**
 * Every table, for drizzle-kit (drizzle.config.ts), the database client and the seeds. An area imports only its own
 * schema file (docs/architecture.md#table-ownership), never this index.
 */
export * from "./accounts";
export * from "./assistant";
export * from "./comparisons";
export * from "./delivery";
export * from "./leads";
export * from "./site";
