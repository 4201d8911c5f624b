import { defineConfig } from "drizzle-kit";

// drizzle-kit only reads the schema to write migrations (`drizzle-kit generate`);
// the app applies them at start-up with drizzle-orm's migrator.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
