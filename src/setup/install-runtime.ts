import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  RUNTIME_LOADER_FILE,
  runtimePackageFolder,
  type RuntimePackageName,
} from "./import-runtime-package.js";
import { SetupError } from "./setup-error.js";

/** Runs `npm` with arguments in a folder; resolves when it exits with 0. */
export type NpmRunner = (
  args: readonly string[],
  options: { cwd: string; env: Readonly<Record<string, string | undefined>> },
) => Promise<void>;

/** Settings of {@link installRuntime}. */
export interface InstallRuntimeSettings {
  /** The runtime folder (`runtimeDir({ env, homedir })`). */
  runtimeDir: string;
  /** Exact versions to install, from factprobe's package.json `peerDependencies`. */
  versions: Readonly<Record<RuntimePackageName, string>>;
  /** `process.platform` and `process.arch`: they pick node-llama-cpp's CPU binary package. */
  platform: string;
  arch: string;
  /** The environment npm runs with (the CLI passes `process.env`). */
  env: Readonly<Record<string, string | undefined>>;
  /** Runs npm. Default: spawns `npm` (found on PATH), its output shown on stderr. */
  runNpm?: NpmRunner;
  /** Called before each install, e.g. to print what is installed. */
  onStep?: (message: string) => void;
}

/** node-llama-cpp's CPU binary package for a platform and architecture (never a CUDA or Vulkan one). */
export function llamaCpuBinaryPackage(platform: string, arch: string): string | undefined {
  const names: Record<string, string> = {
    "linux-x64": "linux-x64",
    "linux-arm64": "linux-arm64",
    "linux-arm": "linux-armv7l",
    "linux-riscv64": "linux-riscv64",
    "darwin-arm64": "mac-arm64-metal",
    "darwin-x64": "mac-x64",
    "win32-x64": "win-x64",
    "win32-arm64": "win-arm64",
  };
  const name = names[`${platform}-${arch}`];
  return name === undefined ? undefined : `@node-llama-cpp/${name}`;
}

/**
 * Installs the local runtimes a default factprobe install leaves out, each into its own folder
 * under `runtimeDir`, from the npm registry: node-llama-cpp with only its CPU binary for this
 * platform (`--omit=optional`: no CUDA or Vulkan builds), and `@huggingface/transformers` with
 * ONNX Runtime's CUDA download switched off (`ONNXRUNTIME_NODE_INSTALL=skip`). A folder whose
 * package is already at the wanted version is left alone. Returns the packages installed now.
 * Throws `SetupError` when npm fails or the platform has no prebuilt binary.
 */
export async function installRuntime(settings: InstallRuntimeSettings): Promise<RuntimePackageName[]> {
  const runNpm = settings.runNpm ?? spawnNpm;
  const installed: RuntimePackageName[] = [];
  const cpuPackage = llamaCpuBinaryPackage(settings.platform, settings.arch);
  if (cpuPackage === undefined) {
    throw new SetupError(
      "node-llama-cpp",
      `node-llama-cpp has no prebuilt CPU binary for ${settings.platform}-${settings.arch}.`,
      {
        hint: "Run a model behind an OpenAI-compatible server instead (e.g. llama.cpp's llama-server) and use --model openai-compatible:<model>@<url>.",
      },
    );
  }
  const plans: {
    name: RuntimePackageName;
    dependencies: Record<string, string>;
    args: string[];
    env: Record<string, string>;
  }[] = [
    {
      name: "node-llama-cpp",
      dependencies: {
        "node-llama-cpp": settings.versions["node-llama-cpp"],
        [cpuPackage]: settings.versions["node-llama-cpp"],
      },
      args: ["--omit=optional"],
      env: { NODE_LLAMA_CPP_SKIP_DOWNLOAD: "true" },
    },
    {
      name: "@huggingface/transformers",
      dependencies: { "@huggingface/transformers": settings.versions["@huggingface/transformers"] },
      args: [],
      env: { ONNXRUNTIME_NODE_INSTALL: "skip", npm_config_onnxruntime_node_install: "skip" },
    },
  ];
  for (const plan of plans) {
    const folder = runtimePackageFolder(settings.runtimeDir, plan.name);
    if (
      installedVersion(folder, plan.name) === settings.versions[plan.name] &&
      existsSync(join(folder, RUNTIME_LOADER_FILE))
    )
      continue;
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(folder, "package.json"),
      `${JSON.stringify({ name: "factprobe-runtime", private: true, type: "module", dependencies: plan.dependencies }, null, 2)}\n`,
    );
    await writeFile(
      join(folder, RUNTIME_LOADER_FILE),
      "// Written by `factprobe setup`: imports resolve from this folder's node_modules.\nexport const load = (name) => import(name);\n",
    );
    settings.onStep?.(
      `Installing ${Object.entries(plan.dependencies)
        .map(([name, version]) => `${name}@${version}`)
        .join(" ")} into ${folder}`,
    );
    await runNpm(["install", "--no-audit", "--no-fund", "--no-package-lock", ...plan.args], {
      cwd: folder,
      env: { ...settings.env, ...plan.env },
    });
    if (installedVersion(folder, plan.name) !== settings.versions[plan.name]) {
      throw new SetupError(
        plan.name,
        `npm finished, but ${plan.name}@${settings.versions[plan.name]} is not in ${folder}.`,
        {
          hint: "Run `factprobe setup` again and read npm's output above.",
        },
      );
    }
    installed.push(plan.name);
  }
  return installed;
}

function installedVersion(folder: string, name: string): string | undefined {
  try {
    return (
      JSON.parse(readFileSync(join(folder, "node_modules", name, "package.json"), "utf8")) as {
        version?: string;
      }
    ).version;
  } catch {
    return undefined;
  }
}

const spawnNpm: NpmRunner = (args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.platform === "win32" ? "npm.cmd" : "npm", [...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "inherit", "inherit"],
      shell: process.platform === "win32",
    });
    child.on("error", (error) => {
      reject(
        new SetupError("npm", `Could not run npm: ${error.message}`, {
          hint: "factprobe setup installs the local runtime with npm; put npm on PATH (it comes with Node.js).",
          cause: error,
        }),
      );
    });
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else
        reject(
          new SetupError("npm", `\`npm ${args.join(" ")}\` in ${options.cwd} exited with status ${code}.`, {
            hint: "Read npm's output above; check that the npm registry is reachable, then run `factprobe setup` again.",
          }),
        );
    });
  });
