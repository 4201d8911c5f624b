import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  routeDiscovery: { mode: "initial" },
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
