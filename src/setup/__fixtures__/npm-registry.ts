import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** One package version the registry serves: its package.json fields and its other files. */
export interface RegistryPackage {
  name: string;
  version: string;
  /** package.json fields besides name and version (dependencies, scripts, main, ...). */
  manifest?: Record<string, unknown>;
  /** Files by path inside the package, e.g. `{ "index.js": "..." }`. */
  files?: Record<string, string | Buffer>;
}

/** A loopback npm registry: packuments and tarballs for the packages it was given. */
export interface NpmRegistry {
  url: string;
  /** Paths requested, in order (packuments and tarballs). */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the registry on 127.0.0.1; real `npm install --registry <url>` installs from it. */
export async function startNpmRegistry(packages: readonly RegistryPackage[]): Promise<NpmRegistry> {
  const requests: string[] = [];
  const tarballs = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? "/");
    requests.push(path);
    const tarball = tarballs.get(path);
    if (tarball !== undefined) {
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end(tarball);
      return;
    }
    const name = path.slice(1);
    const versions = packages.filter((entry) => entry.name === name);
    if (versions.length === 0) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Not found" }));
      return;
    }
    const packument = {
      name,
      "dist-tags": { latest: versions.at(-1)?.version },
      versions: Object.fromEntries(
        versions.map((entry) => {
          const file = `/${name}/-/${name.replace(/^@[^/]+\//, "")}-${entry.version}.tgz`;
          const bytes = packTarball(entry);
          tarballs.set(file, bytes);
          return [
            entry.version,
            {
              name,
              version: entry.version,
              ...entry.manifest,
              dist: {
                tarball: `${url}${file}`,
                shasum: createHash("sha1").update(bytes).digest("hex"),
                integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}`,
              },
            },
          ];
        }),
      ),
    };
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(packument));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** An npm tarball: a gzipped ustar archive with every file under `package/`. */
function packTarball(entry: RegistryPackage): Buffer {
  const files: Record<string, string | Buffer> = {
    "package.json": JSON.stringify({ name: entry.name, version: entry.version, ...entry.manifest }),
    ...entry.files,
  };
  const blocks: Buffer[] = [];
  for (const [path, content] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const header = Buffer.alloc(512);
    header.write(`package/${path}`, 0, 100);
    header.write("0000644\0", 100);
    header.write("0000000\0", 108);
    header.write("0000000\0", 116);
    header.write(`${bytes.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write(`${"0".repeat(11)}\0`, 136);
    header.write(" ".repeat(8), 148);
    header.write("0", 156);
    header.write("ustar\0", 257);
    header.write("00", 263);
    let checksum = 0;
    for (const byte of header) checksum += byte;
    header.write(`${checksum.toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(header, bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
