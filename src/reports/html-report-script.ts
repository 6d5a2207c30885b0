/**
 * The script of the HTML report, run in the browser. It reads the data block
 * (`<script type="application/json" id="factprobe-data">`), fills the filters and shows the
 * failures a page at a time. Every value from the data goes into the page through `textContent` or
 * a validated `href`, never as HTML, so nothing in a model's answer can run.
 *
 * Data layout (arrays keep 50,000 answers small):
 * - `models`: model ids; `questions`: `[id, type, hops, topic, domain, text, options, gold, answerLabel, aliases, facts]`
 *   where facts are `[subject, subjectLabel, relation, relationLabel, object, objectLabel, negated]`
 *   (`negated` 1: a No question's false statement, shown as "stated (false): ...", never as a fact);
 * - `failures`: `[questionIndex, modelIndex, verdict, response, parsed, score, reason, matcher]`;
 * - `answers` (several models only): per question, every model's `[modelIndex, verdict, response]`.
 *
 * The filters, the search, the sort order and the page live in the URL's hash
 * (`#model=…&verdict=incorrect&q=paris&sort=score&desc=1&page=2`), so a view can be linked or
 * bookmarked; the page restores it on load and when the hash changes.
 */
export const htmlReportScript = String.raw`(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("factprobe-data").textContent);
  const PAGE_SIZE = 50;
  const byId = (id) => document.getElementById(id);
  const controls = {
    model: byId("filter-model"),
    type: byId("filter-type"),
    topic: byId("filter-topic"),
    hops: byId("filter-hops"),
    verdict: byId("filter-verdict"),
    search: byId("filter-search"),
    sort: byId("sort-by"),
  };
  const body = byId("failures-body");
  const count = byId("failure-count");
  const pageLabel = byId("page-label");
  const previous = byId("page-previous");
  const next = byId("page-next");
  const questions = data.questions;
  const failures = data.failures;
  const answersOf = (questionIndex) => (data.answers && data.answers[questionIndex]) || [];
  const table = byId("failures-table");
  const severalModels = table.classList.contains("several-models");
  const labels = [...table.tHead.rows[0].cells].map((header) => header.textContent);
  const typeNames = { "yes-no": "Yes-No", "multiple-choice": "Multiple choice", wh: "WH" };

  const fill = (select, values, label) => {
    for (const value of values) {
      const option = document.createElement("option");
      option.value = String(value);
      option.textContent = label ? label(value) : String(value);
      select.append(option);
    }
  };
  const distinct = (pick) => [...new Set(failures.map(pick))].sort();
  fill(controls.model, data.models.map((_, index) => index), (index) => data.models[index]);
  fill(controls.type, distinct((failure) => questions[failure[0]][1]), (type) => typeNames[type] || type);
  fill(controls.topic, distinct((failure) => questions[failure[0]][3]));
  fill(controls.hops, distinct((failure) => questions[failure[0]][2]), (hops) => hops + "-hop");
  fill(controls.verdict, distinct((failure) => failure[2]));

  let haystacks;
  const haystackOf = (index) => {
    if (!haystacks) haystacks = new Array(failures.length);
    let text = haystacks[index];
    if (text === undefined) {
      const failure = failures[index];
      const question = questions[failure[0]];
      text = [question[5], (question[6] || []).join(" "), question[7], question[8], question[9].join(" "),
        question[10].map((fact) => fact[1] + " " + fact[3] + " " + fact[5]).join(" "),
        failure[3] || "", failure[6] || "", data.models[failure[1]]].join("\n").toLowerCase();
      haystacks[index] = text;
    }
    return text;
  };

  let shown = [];
  let page = 0;
  let sortKey = "";
  let descending = false;
  const sortValue = {
    model: (failure) => data.models[failure[1]],
    type: (failure) => questions[failure[0]][1] + " " + questions[failure[0]][2],
    topic: (failure) => questions[failure[0]][3],
    question: (failure) => questions[failure[0]][5],
    response: (failure) => failure[3] || "",
    gold: (failure) => questions[failure[0]][7],
    verdict: (failure) => failure[2],
    score: (failure) => failure[5],
  };
  const sortShown = () => {
    const value = sortValue[sortKey];
    if (!value) return;
    const keyed = shown.map((index) => [index, value(failures[index])]);
    keyed.sort((left, right) => {
      const a = left[1], b = right[1];
      if (a === null || b === null) return a === b ? left[0] - right[0] : a === null ? 1 : -1;
      const order = typeof a === "number" ? a - b : String(a).localeCompare(String(b));
      return (descending ? -order : order) || left[0] - right[0];
    });
    shown = keyed.map((entry) => entry[0]);
  };

  // The view in the URL: filters by value (the model by its id), search, sort and page.
  const writeState = () => {
    const state = new URLSearchParams();
    const model = controls.model.value;
    if (model !== "") state.set("model", data.models[Number(model)]);
    for (const name of ["type", "topic", "hops", "verdict"]) if (controls[name].value !== "") state.set(name, controls[name].value);
    if (controls.search.value.trim() !== "") state.set("q", controls.search.value.trim());
    if (sortKey !== "") state.set("sort", sortKey);
    if (sortKey !== "" && descending) state.set("desc", "1");
    if (page > 0) state.set("page", String(page + 1));
    const hash = state.toString();
    const url = location.pathname + location.search + (hash === "" ? "" : "#" + hash);
    if (url !== location.pathname + location.search + location.hash) history.replaceState(null, "", url);
    byId("filter-link").href = hash === "" ? "#" : "#" + hash;
  };
  const readState = () => {
    const state = new URLSearchParams(location.hash.replace(/^#/, ""));
    const pick = (select, value) => {
      select.value = [...select.options].some((option) => option.value === value) ? value : "";
    };
    const modelIndex = data.models.indexOf(state.get("model") || "");
    pick(controls.model, modelIndex < 0 ? "" : String(modelIndex));
    for (const name of ["type", "topic", "hops", "verdict"]) pick(controls[name], state.get(name) || "");
    controls.search.value = state.get("q") || "";
    sortKey = Object.prototype.hasOwnProperty.call(sortValue, state.get("sort")) ? state.get("sort") : "";
    descending = sortKey !== "" && state.get("desc") === "1";
    pick(controls.sort, sortKey === "" ? "" : sortKey + (descending ? "-desc" : "-asc"));
    return Math.max(0, (Number.parseInt(state.get("page") || "1", 10) || 1) - 1);
  };

  const apply = (options) => {
    const model = controls.model.value;
    const type = controls.type.value;
    const topic = controls.topic.value;
    const hops = controls.hops.value;
    const verdict = controls.verdict.value;
    const terms = controls.search.value.toLowerCase().split(/\s+/).filter((term) => term !== "");
    shown = [];
    for (let index = 0; index < failures.length; index += 1) {
      const failure = failures[index];
      const question = questions[failure[0]];
      if (model !== "" && String(failure[1]) !== model) continue;
      if (type !== "" && question[1] !== type) continue;
      if (topic !== "" && question[3] !== topic) continue;
      if (hops !== "" && String(question[2]) !== hops) continue;
      if (verdict !== "" && failure[2] !== verdict) continue;
      if (terms.length > 0) {
        const text = haystackOf(index);
        if (!terms.every((term) => text.includes(term))) continue;
      }
      shown.push(index);
    }
    sortShown();
    page = options && options.page !== undefined ? options.page : 0;
    render();
  };

  let column = 0;
  const cell = (row, text, className) => {
    const element = document.createElement("td");
    if (className) element.className = className;
    element.dataset.label = labels[column] || "";
    column += 1;
    element.textContent = text;
    row.append(element);
    return element;
  };
  const wikidataUrl = (id) =>
    /^Q\d+$/.test(id) ? "https://www.wikidata.org/wiki/" + id
      : /^P\d+$/.test(id) ? "https://www.wikidata.org/wiki/Property:" + id : undefined;
  const link = (parent, id, label) => {
    const url = wikidataUrl(id);
    if (url === undefined) {
      parent.append(document.createTextNode(label));
      return;
    }
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.rel = "noopener noreferrer";
    anchor.target = "_blank";
    anchor.textContent = label;
    anchor.title = id;
    parent.append(anchor);
  };

  const render = () => {
    const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    page = Math.min(Math.max(0, page), pages - 1);
    const rows = document.createDocumentFragment();
    for (const index of shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)) {
      const failure = failures[index];
      const question = questions[failure[0]];
      const row = document.createElement("tr");
      row.className = "verdict-" + failure[2];
      column = 0;
      cell(row, data.models[failure[1]]);
      cell(row, (typeNames[question[1]] || question[1]) + (question[2] > 1 ? " · " + question[2] + "-hop" : ""));
      cell(row, question[3]);
      const questionCell = cell(row, question[5], "question");
      if (question[6]) {
        const list = document.createElement("ol");
        list.type = "A";
        for (const option of question[6]) {
          const item = document.createElement("li");
          item.textContent = option;
          list.append(item);
        }
        questionCell.append(list);
      }
      cell(row, failure[3] === null ? "(no response)" : failure[3], "response");
      const gold = cell(row, question[7], "gold");
      if (question[1] === "yes-no" && question[7] === "No") {
        gold.append(document.createTextNode(" (true: " + question[8] + ")"));
      }
      if (question[9].length > 0) {
        const aliases = document.createElement("div");
        aliases.className = "aliases";
        aliases.textContent = "also: " + question[9].join(", ");
        gold.append(aliases);
      }
      const verdictCell = cell(row, failure[2], "verdict");
      const reason = document.createElement("div");
      reason.className = "reason";
      reason.textContent = failure[6] + (failure[4] === null ? "" : " · read: " + failure[4]) + " · " + failure[7];
      verdictCell.append(reason);
      cell(row, failure[5] === null ? "–" : failure[5].toFixed(2), "score");
      if (severalModels) {
        const every = cell(row, "", "models");
        for (const answer of answersOf(failure[0])) {
          const line = document.createElement("div");
          line.className = "verdict-" + answer[1] + (answer[0] === failure[1] ? " this-model" : "");
          const name = document.createElement("b");
          name.textContent = data.models[answer[0]];
          const verdict = document.createElement("span");
          verdict.className = "verdict";
          verdict.textContent = answer[1];
          line.append(name, " ", verdict, ": ", answer[2] === null ? "(no response)" : answer[2]);
          every.append(line);
        }
      }
      const facts = cell(row, "", "facts");
      for (const fact of question[10]) {
        const line = document.createElement("div");
        if (fact[6] === 1) {
          line.className = "negated";
          line.append(document.createTextNode("stated (false): "));
        }
        link(line, fact[0], fact[1]);
        line.append(document.createTextNode(" — "));
        link(line, fact[2], fact[3]);
        line.append(document.createTextNode(" — "));
        link(line, fact[4], fact[5]);
        facts.append(line);
      }
      rows.append(row);
    }
    body.replaceChildren(rows);
    count.textContent = shown.length + " of " + failures.length + " failures";
    pageLabel.textContent = "page " + (page + 1) + " of " + pages;
    previous.disabled = page === 0;
    next.disabled = page >= pages - 1;
    for (const header of table.tHead.rows[0].cells) {
      if (header.dataset.key === sortKey) header.setAttribute("aria-sort", descending ? "descending" : "ascending");
      else header.removeAttribute("aria-sort");
    }
    writeState();
  };
  const sortBy = (key, wantDescending) => {
    sortKey = key;
    descending = wantDescending;
    controls.sort.value = key === "" ? "" : key + (descending ? "-desc" : "-asc");
    apply();
  };
  for (const header of table.tHead.rows[0].cells) {
    const key = header.dataset.key;
    if (!sortValue[key]) continue;
    header.tabIndex = 0;
    header.classList.add("sortable-header");
    header.title = "Sort by this column";
    const activate = () => sortBy(key, sortKey === key ? !descending : key === "score");
    header.addEventListener("click", activate);
    header.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); activate(); }
    });
  }
  controls.sort.addEventListener("change", () => {
    const value = controls.sort.value;
    if (value === "") sortBy("", false);
    else sortBy(value.replace(/-(asc|desc)$/, ""), value.endsWith("-desc"));
  });

  let timer;
  for (const control of [controls.model, controls.type, controls.topic, controls.hops, controls.verdict])
    control.addEventListener("change", apply);
  controls.search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(apply, 120);
  });
  previous.addEventListener("click", () => { page -= 1; render(); });
  next.addEventListener("click", () => { page += 1; render(); });
  byId("filter-reset").addEventListener("click", () => {
    for (const control of [controls.model, controls.type, controls.topic, controls.hops, controls.verdict, controls.sort]) control.value = "";
    controls.search.value = "";
    sortKey = "";
    descending = false;
    apply();
  });
  window.addEventListener("hashchange", () => {
    const wanted = readState();
    apply({ page: wanted });
  });
  apply({ page: readState() });
  document.body.dataset.ready = "true";
})();
`;
