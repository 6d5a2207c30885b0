#!/usr/bin/env node
// Installs the real parts the test suite runs against, when they are missing:
// - the Oxigraph SPARQL server (PyPI package `oxigraph`), for the SPARQL-server tests;
// - Debian's Chromium (/usr/bin/chromium), for the browser tests of the HTML pages.
// Quick when both are present. Run by `npm test`; users of the library never need it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const OXIGRAPH_VERSION = "0.5.13";
const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0;
const quiet = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

function fail(message) {
  console.error(`ensure-test-tools: ${message}`);
  process.exit(1);
}

if (!quiet("python3", ["-m", "pip", "show", "oxigraph"])) {
  console.log(`Installing the Oxigraph SPARQL server (PyPI oxigraph==${OXIGRAPH_VERSION}) for the tests...`);
  const pip = [
    "-m",
    "pip",
    "install",
    "--quiet",
    "--disable-pip-version-check",
    `oxigraph==${OXIGRAPH_VERSION}`,
  ];
  const installed =
    run("python3", pip) ||
    run("python3", [...pip, "--user"]) ||
    run("python3", [...pip, "--break-system-packages"]);
  if (!installed)
    fail(`could not install it; run \`python3 -m pip install oxigraph==${OXIGRAPH_VERSION}\` yourself.`);
}

if (!existsSync("/usr/bin/chromium")) {
  const root = process.getuid?.() === 0;
  const apt = root ? ["apt-get"] : ["sudo", "-n", "apt-get"];
  console.log("Installing Debian's chromium for the browser tests (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const aptRun = (args) =>
    spawnSync(apt[0], [...apt.slice(1), ...args], { stdio: "inherit", env }).status === 0;
  if (
    !quiet("which", ["apt-get"]) ||
    !aptRun(["update", "-qq"]) ||
    !aptRun(["install", "-y", "-qq", "chromium"])
  ) {
    fail(
      "Chromium is missing and could not be installed; run `sudo apt-get install chromium` (Debian/Ubuntu).",
    );
  }
}

try {
  const version = execFileSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" }).trim();
  console.log(`Test tools ready: oxigraph ${OXIGRAPH_VERSION}, ${version}.`);
} catch (error) {
  fail(`/usr/bin/chromium does not run: ${error.message}`);
}
