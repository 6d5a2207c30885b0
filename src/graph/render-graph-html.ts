import type { FactSet } from "../knowledge/fact-set.js";

/** Options of {@link renderGraphHtml}. */
export interface RenderGraphHtmlOptions {
  /** The page title. Default: the topic and source from the provenance. */
  title?: string;
  /** The most facts to embed (the file stays loadable); later facts are left out and the page says so. Default 200,000. */
  maxFacts?: number;
}

/**
 * Renders a knowledge graph as one self-contained HTML page (no CDN, no network; works from a file
 * URL): a search box that finds entities by label, alias or id; a click on a result or on a node
 * shows its neighbours (edges both ways); checkboxes filter relations; a plain force layout in SVG.
 * The data sits in the page as JSON (ids and labels in arrays, edges as number triples), with `<`
 * escaped so no label can close the script element.
 */
export function renderGraphHtml(factSet: FactSet, options: RenderGraphHtmlOptions = {}): string {
  const maxFacts = options.maxFacts ?? 200_000;
  const entityNumber = new Map<string, number>();
  const entities: [string, string, string][] = [];
  const numberOf = (id: string): number => {
    let number = entityNumber.get(id);
    if (number === undefined) {
      number = entities.length;
      entityNumber.set(id, number);
      entities.push([id, id, ""]);
    }
    return number;
  };
  for (const entity of factSet.entities) {
    const number = numberOf(entity.id);
    entities[number] = [entity.id, entity.label || entity.id, entity.aliases.join("|")];
  }
  const relationNumber = new Map<string, number>();
  const relations: [string, string][] = [];
  for (const relation of factSet.relations) {
    relationNumber.set(relation.id, relations.length);
    relations.push([relation.id, relation.label || relation.id]);
  }
  const edges: number[] = [];
  const facts = factSet.facts.slice(0, maxFacts);
  for (const fact of facts) {
    let relation = relationNumber.get(fact.relation);
    if (relation === undefined) {
      relation = relations.length;
      relationNumber.set(fact.relation, relation);
      relations.push([fact.relation, fact.relation]);
    }
    edges.push(numberOf(fact.subject), relation, numberOf(fact.object));
  }
  const seeds = factSet.seeds.filter((id) => entityNumber.has(id)).map((id) => numberOf(id));
  const title =
    options.title ?? `factprobe knowledge graph: ${factSet.provenance.topic} (${factSet.provenance.source})`;
  const data = {
    title,
    entities,
    relations,
    edges,
    seeds,
    omittedFacts: factSet.facts.length - facts.length,
  };
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: 300px 1fr; height: 100vh; }
  aside { padding: 10px; overflow: auto; border-right: 1px solid #ccc; background: #fafafa; }
  h1 { font-size: 15px; margin: 0 0 8px; }
  input[type=search] { width: 100%; box-sizing: border-box; padding: 6px; }
  ul { list-style: none; padding: 0; margin: 6px 0; }
  #results li { padding: 3px 4px; cursor: pointer; border-radius: 3px; }
  #results li:hover { background: #e4ecff; }
  #relations label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  svg { width: 100%; height: 100vh; background: #fff; }
  .node circle { fill: #7aa7e8; stroke: #2d5aa0; cursor: pointer; }
  .node.seed circle { fill: #f0a35e; stroke: #a3561a; }
  .node.expanded circle { stroke-width: 3; }
  .node text { font-size: 11px; pointer-events: none; }
  .edge line { stroke: #999; }
  .edge text { font-size: 9px; fill: #666; }
  small { color: #666; }
</style>
</head>
<body>
<aside>
  <h1 id="title"></h1>
  <small id="counts"></small>
  <p><input id="search" type="search" placeholder="Search an entity (label, alias or id)" autocomplete="off"></p>
  <ul id="results"></ul>
  <p><button id="clear" type="button">Clear view</button></p>
  <h1>Relations</h1>
  <ul id="relations"></ul>
</aside>
<svg id="graph" role="img" aria-label="knowledge graph"><g id="edges"></g><g id="nodes"></g></svg>
<script id="graph-data" type="application/json">${json}</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("graph-data").textContent);
const SVG = "http://www.w3.org/2000/svg";
const seedSet = new Set(data.seeds);
const adjacency = new Map();
for (let edge = 0; edge < data.edges.length; edge += 3) {
  for (const end of [data.edges[edge], data.edges[edge + 2]]) {
    let list = adjacency.get(end);
    if (!list) adjacency.set(end, (list = []));
    list.push(edge);
  }
}
const hiddenRelations = new Set();
const shown = new Map(); // entity number -> {x, y, vx, vy}
const expanded = new Set();
document.getElementById("title").textContent = data.title;
document.getElementById("counts").textContent =
  data.entities.length + " entities, " + data.edges.length / 3 + " facts, " + data.relations.length + " relations" +
  (data.omittedFacts > 0 ? " (" + data.omittedFacts + " facts left out)" : "");

function show(entity, near) {
  if (shown.has(entity)) return;
  const angle = Math.random() * 2 * Math.PI;
  const base = near === undefined ? { x: 0, y: 0 } : shown.get(near);
  shown.set(entity, { x: base.x + 60 * Math.cos(angle), y: base.y + 60 * Math.sin(angle), vx: 0, vy: 0 });
}
function expand(entity) {
  show(entity);
  expanded.add(entity);
  let added = 0;
  for (const edge of adjacency.get(entity) || []) {
    if (hiddenRelations.has(data.edges[edge + 1])) continue;
    const other = data.edges[edge] === entity ? data.edges[edge + 2] : data.edges[edge];
    if (!shown.has(other) && added++ < 60) show(other, entity);
  }
  layout();
}
function visibleEdges() {
  const result = [];
  for (let edge = 0; edge < data.edges.length; edge += 3) {
    if (hiddenRelations.has(data.edges[edge + 1])) continue;
    if (shown.has(data.edges[edge]) && shown.has(data.edges[edge + 2])) result.push(edge);
  }
  return result;
}
function layout() {
  const nodes = [...shown.entries()];
  const edges = visibleEdges();
  for (let step = 0; step < 150; step += 1) {
    for (let i = 0; i < nodes.length; i += 1) {
      const a = nodes[i][1];
      for (let j = i + 1; j < nodes.length; j += 1) {
        const b = nodes[j][1];
        let dx = a.x - b.x, dy = a.y - b.y;
        const d2 = Math.max(dx * dx + dy * dy, 1);
        const force = 9000 / d2;
        dx *= force / Math.sqrt(d2); dy *= force / Math.sqrt(d2);
        a.vx += dx; a.vy += dy; b.vx -= dx; b.vy -= dy;
      }
    }
    for (const edge of edges) {
      const a = shown.get(data.edges[edge]), b = shown.get(data.edges[edge + 2]);
      const dx = b.x - a.x, dy = b.y - a.y;
      const distance = Math.max(Math.sqrt(dx * dx + dy * dy), 1);
      const pull = ((distance - 90) * 0.03) / distance;
      a.vx += dx * pull; a.vy += dy * pull; b.vx -= dx * pull; b.vy -= dy * pull;
    }
    for (const [, node] of nodes) {
      node.vx -= node.x * 0.002; node.vy -= node.y * 0.002;
      node.x += Math.max(-20, Math.min(20, node.vx)); node.y += Math.max(-20, Math.min(20, node.vy));
      node.vx *= 0.5; node.vy *= 0.5;
    }
  }
  draw(edges);
}
function draw(edges) {
  const svg = document.getElementById("graph");
  const width = svg.clientWidth || 800, height = svg.clientHeight || 600;
  const cx = width / 2, cy = height / 2;
  const edgeLayer = document.getElementById("edges"), nodeLayer = document.getElementById("nodes");
  edgeLayer.replaceChildren(); nodeLayer.replaceChildren();
  for (const edge of edges) {
    const a = shown.get(data.edges[edge]), b = shown.get(data.edges[edge + 2]);
    const group = document.createElementNS(SVG, "g");
    group.setAttribute("class", "edge");
    const line = document.createElementNS(SVG, "line");
    line.setAttribute("x1", cx + a.x); line.setAttribute("y1", cy + a.y);
    line.setAttribute("x2", cx + b.x); line.setAttribute("y2", cy + b.y);
    const text = document.createElementNS(SVG, "text");
    text.setAttribute("x", cx + (a.x + b.x) / 2); text.setAttribute("y", cy + (a.y + b.y) / 2);
    text.textContent = data.relations[data.edges[edge + 1]][1];
    group.append(line, text);
    edgeLayer.append(group);
  }
  for (const [entity, node] of shown) {
    const group = document.createElementNS(SVG, "g");
    group.setAttribute("class", "node" + (seedSet.has(entity) ? " seed" : "") + (expanded.has(entity) ? " expanded" : ""));
    group.dataset.id = data.entities[entity][0];
    group.setAttribute("transform", "translate(" + (cx + node.x) + "," + (cy + node.y) + ")");
    const circle = document.createElementNS(SVG, "circle");
    circle.setAttribute("r", 8);
    const title = document.createElementNS(SVG, "title");
    title.textContent = data.entities[entity][1] + " (" + data.entities[entity][0] + ")";
    const text = document.createElementNS(SVG, "text");
    text.setAttribute("x", 10); text.setAttribute("y", 4);
    text.textContent = data.entities[entity][1];
    circle.append(title);
    group.append(circle, text);
    circle.addEventListener("click", () => expand(entity));
    nodeLayer.append(group);
  }
}
const search = document.getElementById("search");
search.addEventListener("input", () => {
  const wanted = search.value.trim().toLowerCase();
  const results = document.getElementById("results");
  results.replaceChildren();
  if (wanted === "") return;
  let count = 0;
  for (let entity = 0; entity < data.entities.length && count < 30; entity += 1) {
    const [id, label, aliases] = data.entities[entity];
    if (id.toLowerCase() === wanted || label.toLowerCase().includes(wanted) || aliases.toLowerCase().includes(wanted)) {
      const item = document.createElement("li");
      item.textContent = label + " (" + id + ")";
      item.dataset.id = id;
      item.addEventListener("click", () => expand(entity));
      results.append(item);
      count += 1;
    }
  }
});
document.getElementById("clear").addEventListener("click", () => { shown.clear(); expanded.clear(); layout(); });
const relationList = document.getElementById("relations");
const relationCounts = new Map();
for (let edge = 1; edge < data.edges.length; edge += 3) relationCounts.set(data.edges[edge], (relationCounts.get(data.edges[edge]) || 0) + 1);
for (const [relation, count] of [...relationCounts].sort((a, b) => b[1] - a[1])) {
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox"; box.checked = true; box.dataset.id = data.relations[relation][0];
  box.addEventListener("change", () => { if (box.checked) hiddenRelations.delete(relation); else hiddenRelations.add(relation); layout(); });
  label.append(box, " " + data.relations[relation][1] + " (" + count + ")");
  relationList.append(label);
}
if (data.seeds.length > 0) expand(data.seeds[0]);
</script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) =>
    character === "&" ? "&amp;" : character === "<" ? "&lt;" : character === ">" ? "&gt;" : "&quot;",
  );
}
