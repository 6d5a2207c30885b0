import type { FactSet } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { resolveTopic, type ResolvedTopic } from "./topics.js";

/** Options of {@link retrieveTopic}. */
export interface RetrieveTopicOptions {
  source: KnowledgeSource;
  /** The topic as the user wrote it: a catalogue name, `P106=Q82955` or `occupation: emperor`. */
  topic: string;
  /** How many topic entities to keep, most linked first. Default 200. */
  limit?: number;
  signal?: AbortSignal;
  /** Called with the resolved topic as soon as it is known (before a SPARQL source's slow retrieval). */
  onTopic?: (topic: ResolvedTopic) => void;
}

/**
 * A topic's facts from any source, by one path per kind of source: SPARQL sources resolve the topic
 * and retrieve with standard queries (`resolveTopic`, `retrieveFacts`); file sources (those with
 * `selectTopic`) stream the file and match the topic in memory. `check`, `kg build` and `runCheck`
 * all retrieve through it.
 */
export async function retrieveTopic(
  options: RetrieveTopicOptions,
): Promise<{ topic: ResolvedTopic; factSet: FactSet }> {
  const { source, limit = 200 } = options;
  const signal = options.signal === undefined ? {} : { signal: options.signal };
  if (source.selectTopic !== undefined) {
    const selected = await source.selectTopic(options.topic, { limit, ...signal });
    options.onTopic?.(selected.topic);
    return selected;
  }
  const topic = await resolveTopic(options.topic, source, signal);
  options.onTopic?.(topic);
  const factSet = await retrieveFacts({ source, topic, limit, ...signal });
  return { topic, factSet };
}
