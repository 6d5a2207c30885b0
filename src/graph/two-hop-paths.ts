import type { KnowledgeGraph } from "./knowledge-graph.js";

/** A path subject -firstRelation-> bridge -secondRelation-> object (FactChecker's two-hop questions). */
export interface TwoHopPath {
  subject: string;
  firstRelation: string;
  bridge: string;
  secondRelation: string;
  object: string;
}

/** Options of {@link twoHopPaths}. */
export interface TwoHopPathOptions {
  /** Where paths start. Default: the graph's seeds. */
  subjects?: Iterable<string>;
  /**
   * Bridges with more edges than this (in and out together) are hubs, such as a country or `human`,
   * and are not walked through: a path through a hub says little about the subject and explodes in
   * number. Default 1,000.
   */
  maxBridgeDegree?: number;
  /** Only paths whose first hop is the subject's only edge with that relation. Default false. */
  uniqueFirstHop?: boolean;
  /** Only paths whose second hop is the bridge's only edge with that relation. Default false. */
  uniqueSecondHop?: boolean;
}

/**
 * Enumerates two-hop paths lazily (an iterator, so a caller can stop early or sample): for each
 * subject, each outgoing edge to a non-hub bridge, each edge leaving the bridge, skipping paths that
 * return to the subject. Order: subjects as given, then edges by relation.
 */
export function* twoHopPaths(graph: KnowledgeGraph, options: TwoHopPathOptions = {}): Generator<TwoHopPath> {
  const maxBridgeDegree = options.maxBridgeDegree ?? 1_000;
  const subjects = options.subjects ?? graph.seeds;
  const degreeCache = new Map<string, number>();
  const degreeOf = (entity: string): number => {
    let degree = degreeCache.get(entity);
    if (degree === undefined) {
      degree = graph.outDegree(entity) + graph.inDegree(entity);
      degreeCache.set(entity, degree);
    }
    return degree;
  };
  for (const subject of subjects) {
    for (const first of graph.outgoing(subject)) {
      const bridge = first.object;
      if (bridge === subject || degreeOf(bridge) > maxBridgeDegree) continue;
      if (options.uniqueFirstHop === true && graph.outDegree(subject, first.relation) !== 1) continue;
      for (const second of graph.outgoing(bridge)) {
        if (second.object === subject) continue;
        if (options.uniqueSecondHop === true && graph.outDegree(bridge, second.relation) !== 1) continue;
        yield {
          subject,
          firstRelation: first.relation,
          bridge,
          secondRelation: second.relation,
          object: second.object,
        };
      }
    }
  }
}
