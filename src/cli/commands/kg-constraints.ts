import { UsageError } from "../../errors.js";
import { knowledgeSourceKind, openKnowledgeSource } from "../../knowledge/open-knowledge-source.js";
import { readPropertyConstraints } from "../../knowledge/read-property-constraints.js";
import { isPropertyId } from "../../knowledge/sparql-literal.js";
import { redactURLCredentials } from "../../models/url-credentials.js";
import {
  compareCardinality,
  type CardinalityFinding,
  type CardinalityStanding,
} from "../../questions/compare-cardinality.js";
import { RELATION_SEMANTICS_VERSION, relationSemantics } from "../../questions/relation-semantics.js";
import type { CliContext } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

/** The usage line of `kg constraints`. */
export const kgConstraintsUsage =
  "factprobe kg constraints [--source wikidata|<endpoint URL>|embedded] [--relations P19,P20,...] [--json]";

const standingNames: Readonly<Record<CardinalityStanding, string>> = {
  agrees: "agree",
  "table-single": "single-valued in the table, no such constraint in the source",
  "table-multi": "multi-valued in the table, a single-value constraint in the source",
  missing: "not in the table",
  "no-constraints": "no constraint in the source",
};

/**
 * `factprobe kg constraints`: reads the property constraints (P2302) of the relations from a SPARQL
 * source that has them (the Wikidata Query Service by default) and reports where the relation
 * semantics table's cardinality disagrees with them.
 */
export async function kgConstraints(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      source: {
        type: "string",
        valueName: "source",
        description:
          "A SPARQL source holding Wikidata's property constraints: wikidata, an endpoint URL, or embedded (which holds none)",
        defaultText: "wikidata",
      },
      relations: {
        type: "string",
        valueName: "P19,P20,...",
        description: "The properties to compare, comma-separated",
        defaultText: "every property of the relation semantics table",
      },
      json: { type: "boolean", description: "Print the findings as JSON" },
    },
    {
      usage: kgConstraintsUsage,
      examples: [
        "factprobe kg constraints",
        "factprobe kg constraints --relations P19,P20,P26",
        "factprobe kg constraints --source http://localhost:7878/query --json",
      ],
    },
  );
  if (positionals.length > 0)
    throw new UsageError(`kg constraints takes no file ("${positionals[0] ?? ""}").`, {
      hint: `Usage: ${kgConstraintsUsage}`,
    });
  const sourceSpec = (values.source ?? "wikidata").trim();
  if (knowledgeSourceKind(sourceSpec) === "file")
    throw new UsageError(
      `--source ${sourceSpec} is a triple file, and constraints are read with SPARQL queries.`,
      { hint: "Give wikidata, an endpoint URL that holds Wikidata's statement model, or embedded." },
    );
  const properties = relationsOf(values.relations);
  const source = await openKnowledgeSource(sourceSpec);
  let findings: CardinalityFinding[];
  try {
    const constraints = await readPropertyConstraints({ source, properties, signal: context.signal });
    findings = compareCardinality(properties, constraints);
  } finally {
    await source.close?.();
  }
  const sourceName = redactURLCredentials(source.name);
  if (values.json === true) {
    context.stdout(
      `${JSON.stringify({ version: 1, source: sourceName, semanticsVersion: RELATION_SEMANTICS_VERSION, findings }, null, 2)}\n`,
    );
    return 0;
  }
  context.stdout(formatFindings(findings, sourceName));
  return 0;
}

/** The properties `--relations` names, or every property of the table. */
function relationsOf(list: string | undefined): string[] {
  if (list === undefined) return Object.keys(relationSemantics);
  const properties = list
    .split(",")
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== "");
  const invalid = properties.filter((item) => !isPropertyId(item));
  if (properties.length === 0 || invalid.length > 0)
    throw new UsageError(
      `--relations takes Wikidata property ids, comma-separated${invalid.length > 0 ? `; "${invalid.join('", "')}" is not one` : ""}.`,
      { hint: "For example: --relations P19,P20,P26" },
    );
  return [...new Set(properties)];
}

/** The findings as text: counts, then every disagreement and missing entry. */
function formatFindings(findings: readonly CardinalityFinding[], sourceName: string): string {
  const counts = new Map<CardinalityStanding, number>();
  for (const finding of findings) counts.set(finding.standing, (counts.get(finding.standing) ?? 0) + 1);
  const lines = [
    `Cardinality of ${findings.length} relation${findings.length === 1 ? "" : "s"}: the relation semantics table (version ${RELATION_SEMANTICS_VERSION}) against the property constraints (P2302) in ${sourceName}.`,
  ];
  if ((counts.get("no-constraints") ?? 0) === findings.length) {
    lines.push(
      `${sourceName} holds no property constraints for them: nothing to compare. The Wikidata Query Service has them (--source wikidata).`,
    );
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    (Object.keys(standingNames) as CardinalityStanding[])
      .map((standing) => `${standingNames[standing]}: ${counts.get(standing) ?? 0}`)
      .join("; "),
  );
  const shown = findings.filter(
    (finding) => finding.standing !== "agrees" && finding.standing !== "no-constraints",
  );
  if (shown.length === 0) lines.push("No disagreement.");
  else {
    lines.push("", "To review (the table is curated from the constraints and the properties' meaning):");
    for (const finding of shown) lines.push(`  ${finding.message}`);
  }
  return `${lines.join("\n")}\n`;
}
