/**
 * A browser script that makes every `<table class="sortable">` sortable: a click (or Enter/Space)
 * on a header sorts its body rows by that column, a second click reverses. Cells sort by their
 * `data-sort` attribute when present, else by their leading number ("62.5 (50.1–73.4)" sorts as
 * 62.5; "–" last), else as text. The sorted column and direction are shown with `aria-sort`; the first
 * click on a number column sorts descending. Written as a plain IIFE so a CSP can allow it by hash.
 */
export const sortableTableScript = String.raw`(() => {
  "use strict";
  const keyOf = (cell) => {
    if (!cell) return { number: NaN, text: "" };
    const raw = cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
    const match = /^[+−-]?\d+(?:\.\d+)?/.exec(raw.replace("−", "-"));
    return { number: match ? Number(match[0].replace("−", "-")) : NaN, text: raw.toLowerCase() };
  };
  const compare = (left, right) => {
    const leftNumber = !Number.isNaN(left.number), rightNumber = !Number.isNaN(right.number);
    if (leftNumber && rightNumber) return left.number - right.number;
    if (leftNumber !== rightNumber) return leftNumber ? -1 : 1;
    return left.text.localeCompare(right.text);
  };
  const sortBy = (table, column, descending) => {
    const body = table.tBodies[0];
    if (!body) return;
    const rows = [...body.rows].map((row, index) => ({ row, index, key: keyOf(row.cells[column]) }));
    rows.sort((left, right) => {
      const order = compare(left.key, right.key);
      if (order === 0) return left.index - right.index;
      const missingLeft = Number.isNaN(left.key.number) && left.key.text === "–";
      const missingRight = Number.isNaN(right.key.number) && right.key.text === "–";
      if (missingLeft !== missingRight) return missingLeft ? 1 : -1;
      return descending ? -order : order;
    });
    body.append(...rows.map((entry) => entry.row));
    [...table.tHead.rows[0].cells].forEach((header, index) => {
      if (index === column) header.setAttribute("aria-sort", descending ? "descending" : "ascending");
      else header.removeAttribute("aria-sort");
    });
  };
  const setUp = (table) => {
    if (!table.tHead || table.dataset.sortable === "ready") return;
    table.dataset.sortable = "ready";
    [...table.tHead.rows[0].cells].forEach((header, column) => {
      header.tabIndex = 0;
      header.title = "Sort by this column";
      const activate = () => {
        const current = header.getAttribute("aria-sort");
        const descending = current === null ? header.dataset.firstSort !== "ascending" && column > 0 : current === "ascending";
        sortBy(table, column, descending);
        table.dispatchEvent(new CustomEvent("factprobe-sorted", { detail: { column, descending } }));
      };
      header.addEventListener("click", activate);
      header.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); activate(); }
      });
    });
  };
  const all = () => document.querySelectorAll("table.sortable").forEach(setUp);
  window.factprobeSortTable = (table, column, descending) => { setUp(table); sortBy(table, column, descending); };
  all();
})();
`;
