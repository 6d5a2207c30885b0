// Rendering every report (summary with Tables 5 and 6, comparisons, two-hop breakdown,
// consistency; JSON, CSV, Markdown and the one-file HTML) for a synthetic run of 50,000 answers:
// wall time, peak RSS and file sizes. The run is realistic in shape: 2 models × 25,000 questions,
// 7 topics over 5 domains, all three types, 10% two-hop, ~35% of answers not correct.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRunData, renderRunReport, reportRun } from "../dist/index.js";
import { writeFile } from "node:fs/promises";

const answersWanted = Number(process.env.FACTPROBE_BENCH_ANSWERS ?? 50_000);
const topics = ["politician", "writer", "country", "city", "historical event", "disease", "painting"];
const relations = [
  ["P19", "place of birth"],
  ["P27", "country of citizenship"],
  ["P102", "member of political party"],
  ["P69", "educated at"],
  ["P36", "capital"],
  ["P170", "creator"],
];
const names = ["Paris", "Lyon", "Oslo", "Rome", "Berlin", "Madrid", "Vienna", "Prague", "Lisbon", "Dublin"];
const types = ["yes-no", "multiple-choice", "wh"];
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = (list) => list[Math.floor(random() * list.length)];

function synthesizeRun(total, modelIds) {
  const questions = [];
  for (let index = 0; index < Math.ceil(total / modelIds.length); index += 1) {
    const type = types[index % 3];
    const [relation, relationLabel] = relations[index % relations.length];
    const subject = `Q${1000 + (index % 5000)}`;
    const object = `Q${100 + Math.floor(random() * 400)}`;
    const objectLabel = `${pick(names)} ${object}`;
    const subjectLabel = `Entity ${subject}`;
    const twoHop = index % 10 === 9 && index > 20;
    questions.push({
      version: 1,
      id: `q${index}`,
      type,
      hops: twoHop ? 2 : 1,
      topic: topics[Math.floor(index / 3) % topics.length],
      text:
        type === "yes-no"
          ? `Is ${objectLabel} the ${relationLabel} of ${subjectLabel}?`
          : `What is the ${relationLabel} of ${subjectLabel}?`,
      ...(type === "multiple-choice" ? { options: [objectLabel, "Lyon", "Oslo", "Rome"] } : {}),
      answer:
        type === "yes-no" ? (index % 2 === 0 ? "Yes" : "No") : type === "multiple-choice" ? "A" : objectLabel,
      answerLabel: objectLabel,
      aliases: index % 4 === 0 ? [`${objectLabel} (city)`] : [],
      facts: [{ subject, subjectLabel, relation, relationLabel, object, objectLabel }],
      ...(twoHop
        ? {
            twoHop: {
              bridge: object,
              bridgeLabel: objectLabel,
              subQuestionIds: [`q${index - 9}`, `q${index - 18}`],
            },
          }
        : {}),
      templateId: "synthetic",
      generator: "synthetic@1",
    });
  }
  const answers = [];
  const scores = [];
  for (const [modelIndex, modelId] of modelIds.entries()) {
    for (const question of questions) {
      if (answers.length >= total) break;
      const skill =
        0.75 - 0.15 * modelIndex - (question.type === "wh" ? 0.2 : 0) - (question.hops === 2 ? 0.15 : 0);
      const draw = random();
      const verdict =
        draw < skill
          ? "correct"
          : draw < skill + 0.2
            ? "incorrect"
            : draw < 0.97
              ? "not-attempted"
              : draw < 0.995
                ? "unparseable"
                : "error";
      const response =
        verdict === "not-attempted"
          ? "I'm sorry, I don't have information about that."
          : question.type === "wh"
            ? verdict === "correct"
              ? question.answerLabel
              : `${pick(names)}, the city on the river`
            : verdict === "correct"
              ? question.answer
              : question.type === "yes-no"
                ? question.answer === "Yes"
                  ? "No"
                  : "Yes"
                : "C. Oslo";
      answers.push({
        version: 1,
        questionId: question.id,
        modelId,
        ...(verdict === "error" ? { error: "HTTP 503" } : { response }),
        attempts: 1,
        latencyMs: 120,
        answeredAt: "2026-11-21T10:00:00.000Z",
      });
      scores.push({
        version: 1,
        questionId: question.id,
        modelId,
        type: question.type,
        hops: question.hops,
        topic: question.topic,
        verdict,
        reason: verdict === "correct" ? "exact match" : `expected "${question.answer}"`,
        matcher: question.type === "wh" ? "default" : "exact",
        ...(question.type === "wh" ? { score: Math.round(random() * 100) / 100 } : {}),
      });
    }
  }
  return { questions, answers, scores };
}

const directory = await mkdtemp(join(tmpdir(), "factprobe-bench-reports-"));
const data = synthesizeRun(answersWanted, ["model:alpha", "model:beta"]);
const jsonl = (records) => records.map((record) => `${JSON.stringify(record)}\n`).join("");
await writeFile(join(directory, "questions.jsonl"), jsonl(data.questions));
await writeFile(join(directory, "answers.jsonl"), jsonl(data.answers));
await writeFile(join(directory, "scores.jsonl"), jsonl(data.scores));
const rssBefore = process.memoryUsage().rss;

const inMemoryStarted = performance.now();
const report = renderRunReport({ ...data, runDirectory: directory });
const inMemoryMs = performance.now() - inMemoryStarted;

const readStarted = performance.now();
await readRunData(directory);
const readMs = performance.now() - readStarted;

const started = performance.now();
const { files } = await reportRun(directory);
const totalMs = performance.now() - started;
const size = async (path) => (await stat(path)).size / 1_048_576;
const html = await readFile(files.html, "utf8");
const failures = data.scores.filter((score) => score.verdict !== "correct").length;

console.log(
  `answers: ${data.answers.length} (${data.questions.length} questions, 2 models), failures in the HTML table: ${failures}`,
);
console.log(
  `reportRun (read 3 files, summarise, write JSON+CSV+Markdown+HTML): ${(totalMs / 1000).toFixed(2)} s`,
);
console.log(
  `  of which reading and validating the run: ${(readMs / 1000).toFixed(2)} s; rendering all formats in memory: ${(inMemoryMs / 1000).toFixed(2)} s`,
);
console.log(
  `report.html: ${(await size(files.html)).toFixed(2)} MB (${report.summary.rows.length} summary rows; ${html.length.toLocaleString("en")} characters)`,
);
console.log(
  `summary.json: ${(await size(files.summary)).toFixed(2)} MB, summary.csv: ${(await size(files.csv)).toFixed(3)} MB, report.md: ${(await size(files.markdown)).toFixed(3)} MB`,
);
console.log(
  `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (RSS after synthesising the run: ${(rssBefore / 1_048_576).toFixed(0)} MB)`,
);
await rm(directory, { recursive: true, force: true });
