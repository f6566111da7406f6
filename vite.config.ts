import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: {
        // Bundle our Hono server with the React Router server build into build/server/index.js.
        rollupOptions: { input: "./server/main.ts" },
      },
    },
  },
});
