import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used (it reads the schema, it opens no database).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/adapters/db/schema/index.ts",
  out: "./server/adapters/db/migrations",
});
