// Preloaded with `node --import` into a benchmarked process: writes its peak RSS (bytes) to the
// file named by FACTPROBE_BENCH_RSS_FILE when it exits, however it exits.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  const file = process.env.FACTPROBE_BENCH_RSS_FILE;
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
});
