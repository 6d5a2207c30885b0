import type { KnowledgeGraph } from "./knowledge-graph.js";

/** The weakly connected components of a graph, by size. */
export interface ComponentSummary {
  /** Number of components (an isolated vertex is a component of its own). */
  count: number;
  /** Vertex counts of the components, largest first. */
  sizes: number[];
  /** The component number of every vertex, indexed like `graph.entityIds()`. */
  componentOf: Int32Array;
}

/**
 * Finds the weakly connected components (edge direction ignored) with union-find over the edge
 * arrays: linear in edges, no per-edge allocation (a 435k-edge graph takes tens of milliseconds).
 * Component numbers go by size, 0 the largest.
 */
export function weaklyConnectedComponents(graph: KnowledgeGraph): ComponentSummary {
  const vertexCount = graph.entityCount;
  const parent = new Int32Array(vertexCount);
  for (let vertex = 0; vertex < vertexCount; vertex += 1) parent[vertex] = vertex;
  const find = (vertex: number): number => {
    let root = vertex;
    while (parent[root] !== root) root = parent[root] as number;
    // Path compression: point every vertex on the way straight at the root.
    let current = vertex;
    while (parent[current] !== root) {
      const next = parent[current] as number;
      parent[current] = root;
      current = next;
    }
    return root;
  };
  const { subjects, objects } = graph.edgeArrays();
  for (let edge = 0; edge < subjects.length; edge += 1) {
    const left = find(subjects[edge] as number);
    const right = find(objects[edge] as number);
    if (left !== right) parent[Math.max(left, right)] = Math.min(left, right);
  }
  const sizeByRoot = new Map<number, number>();
  for (let vertex = 0; vertex < vertexCount; vertex += 1) {
    const root = find(vertex);
    sizeByRoot.set(root, (sizeByRoot.get(root) ?? 0) + 1);
  }
  const roots = [...sizeByRoot].sort((left, right) => right[1] - left[1] || left[0] - right[0]);
  const numberOfRoot = new Map(roots.map(([root], index) => [root, index]));
  const componentOf = new Int32Array(vertexCount);
  for (let vertex = 0; vertex < vertexCount; vertex += 1)
    componentOf[vertex] = numberOfRoot.get(find(vertex)) ?? 0;
  return { count: roots.length, sizes: roots.map(([, size]) => size), componentOf };
}
