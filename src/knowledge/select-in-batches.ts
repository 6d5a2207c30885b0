import type { KnowledgeSource, SparqlRow } from "./knowledge-source.js";

/** Options of {@link selectInBatches}. */
export interface SelectInBatchesOptions<Item> {
  /** Items per query (the size of its `VALUES` block). */
  batchSize: number;
  /** The query for one batch of items. */
  query: (batch: readonly Item[]) => string;
  signal?: AbortSignal;
  /** Called with each query's text before it runs (for provenance). */
  onQuery?: (query: string) => void;
}

/**
 * Runs one SELECT query per batch of items, one after the other, and returns every row, batch by
 * batch: how factprobe asks a source about many entities or properties without one huge query.
 */
export async function selectInBatches<Item>(
  source: KnowledgeSource,
  items: readonly Item[],
  options: SelectInBatchesOptions<Item>,
): Promise<SparqlRow[]> {
  const rows: SparqlRow[] = [];
  for (let start = 0; start < items.length; start += options.batchSize) {
    const query = options.query(items.slice(start, start + options.batchSize));
    options.onQuery?.(query);
    const batchRows = await source.select(
      query,
      options.signal === undefined ? {} : { signal: options.signal },
    );
    for (const row of batchRows) rows.push(row);
  }
  return rows;
}

/** The `signal` and `onQuery` of an options object, when given, for {@link selectInBatches}. */
export function signalAndQueries(options: {
  signal?: AbortSignal | undefined;
  onQuery?: ((query: string) => void) | undefined;
}): Pick<SelectInBatchesOptions<unknown>, "signal" | "onQuery"> {
  return {
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onQuery === undefined ? {} : { onQuery: options.onQuery }),
  };
}
