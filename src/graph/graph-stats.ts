import type { KnowledgeGraph } from "./knowledge-graph.js";
import { weaklyConnectedComponents } from "./weakly-connected-components.js";

/** Figures about a knowledge graph, as `factprobe kg stats` prints them. */
export interface GraphStats {
  entities: number;
  statements: number;
  relations: number;
  /** The topic entities (question subjects). */
  seeds: number;
  /** Weakly connected components, and the vertex count of the largest. */
  components: number;
  largestComponent: number;
  /** Entities with no English label (question generation skips them). */
  unlabelledEntities: number;
  /** The most used relations, most first. */
  topRelations: { id: string; label: string; count: number }[];
}

/** Computes {@link GraphStats}; `top` relations are listed (default 10). */
export function graphStats(graph: KnowledgeGraph, options: { top?: number } = {}): GraphStats {
  const components = weaklyConnectedComponents(graph);
  let unlabelledEntities = 0;
  for (const id of graph.entityIds()) if (graph.entity(id)?.label === "") unlabelledEntities += 1;
  return {
    entities: graph.entityCount,
    statements: graph.factCount,
    relations: graph.relationsByFrequency().length,
    seeds: graph.seeds.length,
    components: components.count,
    largestComponent: components.sizes[0] ?? 0,
    unlabelledEntities,
    topRelations: graph
      .relationsByFrequency()
      .slice(0, options.top ?? 10)
      .map(({ relation, count }) => ({ id: relation.id, label: relation.label, count })),
  };
}

/** Renders {@link GraphStats} as aligned text lines. */
export function formatGraphStats(stats: GraphStats): string {
  const lines = [
    `entities      ${stats.entities}`,
    `statements    ${stats.statements}`,
    `relations     ${stats.relations}`,
    `seeds         ${stats.seeds}`,
    `components    ${stats.components} (largest: ${stats.largestComponent} entities)`,
  ];
  if (stats.unlabelledEntities > 0) lines.push(`unlabelled    ${stats.unlabelledEntities}`);
  lines.push("", "top relations:");
  const width = Math.max(0, ...stats.topRelations.map((relation) => String(relation.count).length));
  for (const relation of stats.topRelations)
    lines.push(`  ${String(relation.count).padStart(width)}  ${relation.id}  ${relation.label}`);
  return `${lines.join("\n")}\n`;
}
