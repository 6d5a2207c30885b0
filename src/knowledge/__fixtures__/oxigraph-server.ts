// The Oxigraph server helpers live beside the benches, which use them too.
export {
  SNAPSHOT,
  cachedStoreFor,
  findOxigraphBinary,
  startOxigraphServer,
  type OxigraphServer,
} from "../../../bench/oxigraph-server.mjs";
