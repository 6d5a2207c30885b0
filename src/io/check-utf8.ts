import { isUtf8 } from "node:buffer";
import { readFile } from "node:fs/promises";
import { InputFileError } from "../errors.js";

/**
 * Fails with an `InputFileError` naming the first line that is not valid UTF-8 (a file saved as
 * Latin-1 or Windows-1252, say), instead of letting its bytes silently become U+FFFD.
 */
export async function checkUtf8(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (isUtf8(bytes)) return;
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    const slice = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (!isUtf8(slice)) {
      const bad = [...slice].find((byte) => byte >= 0x80) ?? 0;
      throw new InputFileError(
        path,
        line,
        `is not valid UTF-8 (byte 0x${bad.toString(16).toUpperCase()}; the file may be Latin-1 or Windows-1252)`,
        { hint: "Save the file as UTF-8, e.g. `iconv -f latin1 -t utf-8 in.jsonl > out.jsonl`." },
      );
    }
    if (end === -1) break;
    start = end + 1;
  }
}
