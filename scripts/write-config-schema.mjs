// Writes schema/factprobe.config.schema.json from the zod schema (run `npm run build` first).
// The test src/runs/config-json-schema.test.ts fails while the file is out of date.
import { writeFileSync } from "node:fs";
import { configJsonSchema } from "../dist/runs/config-json-schema.js";

const path = new URL("../schema/factprobe.config.schema.json", import.meta.url);
writeFileSync(path, `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${path.pathname}`);
