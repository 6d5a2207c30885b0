import { join } from "node:path";
import type { RegistryPackage } from "./npm-registry.js";

/** The platforms whose ONNX Runtime binaries the onnxruntime-node stand-in carries, as the real one does. */
export const onnxPlatforms = ["linux/x64", "linux/arm64", "darwin/arm64", "win32/x64"];

/**
 * Small packages with the names, versions and dependency shapes of the local runtime
 * `factprobe setup` installs, for a loopback registry: transformers depends on onnxruntime-node
 * (one package with every platform's binary, and a postinstall that records
 * `ONNXRUNTIME_NODE_INSTALL` where the real one downloads CUDA files) and on onnxruntime-web;
 * node-llama-cpp has its CPU and CUDA binaries as optional dependencies.
 */
export const runtimePackages: RegistryPackage[] = [
  {
    name: "@huggingface/transformers",
    version: "4.3.1",
    manifest: {
      main: "index.cjs",
      dependencies: { "onnxruntime-node": "1.30.0", "onnxruntime-web": "1.31.0-dev.1" },
    },
    files: { "index.cjs": 'module.exports = require("onnxruntime-node");\n' },
  },
  {
    name: "onnxruntime-node",
    version: "1.30.0",
    manifest: {
      main: "index.cjs",
      scripts: {
        postinstall:
          "node -e \"require('fs').writeFileSync('install-env.txt', String(process.env.ONNXRUNTIME_NODE_INSTALL))\"",
      },
    },
    files: {
      "index.cjs": "module.exports = { backend: 'onnxruntime-node' };\n",
      ...Object.fromEntries(
        onnxPlatforms.map((platform) => [
          `bin/napi-v6/${platform}/onnxruntime_binding.node`,
          Buffer.alloc(4096, 1),
        ]),
      ),
    },
  },
  {
    name: "onnxruntime-web",
    version: "1.31.0-dev.1",
    manifest: { main: "index.cjs" },
    files: { "index.cjs": "module.exports = { backend: 'onnxruntime-web' };\n" },
  },
  {
    name: "node-llama-cpp",
    version: "3.22.1",
    manifest: {
      type: "module",
      main: "index.js",
      optionalDependencies: {
        "@node-llama-cpp/linux-x64": "3.22.1",
        "@node-llama-cpp/linux-x64-cuda": "3.22.1",
      },
    },
    files: { "index.js": "export const llama = true;\n" },
  },
  { name: "@node-llama-cpp/linux-x64", version: "3.22.1", files: { "bin.node": "cpu" } },
  { name: "@node-llama-cpp/linux-arm64", version: "3.22.1", files: { "bin.node": "cpu" } },
  { name: "@node-llama-cpp/linux-x64-cuda", version: "3.22.1", files: { "bin.node": "cuda" } },
];

/** The environment for a real `npm` that installs only from `registryUrl`, with its own cache and no user config. */
export function npmEnvironment(registryUrl: string, folder: string): Record<string, string | undefined> {
  return {
    PATH: process.env["PATH"],
    HOME: folder,
    npm_config_registry: registryUrl,
    npm_config_cache: join(folder, "npm-cache"),
    npm_config_userconfig: join(folder, "no-npmrc"),
    npm_config_update_notifier: "false",
  };
}
