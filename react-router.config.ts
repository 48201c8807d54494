import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The bundle budget test builds into a folder of its own.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
} satisfies Config;
