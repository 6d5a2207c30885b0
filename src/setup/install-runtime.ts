import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  RUNTIME_LOADER_FILE,
  runtimePackageFolder,
  type RuntimePackageName,
} from "./import-runtime-package.js";
import { onnxRuntimeBindingFolder, pruneOnnxRuntimeNode } from "./prune-onnxruntime-node.js";
import { SetupError } from "./setup-error.js";
import { STAND_INS_FOLDER, writeStandInPackage } from "./write-stand-in-package.js";

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

/** npm `overrides` spec of the onnxruntime-web stand-in that {@link writeStandInPackage} writes. */
const ONNXRUNTIME_WEB_STAND_IN = `file:./${STAND_INS_FOLDER}/onnxruntime-web`;

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
 * platform (`--omit=optional`: no CUDA or Vulkan builds), and `@huggingface/transformers` on
 * onnxruntime-node's CPU build for this platform only: ONNX Runtime's CUDA download is switched off
 * (`ONNXRUNTIME_NODE_INSTALL=skip`), the binaries for other platforms are deleted after the install,
 * and onnxruntime-web, which transformers' Node build never loads (it runs on onnxruntime-node and
 * bundles its own copy of the web runtime), is replaced by a stand-in through npm `overrides`.
 * (Measured on linux-x64: transformers 485 MB as npm installs it, 78 MB so.)
 * A folder whose package is already at the wanted version, laid out so, is left alone; another is
 * installed afresh. Returns the packages installed now.
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
  const transformersFolder = runtimePackageFolder(settings.runtimeDir, "@huggingface/transformers");
  const plans: {
    name: RuntimePackageName;
    manifest: { dependencies: Record<string, string>; overrides?: Record<string, string> };
    args: string[];
    env: Record<string, string>;
    /** The file that must exist for an installed folder to count as complete. */
    requiredFile?: string;
    beforeInstall?: () => Promise<unknown>;
    afterInstall?: () => Promise<unknown>;
  }[] = [
    {
      name: "node-llama-cpp",
      manifest: {
        dependencies: {
          "node-llama-cpp": settings.versions["node-llama-cpp"],
          [cpuPackage]: settings.versions["node-llama-cpp"],
        },
      },
      args: ["--omit=optional"],
      env: { NODE_LLAMA_CPP_SKIP_DOWNLOAD: "true" },
    },
    {
      name: "@huggingface/transformers",
      manifest: {
        dependencies: { "@huggingface/transformers": settings.versions["@huggingface/transformers"] },
        overrides: { "onnxruntime-web": ONNXRUNTIME_WEB_STAND_IN },
      },
      args: [],
      env: { ONNXRUNTIME_NODE_INSTALL: "skip", npm_config_onnxruntime_node_install: "skip" },
      requiredFile: join(
        onnxRuntimeBindingFolder(transformersFolder, settings.platform, settings.arch),
        "onnxruntime_binding.node",
      ),
      beforeInstall: () =>
        writeStandInPackage({
          folder: transformersFolder,
          name: "onnxruntime-web",
          reason: "transformers.js runs on onnxruntime-node in Node",
        }),
      afterInstall: () =>
        pruneOnnxRuntimeNode({
          folder: transformersFolder,
          platform: settings.platform,
          arch: settings.arch,
        }),
    },
  ];
  for (const plan of plans) {
    const folder = runtimePackageFolder(settings.runtimeDir, plan.name);
    const manifest = `${JSON.stringify({ name: "factprobe-runtime", private: true, type: "module", ...plan.manifest }, null, 2)}\n`;
    if (
      installedVersion(folder, plan.name) === settings.versions[plan.name] &&
      existsSync(join(folder, RUNTIME_LOADER_FILE)) &&
      readText(join(folder, "package.json")) === manifest &&
      (plan.requiredFile === undefined || existsSync(plan.requiredFile))
    )
      continue;
    // Afresh: npm keeps a package folder whose version matches, even with files deleted from it.
    await rm(join(folder, "node_modules"), { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await plan.beforeInstall?.();
    await writeFile(join(folder, "package.json"), manifest);
    await writeFile(
      join(folder, RUNTIME_LOADER_FILE),
      "// Written by `factprobe setup`: imports resolve from this folder's node_modules.\nexport const load = (name) => import(name);\n",
    );
    settings.onStep?.(
      `Installing ${Object.entries(plan.manifest.dependencies)
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
    await plan.afterInstall?.();
    installed.push(plan.name);
  }
  return installed;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
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
