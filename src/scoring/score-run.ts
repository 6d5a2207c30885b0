import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { FactprobeError } from "../errors.js";
import { readFactSet } from "../knowledge/read-fact-set.js";
import { readJsonl } from "../io/read-jsonl.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { writeJsonl } from "../io/write-jsonl.js";
import { answerKey } from "../runs/answer-key.js";
import { answerRecordSchema, type AnswerRecord } from "../runs/answer-record.js";
import { runFiles } from "../runs/run-files.js";
import { createWorkerEmbeddingModel } from "./create-worker-embedding-model.js";
import { createDefaultMatcher } from "./default-matcher.js";
import { defaultEmbeddingModelPath } from "./embedding-model-path.js";
import { createEntityLinker, type EntityLinker, type LinkableEntity } from "./entity-linker.js";
import type { EntityClass, Fact } from "../knowledge/fact-set.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { redactURLCredentials } from "../models/url-credentials.js";
import { addLookups, noLookups, readLookups, writeLookups, type Lookups } from "./looked-up-entities-file.js";
import type { Matcher } from "./matcher.js";
import { scoreAnswers } from "./score-answers.js";
import { disputeOf, pairsToConfirm } from "./disputed-facts.js";
import { fetchRelationValues, type SubjectRelation } from "../knowledge/fetch-relation-values.js";
import type { ScoredAnswer } from "./scored-answer.js";

/** Options of {@link scoreRun}. */
export interface ScoreRunOptions {
  /**
   * The WH matcher. Default: the default matcher with the sentence-embedding model from the default
   * cache folder (`defaultEmbeddingModelPath` of this process's environment), disposed afterwards.
   */
  matcher?: Matcher;
  signal?: AbortSignal;
  /**
   * Links WH answers to entities for the evidence rules. Default: one over the entities of the run
   * directory's `kg.json`, built once, when the file exists and a question carries `judging`;
   * otherwise none.
   */
  linker?: EntityLinker;
  /** Answers given to the matcher at once (default 512); a batch-API judge takes them all in one. */
  batchSize?: number;
  /**
   * The run's graph, when the caller holds it (`check`): the linker is made from it rather than
   * from `kg.json` again. Ignored with `linker`.
   */
  factSet?: LinkedFactSet;
  /**
   * A SPARQL source (or a function that opens one, called only when a name is to be looked up, its
   * source closed afterwards) in which the names of WH answers that the run's graph lacks are looked
   * up before judging (`lookUpEntities`): "Wernigerode" for a birthplace the topic's slice never
   * held is then a place the source can show apart from the gold. What it finds is kept in the run's
   * `lookups.json`, which every later scoring of the run reads, with or without a source; names
   * asked before are not asked again. `lookups.json` holds one source's lookups: with another
   * source, they are dropped and the names asked of the new one. A source that answers no SPARQL
   * (`sparql: false`, a triple file read as a stream) is not asked. Ignored with `linker`.
   */
  source?: KnowledgeSource | (() => Promise<KnowledgeSource>);
  /**
   * The name (`KnowledgeSource.name`) of the source that `source`, given as a function, opens:
   * lookups of another source are then dropped before judging even when no name is to be looked
   * up, so that the source a user names is the one that judges. Default: the source's own name when
   * `source` is one; learned when it is opened otherwise.
   */
  sourceName?: string;
  /** Called when a lookup fails (the answers are then judged without it) or finds entities. */
  onLookUp?: (message: string) => void;
}

/** What a linker is made from: a fact set's entities, facts and class labels. */
export interface LinkedFactSet {
  entities: readonly LinkableEntity[];
  facts: readonly Fact[];
  classes?: readonly EntityClass[] | undefined;
}

/**
 * (Re)scores the recorded answers of a run directory without asking any model: reads
 * `questions.jsonl` and `answers.jsonl` (the latest answer per model and question wins), judges
 * them with the matcher (and, for questions with `judging`, links answers to the entities of
 * `kg.json`) and writes `scores.jsonl`.
 */
export async function scoreRun(runDirectory: string, options: ScoreRunOptions = {}): Promise<ScoredAnswer[]> {
  const files = runFiles(runDirectory);
  for (const path of [files.questions, files.answers]) {
    if (!existsSync(path)) {
      throw new FactprobeError(
        "missing-run-file",
        `${path} does not exist: ${runDirectory} is not a run directory.`,
        {
          hint: "Run `factprobe ask <suite.jsonl> --model <id> --out <run-dir>` (or `factprobe check`) first.",
        },
      );
    }
  }
  const questions = await readQuestionSuite(files.questions);
  const { records } = await readJsonl(files.answers, {
    schema: answerRecordSchema,
    tolerateTruncatedTail: true,
  });
  const latest = new Map<string, AnswerRecord>();
  for (const record of records) latest.set(answerKey(record.modelId, record.questionId), record);
  const known = new Set(questions.map((question) => question.id));
  const strangers = [...latest.values()].filter((record) => !known.has(record.questionId));
  if (strangers.length > 0) {
    throw new FactprobeError(
      "run-suite-mismatch",
      `${files.answers} holds ${strangers.length} answers to questions that ${files.questions} lacks (e.g. "${strangers[0]?.questionId ?? ""}"): ${runDirectory} mixes two question suites.`,
      { hint: "Ask the suite again with `factprobe ask <suite.jsonl> ... --fresh` (or into a new --out)." },
    );
  }
  const judged = questions.some((question) => question.judging !== undefined);
  const graph =
    options.linker !== undefined || !judged
      ? undefined
      : (options.factSet ?? (existsSync(files.factSet) ? await readFactSet(files.factSet) : undefined));
  const { source } = options;
  let lookups = await readLookups(files.lookups);
  // Lookups of another source than the one given are dropped: the source named is the one that judges.
  const ofOtherSource = (name: string): boolean =>
    lookups.sources.length > 0 && !lookups.sources.includes(redactURLCredentials(name));
  const announcedName = options.sourceName ?? (typeof source === "object" ? source.name : undefined);
  const asksSource = source !== undefined && !(typeof source === "object" && source.sparql === false);
  if (asksSource && announcedName !== undefined && ofOtherSource(announcedName)) {
    options.onLookUp?.(
      `The run's lookups.json holds lookups in ${lookups.sources.join(", ")}; they are replaced by lookups in ${redactURLCredentials(announcedName)}.`,
    );
    lookups = noLookups();
  }
  // The linker judging uses: the one of the graph and its lookups, remade when the source adds some.
  let linker = options.linker ?? (graph === undefined ? undefined : linkerOf(graph, lookups));
  const questionById = new Map(questions.map((question) => [question.id, question]));
  const keyOf = (pair: SubjectRelation): string => `${pair.subject} ${pair.relation}`;
  /** The subjects and relations of the facts of every answered question, each once. */
  const answeredPairs = (): SubjectRelation[] => {
    const pairs = new Map<string, SubjectRelation>();
    for (const record of latest.values()) {
      const question = questionById.get(record.questionId);
      if (question !== undefined) for (const pair of pairsToConfirm(question)) pairs.set(keyOf(pair), pair);
    }
    return [...pairs.values()];
  };
  // An endpoint's URL may carry credentials: they reach neither lookups.json nor a message.
  const nameOf = (opened: KnowledgeSource | undefined): string =>
    redactURLCredentials(
      opened?.name ?? announcedName ?? (typeof source === "object" ? source.name : "the source"),
    );
  /**
   * Asks the source, once, before any answer goes to the matcher (so that a store and the
   * embedding model are never in memory together): the names the answers hold that the graph does
   * not link, the places they link to that it cannot place, and the values of every answered
   * question's facts (which confirm or dispute an `incorrect` verdict). What was asked before of
   * this source is not asked again; the source is closed after.
   */
  const consult = !asksSource
    ? undefined
    : async (
        wanted: { names: readonly string[]; ids: readonly string[] },
        signal?: AbortSignal,
      ): Promise<EntityLinker | undefined> => {
        const asked = new Set([...lookups.names, ...lookups.ids.map((id) => `#${id}`)]);
        const knownPairs = new Set(lookups.values.map(keyOf));
        let missing = graph === undefined ? [] : wanted.names.filter((name) => !asked.has(name));
        let missingIds = graph === undefined ? [] : wanted.ids.filter((id) => !asked.has(`#${id}`));
        let missingPairs = answeredPairs().filter((pair) => !knownPairs.has(keyOf(pair)));
        if (missing.length === 0 && missingIds.length === 0 && missingPairs.length === 0) return undefined;
        let opened: KnowledgeSource | undefined;
        try {
          opened = typeof source === "function" ? await source() : source;
          if (opened.sparql === false) return undefined;
          // Learned only now: lookups of another source are dropped, and everything asked again.
          const restarted = announcedName === undefined && ofOtherSource(opened.name);
          if (restarted) {
            lookups = noLookups();
            missing = graph === undefined ? [] : [...wanted.names];
            missingIds = graph === undefined ? [] : [...wanted.ids];
            missingPairs = answeredPairs();
          }
          const { lookUpEntities } = await import("../knowledge/look-up-entities.js");
          const found =
            missing.length === 0 && missingIds.length === 0
              ? undefined
              : await lookUpEntities(opened, missing, {
                  ids: missingIds,
                  ...(signal === undefined ? {} : { signal }),
                });
          const values =
            missingPairs.length === 0
              ? []
              : await fetchRelationValues(opened, missingPairs, signal === undefined ? {} : { signal });
          lookups = addLookups(lookups, {
            source: nameOf(opened),
            names: missing,
            ids: [...new Set([...missingIds, ...(found?.placed ?? [])])],
            entities: found?.entities ?? [],
            facts: found?.facts ?? [],
            classes: found?.classes ?? [],
            values,
          });
          await writeLookups(files.lookups, lookups);
          if (found !== undefined)
            options.onLookUp?.(
              `Looked up ${missing.length} names and placed ${missingIds.length} places from the answers in ${nameOf(opened)}: ${found.entities.length} entities with the places above them.`,
            );
          if ((found === undefined && !restarted) || graph === undefined) return undefined;
          linker = linkerOf(graph, lookups);
          return linker;
        } catch (error) {
          if (signal?.aborted === true) throw error;
          options.onLookUp?.(
            `Could not look up the answers' names and facts in ${nameOf(opened)} (${redactURLCredentials((error as Error).message)}); they are judged by the run's graph alone.`,
          );
          return undefined;
        } finally {
          if (typeof source === "function") await opened?.close?.();
        }
      };
  /**
   * The `incorrect` verdicts whose facts the source disputes (`disputeOf`, by the values kept in
   * lookups.json) made `unverified`.
   */
  const confirmFlagged = (scores: ScoredAnswer[]): ScoredAnswer[] => {
    const flagged = scores.filter((score) => score.verdict === "incorrect");
    if (flagged.length === 0 || lookups.values.length === 0) return scores;
    const valuesByPair = new Map(lookups.values.map((entry) => [keyOf(entry), entry]));
    const holder = lookups.sources.join(", ") || "the source";
    let disputed = 0;
    const confirmed = scores.map((score) => {
      const question = questionById.get(score.questionId);
      if (score.verdict !== "incorrect" || question === undefined) return score;
      const linked =
        question.type === "wh" && score.parsed !== undefined && linker !== undefined
          ? [...linker.link(score.parsed), ...(linker.mentions?.(score.parsed) ?? [])].map(
              (entity) => entity.id,
            )
          : [];
      const dispute = disputeOf(question, (pair) => valuesByPair.get(keyOf(pair)), linked, holder);
      if (dispute === undefined) return score;
      disputed += 1;
      return {
        ...score,
        verdict: "unverified" as const,
        reason: `${dispute}: the run's graph may be wrong or out of date (it gave: ${score.reason})`,
      };
    });
    if (disputed > 0)
      options.onLookUp?.(
        `${holder} disputes the facts behind ${disputed} of ${flagged.length} incorrect verdicts: they are unverified.`,
      );
    return confirmed;
  };
  const matcher =
    options.matcher ??
    createDefaultMatcher({
      embeddingModel: createWorkerEmbeddingModel({
        // The library reads no environment: callers with FACTPROBE_CACHE_DIR set pass a matcher.
        modelPath: defaultEmbeddingModelPath({ env: {}, homedir: homedir() }),
      }),
    });
  try {
    const scores = confirmFlagged(
      await scoreAnswers(questions, [...latest.values()], {
        matcher,
        ...(linker === undefined ? {} : { linker }),
        ...(consult === undefined ? {} : { lookUp: consult }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
      }),
    );
    await writeJsonl(files.scores, scores);
    return scores;
  } finally {
    if (options.matcher === undefined) await matcher.dispose?.();
  }
}

/**
 * A linker over a run's fact set and what was looked up for it: their entities' names (the graph's
 * entity first where both hold one), their facts for `liesWithin`, and their class labels for the
 * divisions that make two places near.
 */
function linkerOf(factSet: LinkedFactSet, lookups?: Lookups): EntityLinker {
  if (lookups === undefined || lookups.entities.length === 0)
    return createEntityLinker(factSet.entities, { facts: factSet.facts, classes: factSet.classes ?? [] });
  const known = new Set(factSet.entities.map((entity) => entity.id));
  return createEntityLinker(
    [...factSet.entities, ...lookups.entities.filter((entity) => !known.has(entity.id))],
    {
      facts: [...factSet.facts, ...lookups.facts],
      classes: [...(factSet.classes ?? []), ...lookups.classes],
    },
  );
}
