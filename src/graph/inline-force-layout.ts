import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The d3 packages the graph page inlines, in load order (each UMD build extends `window.d3`). */
const packages = ["d3-dispatch", "d3-timer", "d3-quadtree", "d3-force"] as const;

/**
 * The source of d3-force (with d3-dispatch, d3-timer and d3-quadtree, which it needs) as one
 * script for an HTML page, preceded by their ISC licence: the maintained force layout the `kg view`
 * page uses, inlined so the page needs no network. Each package's UMD build defines its functions
 * on `window.d3`. Read from the installed packages (about 17 KB).
 */
export function inlineForceLayout(): string {
  const require = createRequire(import.meta.url);
  const parts: string[] = [];
  let licence = "";
  for (const name of packages) {
    // The packages' exports hide package.json; their ESM entry sits in dist/ beside the UMD build.
    const directory = dirname(require.resolve(name));
    const packageDirectory = dirname(directory);
    const { version } = JSON.parse(readFileSync(join(packageDirectory, "package.json"), "utf8")) as {
      version: string;
    };
    if (licence === "") licence = readFileSync(join(packageDirectory, "LICENSE"), "utf8").trim();
    // Drop the build's banner (a URL comment) and keep the code.
    const source = readFileSync(join(directory, `${name}.min.js`), "utf8").replace(/^\/\/[^\n]*\n/, "");
    parts.push(`/* ${name} ${version} (d3js.org) */\n${source}`);
  }
  const comment = `/*! d3-dispatch, d3-timer, d3-quadtree and d3-force, inlined under their ISC licence:\n${licence.replace(/\*\//g, "* /")}\n*/`;
  // No "</script" can end the element early (none is in these builds; this keeps it so).
  return `${comment}\n${parts.join("\n")}`.replace(/<\/script/gi, "<\\/script");
}
