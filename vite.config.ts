import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native and WASM packages load from node_modules at run time rather than being bundled.
    external: ["sharp", "@electric-sql/pglite", "postgres", "nodemailer", "better-auth"],
  },
});
