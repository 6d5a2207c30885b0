import {
  SINGLE_BEST_VALUE_CONSTRAINT,
  SINGLE_VALUE_CONSTRAINT,
  type PropertyConstraints,
} from "../knowledge/read-property-constraints.js";
import { relationSemantics, type RelationSemantics } from "./relation-semantics.js";

/**
 * How the semantics table's cardinality of one property stands to the source's constraints:
 * - `agrees`: single-valued in both, or multi-valued in the table and without a single-value or
 *   single-best-value constraint in the source;
 * - `table-single`: single-valued in the table (from the property's meaning), while the source's
 *   constraints hold neither;
 * - `table-multi`: multi-valued in the table, while the source gives the property a single-value or
 *   single-best-value constraint;
 * - `missing`: the table has no entry (the generator skips the relation);
 * - `no-constraints`: the source holds no constraint for the property, so nothing to compare.
 */
export type CardinalityStanding = "agrees" | "table-single" | "table-multi" | "missing" | "no-constraints";

/** One property's comparison, with a sentence a reader can check. */
export interface CardinalityFinding {
  property: string;
  /** The property's label in the source, when it gave one. */
  label?: string;
  standing: CardinalityStanding;
  /** The table's cardinality; absent when the table has no entry. */
  table?: RelationSemantics["cardinality"];
  /** The source's cardinality constraint; absent when it has none. */
  constraint?: PropertyConstraints["single"];
  message: string;
}

const constraintNames: Readonly<Record<string, string>> = {
  [SINGLE_VALUE_CONSTRAINT]: `the single-value constraint (${SINGLE_VALUE_CONSTRAINT})`,
  [SINGLE_BEST_VALUE_CONSTRAINT]: `the single-best-value constraint (${SINGLE_BEST_VALUE_CONSTRAINT})`,
};

/**
 * Compares the cardinality the relation semantics table gives each property with the property
 * constraints (P2302) a source holds (`readPropertyConstraints`), for a reviewer: the table is
 * curated from the constraints and the properties' meaning, so a disagreement is a question to look
 * at, not an error in itself. One finding per property, in the order given.
 */
export function compareCardinality(
  properties: readonly string[],
  constraints: ReadonlyMap<string, PropertyConstraints>,
  semantics: Readonly<Record<string, RelationSemantics>> = relationSemantics,
): CardinalityFinding[] {
  return properties.map((property) => {
    const found = constraints.get(property);
    const entry = semantics[property];
    const name = found?.label === undefined ? property : `${property} (${found.label})`;
    const base = {
      property,
      ...(found?.label === undefined ? {} : { label: found.label }),
      ...(entry === undefined ? {} : { table: entry.cardinality }),
      ...(found?.single === undefined ? {} : { constraint: found.single }),
    };
    const held =
      found?.single === undefined
        ? "no single-value or single-best-value constraint"
        : (constraintNames[found.single] ?? found.single);
    const separators =
      found === undefined || found.separators.length === 0
        ? ""
        : `, with separator${found.separators.length === 1 ? "" : "s"} ${found.separators.join(", ")}`;
    if (entry === undefined)
      return {
        ...base,
        standing: "missing",
        message: `${name} has no entry in the relation semantics table, so no question asks it; the source gives it ${held}${separators}.`,
      };
    if (found === undefined)
      return {
        ...base,
        standing: "no-constraints",
        message: `${name}: the source holds no constraint for it; the table says ${entry.cardinality}-valued.`,
      };
    const single = found.single !== undefined;
    if (single === (entry.cardinality === "single"))
      return {
        ...base,
        standing: "agrees",
        message: `${name}: ${entry.cardinality}-valued in the table; the source gives it ${held}${separators}.`,
      };
    return {
      ...base,
      standing: entry.cardinality === "single" ? "table-single" : "table-multi",
      message: `${name}: the table says ${entry.cardinality}-valued ("${entry.reason}"), but the source gives it ${held}${separators}.`,
    };
  });
}
