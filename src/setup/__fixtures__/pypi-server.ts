import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback stand-in for the PyPI JSON API and its file host: one wheel per release. */
export interface PypiServer {
  url: string;
  /** Paths requested, in order. */
  requests: string[];
  /** Serves other bytes for a wheel than the JSON's digest describes (a damaged download). */
  corrupt(filename: string): void;
  close(): Promise<void>;
}

/**
 * Starts the server; `wheels` maps `<project>==<version>` to the wheel's bytes. It serves the release
 * pages (`/pypi/<project>/<version>/json`) and the project pages (`/pypi/<project>/json`); with
 * `projectPagesOnly` it answers 404 to release pages, as some mirrors and proxies do. Project pages
 * give wheel addresses relative to the page, as such a mirror does (`../../files/...`).
 */
export async function startPypiServer(
  wheels: Record<string, Buffer>,
  options: { projectPagesOnly?: boolean } = {},
): Promise<PypiServer> {
  const requests: string[] = [];
  const corrupted = new Set<string>();
  const files = new Map<string, Buffer>();
  for (const [release, bytes] of Object.entries(wheels)) {
    const [project = "", version = ""] = release.split("==");
    files.set(`${project.replace(/-/g, "_")}-${version}-py3-none-any.whl`, bytes);
  }
  let base = "";
  /** A release's files as the JSON API lists them (an sdist, then the wheel), or undefined. */
  const releaseFiles = (project: string, version: string, relative = false) => {
    const filename = `${project.replace(/-/g, "_")}-${version}-py3-none-any.whl`;
    const bytes = files.get(filename);
    if (bytes === undefined) return undefined;
    return [
      {
        filename: `${filename.replace(/\.whl$/, "")}.tar.gz`,
        url: `${base}/files/none`,
        packagetype: "sdist",
        size: 1,
        digests: { sha256: "0".repeat(64) },
      },
      {
        filename,
        url: relative ? `../../files/${filename}` : `${base}/files/${filename}`,
        packagetype: "bdist_wheel",
        size: bytes.length,
        digests: { sha256: createHash("sha256").update(bytes).digest("hex") },
      },
    ];
  };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push(path);
    const releasePage = /^\/pypi\/([^/]+)\/([^/]+)\/json$/.exec(path);
    if (releasePage !== null) {
      const files = options.projectPagesOnly
        ? undefined
        : releaseFiles(decodeURIComponent(releasePage[1] ?? ""), decodeURIComponent(releasePage[2] ?? ""));
      if (files === undefined) response.writeHead(404).end();
      else
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ urls: files }));
      return;
    }
    const projectPage = /^\/pypi\/([^/]+)\/json$/.exec(path);
    if (projectPage !== null) {
      const project = decodeURIComponent(projectPage[1] ?? "");
      const releases: Record<string, unknown[]> = {};
      for (const release of Object.keys(wheels)) {
        const [name = "", version = ""] = release.split("==");
        if (name === project) releases[version] = releaseFiles(name, version, true) ?? [];
      }
      if (Object.keys(releases).length === 0) response.writeHead(404).end();
      else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ releases }));
      return;
    }
    const file = /^\/files\/(.+)$/.exec(path);
    const bytes = file === null ? undefined : files.get(file[1] ?? "");
    if (file === null || bytes === undefined) {
      response.writeHead(404).end();
      return;
    }
    const body = corrupted.has(file[1] ?? "") ? Buffer.from(bytes).fill(7, 0, 16) : bytes;
    response.writeHead(200, { "content-length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    corrupt: (filename) => corrupted.add(filename),
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
