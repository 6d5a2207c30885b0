import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileAtomic } from "./write-file-atomic.js";

const built = join(import.meta.dirname, "../../dist/io/write-file-atomic.js");

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid ?? 999_999;
}

describe("writeFileAtomic", () => {
  it("a process killed while writing report.html leaves the old report whole, and the next write clears the litter", async () => {
    expect(existsSync(built), "run `npm run build` first (npm test does)").toBe(true);
    const folder = await mkdtemp(join(tmpdir(), "factprobe-atomic-"));
    const report = join(folder, "report.html");
    await writeFile(report, "<p>old report</p>");
    const script = `const { writeFileAtomic } = await import(${JSON.stringify(built)});
      await writeFileAtomic(${JSON.stringify(report)}, "x".repeat(400 * 1024 * 1024));`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    const temporary = `${report}.${child.pid ?? 0}.tmp`;
    while (!existsSync(temporary)) await new Promise((resolve) => setTimeout(resolve, 1));
    child.kill("SIGKILL");
    await exited;
    expect(await readFile(report, "utf8")).toBe("<p>old report</p>");
    expect(existsSync(temporary)).toBe(true); // what the kill left behind

    await writeFileAtomic(report, "<p>new report</p>");
    expect(await readFile(report, "utf8")).toBe("<p>new report</p>");
    expect(await readdir(folder)).toEqual(["report.html"]);
  }, 30_000);

  it("a failed write leaves no temporary file and the error goes to the caller", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-atomic-"));
    const target = join(folder, "summary.csv");
    await mkdir(join(target, "inside"), { recursive: true }); // a non-empty directory: rename fails
    await expect(writeFileAtomic(target, "a,b\n")).rejects.toThrow();
    expect((await readdir(folder)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("keeps the temporary files of other live processes and of other files", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-atomic-"));
    const live = `report.md.${process.ppid}.tmp`;
    const other = `report.html.${await deadPid()}.tmp`;
    await writeFile(join(folder, live), "");
    await writeFile(join(folder, other), "");
    await writeFileAtomic(join(folder, "report.md"), "# Report\n");
    expect((await readdir(folder)).sort()).toEqual([other, live, "report.md"].sort());
  });
});
