import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { EntityProfiles } from "./entity-profiles.js";
import type { CandidateFact } from "./question-candidates.js";
import { isDividedIn } from "./divided-countries.js";
import { isJointOffice, yearsHeldAlone } from "./question-time.js";
import { datedTemplate } from "./past-tense.js";
import type { RelationSemantics } from "./relation-semantics.js";
import { templatesForSubject, type RelationTemplates } from "./relation-templates.js";

/** Options of {@link collectDatedCandidates}. */
export interface DatedCandidatesOptions {
  graph: KnowledgeGraph;
  profiles: EntityProfiles;
  semantics: (relation: string) => RelationSemantics | undefined;
  templatesOf: (relation: string) => RelationTemplates | undefined;
  /** Years from this one on are asked as current questions, not dated ones. */
  notFrom: number;
  /** The day the source's current values hold (the graph's, or the user's `--as-of`); today when undefined. */
  asOf: string | undefined;
}

/**
 * Dated candidates: for every seed and single-valued relation whose values change, whose statements
 * the source dates, and that has a lexicon entry, one candidate per past holder, for
 * the middle year that holder held the value alone (see {@link yearsHeldAlone}): "Who was the head of
 * government of Canada in 2020?". The relation's templates are put in the past tense with "in
 * {year}" (see {@link datedTemplate}), and the year is written into them; the holder is the one
 * accepted answer, and since one value holds at a time, any other entity is provably not it.
 */
export function collectDatedCandidates(options: DatedCandidatesOptions): CandidateFact[] {
  const { graph, profiles } = options;
  const candidates: CandidateFact[] = [];
  const pairs = new Map<string, { subject: string; relation: string }>();
  for (const statement of graph.statements)
    if (graph.isSeed(statement.subject))
      pairs.set(`${statement.subject} ${statement.relation}`, {
        subject: statement.subject,
        relation: statement.relation,
      });
  for (const { subject: subjectId, relation: relationId } of pairs.values()) {
    const semantics = options.semantics(relationId);
    const templates = options.templatesOf(relationId);
    const relation = graph.relation(relationId);
    const subject = graph.entity(subjectId);
    if (semantics?.cardinality !== "single" || semantics.time !== "changes") continue;
    // Only the lexicon's relations: their wording is read in the past tense.
    if (templates === undefined || !templates.source.startsWith("lexicon:")) continue;
    if (relation === undefined || subject === undefined) continue;
    const datedYesNo = datedTemplate(templates.yesNo);
    const datedWh = datedTemplate(templates.wh);
    const subjectNumber = graph.entityNumber(subjectId);
    if (!profiles.nameable(subjectNumber)) continue;
    const statements = graph.datedStatements(subjectId, relationId) ?? [];
    // An office held jointly has co-holders in every year, some of whom the source may lack.
    if (isJointOffice(subjectId, relationId, statements, options.asOf)) continue;
    for (const statement of statements) {
      const objectNumber = graph.entityNumber(statement.object);
      const object = graph.entity(statement.object);
      if (object === undefined || objectNumber < 0 || !profiles.nameable(objectNumber)) continue;
      // Not a year the country was divided into two states, each with its own holder.
      const years = yearsHeldAlone(statements, statement, options.notFrom).filter(
        (year) => !isDividedIn(subjectId, year),
      );
      const year = years[Math.floor(years.length / 2)];
      if (year === undefined) continue;
      const fill = (template: string): string => template.replaceAll("{year}", String(year));
      const yearTemplates: RelationTemplates = {
        ...templates,
        source: `${templates.source}@dated`,
        yesNo: fill(datedYesNo),
        wh: fill(datedWh),
        choice: undefined,
        // Not the subject direction: a monarch heads several realms at once.
        subjectWh: undefined,
        possessive: undefined,
        past: true,
      };
      delete yearTemplates.forPeople;
      delete yearTemplates.forFormer;
      delete yearTemplates.forTheDead;
      candidates.push({
        subject,
        relation,
        object,
        templates: templatesForSubject(yearTemplates, subject),
        objectCount: 1,
        subjectNumber,
        objectNumber,
        time: { mode: "dated", year },
        accepted: [objectNumber],
      });
    }
  }
  return candidates;
}
