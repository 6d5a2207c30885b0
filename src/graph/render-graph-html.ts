import type { FactSet } from "../knowledge/fact-set.js";
import { inlineForceLayout } from "./inline-force-layout.js";

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
 * shows its neighbours (edges both ways), Enter picks the first match, and "Clear selection" (or
 * Escape) goes back to the start view; checkboxes filter relations; a legend explains the marks.
 * The layout is d3-force (inlined with its ISC licence), with collision radii sized to the labels;
 * labels are then placed where they collide with no other label or node, and hidden (shown on
 * hover) where no place is free. It works from 390 px wide (the side panel stacks above the graph).
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
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: 300px 1fr; height: 100vh; color: #1d2330; }
  aside { padding: 10px; overflow: auto; border-right: 1px solid #ccc; background: #fafafa; }
  h1 { font-size: 15px; margin: 0 0 8px; overflow-wrap: anywhere; }
  h2 { font-size: 13px; margin: 12px 0 4px; }
  input[type=search] { width: 100%; padding: 6px; font: inherit; }
  ul { list-style: none; padding: 0; margin: 6px 0; }
  #results li { padding: 3px 4px; cursor: pointer; border-radius: 3px; }
  #results li:hover, #results li.first { background: #e4ecff; }
  #relations label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  #legend { display: grid; grid-template-columns: 22px 1fr; gap: 4px 6px; align-items: center; font-size: 12px; margin: 4px 0; }
  #legend svg { width: 22px; height: 16px; }
  #graph { width: 100%; height: 100vh; background: #fff; display: block; touch-action: none; }
  .node circle { fill: #7aa7e8; stroke: #2d5aa0; stroke-width: 1.5; cursor: pointer; }
  .node.seed circle, #legend .seed { fill: #f0a35e; stroke: #a3561a; }
  .node.expanded circle { stroke-width: 3.5; }
  .node.selected circle { stroke: #b3261e; stroke-width: 4; }
  .node text { font-size: 12px; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; fill: #1d2330; pointer-events: none; }
  .node text.hidden-label { display: none; }
  .node:hover text.hidden-label { display: inline; }
  .edge line { stroke: #9aa3ad; stroke-width: 1.2; }
  .edge.selected line { stroke: #b3261e; stroke-width: 2; }
  .edge text { font-size: 10px; fill: #5b6470; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
  .edge text.hidden-label { display: none; }
  .hint { color: #555; font-size: 12px; }
  small { color: #666; }
  @media (max-width: 700px) {
    body { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
    aside { max-height: 42vh; border-right: 0; border-bottom: 1px solid #ccc; }
    #graph { height: 58vh; }
  }
</style>
</head>
<body>
<aside>
  <h1 id="title"></h1>
  <small id="counts"></small>
  <p><input id="search" type="search" placeholder="Search an entity (label, alias or id)" autocomplete="off" aria-describedby="search-hint"></p>
  <p class="hint" id="search-hint">Enter shows the first match; a click on a node shows its neighbours.</p>
  <ul id="results"></ul>
  <p><button id="clear" type="button">Clear selection</button> <span class="hint">(back to the start view)</span></p>
  <h2>Legend</h2>
  <div id="legend">
    <svg viewBox="0 0 22 16" aria-hidden="true"><circle class="seed" cx="11" cy="8" r="6" stroke-width="1.5"/></svg><span>Seed entity (the topic's own entities)</span>
    <svg viewBox="0 0 22 16" aria-hidden="true"><circle cx="11" cy="8" r="6" fill="#7aa7e8" stroke="#2d5aa0" stroke-width="1.5"/></svg><span>Other entity</span>
    <svg viewBox="0 0 22 16" aria-hidden="true"><circle cx="11" cy="8" r="6" fill="#7aa7e8" stroke="#2d5aa0" stroke-width="3.5"/></svg><span>Expanded: all its neighbours shown (up to 60)</span>
    <svg viewBox="0 0 22 16" aria-hidden="true"><circle cx="11" cy="8" r="6" fill="#7aa7e8" stroke="#b3261e" stroke-width="3"/></svg><span>Selected, with its facts in red</span>
    <svg viewBox="0 0 22 16" aria-hidden="true"><line x1="1" y1="8" x2="21" y2="8" stroke="#9aa3ad" stroke-width="1.5"/></svg><span>A fact, labelled with its relation; labels that would overlap are hidden (hover a node to see its name)</span>
  </div>
  <h2>Relations</h2>
  <ul id="relations"></ul>
</aside>
<svg id="graph" role="img" aria-label="knowledge graph"><g id="viewport"><g id="edges"></g><g id="nodes"></g></g></svg>
<script id="graph-data" type="application/json">${json}</script>
<script>
${inlineForceLayout()}
</script>
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
const shown = new Map(); // entity number -> d3 node {entity, x, y}
const expanded = new Set();
let selected;
document.getElementById("title").textContent = data.title;
document.getElementById("counts").textContent =
  data.entities.length + " entities, " + data.edges.length / 3 + " facts, " + data.relations.length + " relations" +
  (data.omittedFacts > 0 ? " (" + data.omittedFacts + " facts left out)" : "");

// New nodes start near the node they hang from, on a golden-angle spiral (the same page gives the same picture).
function show(entity, near) {
  if (shown.has(entity)) return;
  const base = near === undefined ? { x: 0, y: 0 } : shown.get(near);
  const angle = shown.size * 2.399963;
  shown.set(entity, { entity, x: base.x + 80 * Math.cos(angle), y: base.y + 80 * Math.sin(angle) });
}
function expand(entity) {
  show(entity);
  expanded.add(entity);
  selected = entity;
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
// d3-force: links pull neighbours to a set distance, nodes repel, and each node keeps clear of its
// label's half width, so neighbourhoods spread out instead of piling up. Run to rest, then drawn once.
function layout() {
  const nodes = [...shown.values()];
  const edges = visibleEdges();
  const links = edges.map((edge) => ({ source: shown.get(data.edges[edge]), target: shown.get(data.edges[edge + 2]) }));
  const simulation = d3.forceSimulation(nodes)
    .force("link", d3.forceLink(links).distance(120).strength(0.6))
    .force("charge", d3.forceManyBody().strength(-420))
    .force("collide", d3.forceCollide((node) => 14 + Math.min(90, data.entities[node.entity][1].length * 3.4)))
    .force("x", d3.forceX(0).strength(0.04))
    .force("y", d3.forceY(0).strength(0.04))
    .stop();
  for (let tick = 0; tick < 300; tick += 1) simulation.tick();
  draw(edges);
}
function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
function draw(edges) {
  const svg = document.getElementById("graph");
  const edgeLayer = document.getElementById("edges"), nodeLayer = document.getElementById("nodes");
  edgeLayer.replaceChildren(); nodeLayer.replaceChildren();
  const edgeLabels = [];
  for (const edge of edges) {
    const a = shown.get(data.edges[edge]), b = shown.get(data.edges[edge + 2]);
    const group = document.createElementNS(SVG, "g");
    const touchesSelection = selected !== undefined && (a.entity === selected || b.entity === selected);
    group.setAttribute("class", "edge" + (touchesSelection ? " selected" : ""));
    const line = document.createElementNS(SVG, "line");
    line.setAttribute("x1", a.x); line.setAttribute("y1", a.y);
    line.setAttribute("x2", b.x); line.setAttribute("y2", b.y);
    const title = document.createElementNS(SVG, "title");
    title.textContent = data.entities[a.entity][1] + " — " + data.relations[data.edges[edge + 1]][1] + " — " + data.entities[b.entity][1];
    line.append(title);
    const text = document.createElementNS(SVG, "text");
    text.setAttribute("x", (a.x + b.x) / 2); text.setAttribute("y", (a.y + b.y) / 2);
    text.setAttribute("text-anchor", "middle");
    text.textContent = data.relations[data.edges[edge + 1]][1];
    group.append(line, text);
    edgeLayer.append(group);
    edgeLabels.push({ text, priority: touchesSelection ? 1 : 0 });
  }
  const nodeLabels = [];
  for (const node of shown.values()) {
    const entity = node.entity;
    const group = document.createElementNS(SVG, "g");
    group.setAttribute("class", "node" + (seedSet.has(entity) ? " seed" : "") + (expanded.has(entity) ? " expanded" : "") + (entity === selected ? " selected" : ""));
    group.dataset.id = data.entities[entity][0];
    group.setAttribute("transform", "translate(" + node.x + "," + node.y + ")");
    const circle = document.createElementNS(SVG, "circle");
    circle.setAttribute("r", 8);
    const title = document.createElementNS(SVG, "title");
    title.textContent = data.entities[entity][1] + " (" + data.entities[entity][0] + ")";
    const text = document.createElementNS(SVG, "text");
    text.textContent = data.entities[entity][1];
    circle.append(title);
    group.append(circle, text);
    circle.addEventListener("click", () => expand(entity));
    nodeLayer.append(group);
    const priority = (entity === selected ? 4 : 0) + (expanded.has(entity) ? 2 : 0) + (seedSet.has(entity) ? 1 : 0);
    nodeLabels.push({ node, text, priority });
  }
  // Labels: node names first (selected, expanded and seeds before the rest), each at the first of
  // eight places around its node that collides with no placed label and no node; edge labels at
  // their midpoint only where free. A label with no free place is hidden (shown on hover).
  const placed = shown.size > 0 ? [...shown.values()].map((node) => ({ x: node.x - 9, y: node.y - 9, width: 18, height: 18 })) : [];
  const circles = placed.length;
  nodeLabels.sort((left, right) => right.priority - left.priority);
  for (const { node, text } of nodeLabels) {
    const box = text.getBBox();
    const width = box.width, height = box.height;
    const spots = [[12, -height / 2], [-12 - width, -height / 2], [-width / 2, -12 - height], [-width / 2, 12],
      [10, -8 - height], [10, 8], [-10 - width, -8 - height], [-10 - width, 8]];
    let chosen;
    for (const [dx, dy] of spots) {
      const candidate = { x: node.x + dx, y: node.y + dy, width, height };
      let free = true;
      for (let index = 0; index < placed.length && free; index += 1) {
        if (index < circles && placed[index].x === node.x - 9 && placed[index].y === node.y - 9) continue; // its own circle
        if (overlaps(candidate, placed[index])) free = false;
      }
      if (free) { chosen = [dx, dy, candidate]; break; }
    }
    if (chosen === undefined) {
      text.setAttribute("x", 12); text.setAttribute("y", 4);
      text.classList.add("hidden-label");
      continue;
    }
    // getBBox of text at (0, 0) starts at the baseline's ascent: shift so the box lands on the spot.
    text.setAttribute("x", chosen[0] - box.x); text.setAttribute("y", chosen[1] - box.y);
    placed.push(chosen[2]);
  }
  edgeLabels.sort((left, right) => right.priority - left.priority);
  for (const { text } of edgeLabels) {
    const box = text.getBBox();
    if (placed.some((other) => overlaps(box, other))) text.classList.add("hidden-label");
    else placed.push(box);
  }
  fit(svg, placed);
}
// Fit the whole picture in the view, labels included, between 0.75× (labels stay readable on a
// phone; drag to pan, wheel or pinch to zoom) and 1.5×. When it does not fit, centre the
// selected node (or the first seed).
let view;
function fit(svg, boxes) {
  if (boxes.length === 0) { view = undefined; svg.removeAttribute("viewBox"); return; }
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x); top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width); bottom = Math.max(bottom, box.y + box.height);
  }
  const width = svg.clientWidth || 800, height = svg.clientHeight || 600;
  const pad = 20;
  const fitScale = Math.min(width / (right - left + 2 * pad), height / (bottom - top + 2 * pad));
  const scale = Math.max(0.75, Math.min(1.5, fitScale));
  let cx = (left + right) / 2, cy = (top + bottom) / 2;
  const focus = shown.get(selected !== undefined ? selected : data.seeds[0]);
  if (scale > fitScale && focus) { cx = focus.x; cy = focus.y; }
  view = { x: cx - width / scale / 2, y: cy - height / scale / 2, width: width / scale, height: height / scale };
  applyView(svg);
}
function applyView(svg) {
  svg.setAttribute("viewBox", view.x + " " + view.y + " " + view.width + " " + view.height);
}
{
  const svg = document.getElementById("graph");
  let drag;
  svg.addEventListener("pointerdown", (event) => {
    if (!view || event.target.closest(".node")) return;
    drag = { x: event.clientX, y: event.clientY, view: { ...view } };
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const ratio = view.width / (svg.clientWidth || 1);
    view = { ...drag.view, x: drag.view.x - (event.clientX - drag.x) * ratio, y: drag.view.y - (event.clientY - drag.y) * ratio };
    applyView(svg);
  });
  svg.addEventListener("pointerup", () => { drag = undefined; });
  svg.addEventListener("wheel", (event) => {
    if (!view) return;
    event.preventDefault();
    const factor = Math.exp(event.deltaY * 0.001);
    const bounds = svg.getBoundingClientRect();
    const px = view.x + ((event.clientX - bounds.left) / bounds.width) * view.width;
    const py = view.y + ((event.clientY - bounds.top) / bounds.height) * view.height;
    view = { x: px - (px - view.x) * factor, y: py - (py - view.y) * factor, width: view.width * factor, height: view.height * factor };
    applyView(svg);
  }, { passive: false });
}
const search = document.getElementById("search");
const results = document.getElementById("results");
let matches = [];
function find() {
  const wanted = search.value.trim().toLowerCase();
  results.replaceChildren();
  matches = [];
  if (wanted === "") return;
  for (let entity = 0; entity < data.entities.length && matches.length < 30; entity += 1) {
    const [id, label, aliases] = data.entities[entity];
    if (id.toLowerCase() === wanted || label.toLowerCase().includes(wanted) || aliases.toLowerCase().includes(wanted)) {
      const item = document.createElement("li");
      item.textContent = label + " (" + id + ")";
      item.dataset.id = id;
      if (matches.length === 0) item.className = "first";
      item.addEventListener("click", () => expand(entity));
      results.append(item);
      matches.push(entity);
    }
  }
}
search.addEventListener("input", find);
search.addEventListener("keydown", (event) => {
  if (event.key === "Enter") {
    event.preventDefault();
    find();
    if (matches.length > 0) expand(matches[0]);
  } else if (event.key === "Escape") {
    reset();
  }
});
// The start view: the first seed and its neighbours, nothing selected, the search empty.
function reset() {
  shown.clear(); expanded.clear(); selected = undefined;
  search.value = ""; find();
  if (data.seeds.length > 0) expand(data.seeds[0]);
  else layout();
  selected = undefined;
  draw(visibleEdges());
}
document.getElementById("clear").addEventListener("click", reset);
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
reset();
window.addEventListener("resize", () => draw(visibleEdges()));
document.body.dataset.ready = "true";
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
