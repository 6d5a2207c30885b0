/**
 * Reads "Yes" or "No" from a response: "Yes.", "yes, because ...", "**No**, it is not", "No it
 * isn't". The first yes/no word decides when it opens the response; otherwise the response must
 * contain exactly one of them. Returns undefined when it cannot be read.
 */
export function parseYesNo(response: string): "Yes" | "No" | undefined {
  const words = response
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .split(/\s+/)
    .filter((word) => word !== "");
  const first = words[0];
  if (first === "yes" || first === "no") return first === "yes" ? "Yes" : "No";
  const hasYes = words.includes("yes");
  const hasNo = words.includes("no");
  if (hasYes === hasNo) return undefined;
  return hasYes ? "Yes" : "No";
}
