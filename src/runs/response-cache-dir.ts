import { dirname, join } from "node:path";
import { modelCacheDir, type ModelCacheLocationOptions } from "../models/default-model-path.js";

/**
 * The folder of the response cache: `$FACTPROBE_CACHE_DIR/responses`, else
 * `$XDG_CACHE_HOME/factprobe/responses`, else `<homedir>/.cache/factprobe/responses` (beside the
 * models folder). Pure: it reads only what it is given.
 */
export function responseCacheDir(options: ModelCacheLocationOptions): string {
  return join(dirname(modelCacheDir(options)), "responses");
}
