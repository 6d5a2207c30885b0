// Bundles the CLI as tsc built it (dist/cli/main.js and the modules it imports, dynamic imports as
// their own chunks) with the packages every command starts with (zod, the openai and Anthropic SDKs,
// commander) into dist/bin/, the package's `bin`. Node 20 resolves, reads and compiles each ES
// module apart and keeps no compiled code between runs: a 10-question `ask` spent about as much CPU
// on loading some 330 modules as a bare fetch client spends in all (bench/cli-overhead.bench.mjs).
// Every other package (node-llama-cpp, transformers, Oxigraph, wink, retext, yaml, ...) stays
// external, loaded from node_modules where it is used; the library (dist/index.js) is not bundled.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundled = new Set(["zod", "openai", "@anthropic-ai/sdk", "commander"]);
const packageOf = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
const out = join(root, "dist", "bin");

const bundle = await rolldown({
  input: { factprobe: join(root, "dist", "cli", "main.js") },
  platform: "node",
  logLevel: "warn",
  external: (id, importer, isResolved) => {
    if (isResolved || id.startsWith(".") || id.startsWith("/") || id.startsWith("file:")) return false;
    if (id.startsWith("node:")) return true;
    // What a bundled package imports is bundled with it (the Anthropic SDK's tracing and webhook
    // packages): wherever npm nested them, they need not resolve from dist/bin/.
    if (importer?.includes("/node_modules/") === true) return false;
    return !bundled.has(packageOf(id));
  },
});
rmSync(out, { recursive: true, force: true });
const { output } = await bundle.write({
  dir: out,
  format: "esm",
  entryFileNames: "[name].js",
  chunkFileNames: "[name]-[hash].js",
  // The bundled packages' licence comments stay with their code.
  comments: { legal: true },
});
await bundle.close();

// The licences of the packages whose code is now in dist/bin/, beside it.
const packages = new Map();
for (const chunk of output)
  for (const id of chunk.type === "chunk" ? chunk.moduleIds : []) {
    const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
    if (match !== null) packages.set(match[2], match[1]);
  }
const notices = [...packages]
  .sort(([left], [right]) => left.localeCompare(right))
  .map(([name, folder]) => {
    const { version, license } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    const file = readdirSync(folder).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
    const text =
      file === undefined
        ? "(no licence file in the package)"
        : readFileSync(join(folder, file), "utf8").trim();
    return `${name}@${version} (${license})\n\n${text}\n`;
  });
writeFileSync(
  join(out, "THIRD-PARTY-LICENSES.txt"),
  `Packages bundled into factprobe's command-line entry (dist/bin/), with their licences.\n\n${notices.join("\n---\n\n")}`,
);
if (!existsSync(join(out, "factprobe.js"))) throw new Error("The bundle has no factprobe.js.");
