import { UsageError } from "../errors.js";
import { listOption } from "./parse-command-arguments.js";

/** `--hops 1`, `2` or `1,2` as a list of hops; default `[1]`. */
export function parseHops(value: string | undefined): (1 | 2)[] {
  const hops = (listOption(value) ?? ["1"]).map((hop) => Number(hop));
  if (hops.length === 0 || hops.some((hop) => hop !== 1 && hop !== 2) || new Set(hops).size < hops.length) {
    throw new UsageError(`--hops ${value ?? ""}: give 1, 2 or 1,2.`, {
      hint: "One-hop questions by default.",
    });
  }
  return hops as (1 | 2)[];
}
