// The paper's RQ2 figures for one responder: joins factprobe's verdicts with the labeller's labels.
// A real error is a response the labeller calls wrong (`correct: false`) on a fair item. A verdict
// `incorrect` is a real error, a false alarm (unfair item, or a response labelled right), or
// undetermined (no label, or `correct: null` on a fair item). Pure: no files, no network.

/** The rows of a figures table: each question type, then all. */
export const ROWS = ["yes-no", "multiple-choice", "wh", "all"];

/** The verdict name counted for a question that has no score line. */
export const NO_VERDICT = "(none)";

function emptyCell() {
  return {
    items: 0,
    labelled: 0,
    fair: 0,
    fairShare: null,
    verdicts: {},
    flagged: 0,
    flaggedReal: 0,
    flaggedFalseAlarms: 0,
    flaggedOnUnfair: 0,
    flaggedLabelledRight: 0,
    flaggedUndetermined: 0,
    precision: null,
    precisionInterval: null,
    realErrors: 0,
    missed: 0,
    missedShare: null,
    missedShareInterval: null,
    missedByVerdict: {},
    undeterminedResponses: 0,
  };
}

function increment(counts, key) {
  counts[key] = (counts[key] ?? 0) + 1;
}

function ratio(part, whole) {
  return whole === 0 ? null : part / whole;
}

/**
 * Figures per question type and overall for `responder`. `questions`: `{ id, type }` of every item;
 * `scores`: `{ questionId, verdict }` of this responder (any verdict name, counted by name);
 * `labels`: Map question id -> label line (see read-labels.mjs); `interval(successes, total)`, when
 * given (the bench passes the library's `wilsonInterval`), adds 95% intervals to the two shares. Returns
 * `{ responder, rows: { "yes-no" | "multiple-choice" | "wh" | "all": cell }, scoresWithoutQuestion }`;
 * a cell's fields are documented in bench/validity/README.md.
 */
export function computeValidityFigures({ responder, questions, scores, labels, interval }) {
  const verdictOf = new Map(scores.map((score) => [score.questionId, score.verdict]));
  const known = new Set(questions.map((question) => question.id));
  const rows = Object.fromEntries(ROWS.map((row) => [row, emptyCell()]));
  for (const question of questions) {
    const verdict = verdictOf.get(question.id) ?? NO_VERDICT;
    const label = labels.get(question.id);
    const response = label?.responses[responder];
    const fair = label?.fair;
    const wrong = fair === true && response?.correct === false;
    for (const cell of [rows[question.type] ?? (rows[question.type] = emptyCell()), rows.all]) {
      cell.items += 1;
      increment(cell.verdicts, verdict);
      if (label !== undefined) cell.labelled += 1;
      if (fair === true) cell.fair += 1;
      if (fair === true && (response === undefined || response.correct === null))
        cell.undeterminedResponses += 1;
      if (wrong) {
        cell.realErrors += 1;
        if (verdict !== "incorrect") {
          cell.missed += 1;
          increment(cell.missedByVerdict, verdict);
        }
      }
      if (verdict !== "incorrect") continue;
      cell.flagged += 1;
      if (wrong) cell.flaggedReal += 1;
      else if (fair === false) cell.flaggedOnUnfair += 1;
      else if (fair === true && response?.correct === true) cell.flaggedLabelledRight += 1;
      else cell.flaggedUndetermined += 1;
    }
  }
  for (const cell of Object.values(rows)) {
    cell.fairShare = ratio(cell.fair, cell.labelled);
    cell.flaggedFalseAlarms = cell.flaggedOnUnfair + cell.flaggedLabelledRight;
    cell.precision = ratio(cell.flaggedReal, cell.flaggedReal + cell.flaggedFalseAlarms);
    cell.missedShare = ratio(cell.missed, cell.realErrors);
    if (interval !== undefined) {
      const judged = cell.flaggedReal + cell.flaggedFalseAlarms;
      cell.precisionInterval = judged === 0 ? null : interval(cell.flaggedReal, judged);
      cell.missedShareInterval = cell.realErrors === 0 ? null : interval(cell.missed, cell.realErrors);
    }
  }
  const scoresWithoutQuestion = scores.filter((score) => !known.has(score.questionId)).length;
  return { responder, rows, scoresWithoutQuestion };
}

function percent(value, range = null) {
  if (value === null) return "n/a";
  const shown = `${(100 * value).toFixed(1)}%`;
  return range === null ? shown : `${shown}, ${(100 * range[0]).toFixed(1)}–${(100 * range[1]).toFixed(1)}`;
}

function verdictList(counts) {
  return Object.entries(counts)
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
}

/** A Markdown table of {@link computeValidityFigures}'s result; shares with their 95% interval when computed. */
export function renderValidityTable(figures) {
  const header = [
    "| Type | Items | Labelled | Fair (share) | `incorrect` | Real errors among them (precision) | False alarms (unfair / labelled right) | Undetermined | Real errors | Missed (share) | Missed as | Verdicts |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|",
  ];
  const lines = ROWS.filter((row) => figures.rows[row].items > 0 || row === "all").map((row) => {
    const cell = figures.rows[row];
    return [
      row === "all" ? "**All**" : row,
      cell.items,
      cell.labelled,
      `${cell.fair} (${percent(cell.fairShare)})`,
      cell.flagged,
      `${cell.flaggedReal} (${percent(cell.precision, cell.precisionInterval)})`,
      `${cell.flaggedFalseAlarms} (${cell.flaggedOnUnfair} / ${cell.flaggedLabelledRight})`,
      cell.flaggedUndetermined,
      cell.realErrors,
      `${cell.missed} (${percent(cell.missedShare, cell.missedShareInterval)})`,
      verdictList(cell.missedByVerdict) || "-",
      verdictList(cell.verdicts),
    ].join(" | ");
  });
  return [...header, ...lines.map((line) => `| ${line} |`)].join("\n");
}
