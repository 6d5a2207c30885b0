import type { ResolvedTopic } from "./topics.js";

/** One line that shows how a topic was resolved, e.g. `politician → occupation (P106) = politician (Q82955)`. */
export function describeTopic(topic: ResolvedTopic): string {
  const constraints = topic.constraints
    .map(
      (constraint) =>
        `${constraint.propertyLabel} (${constraint.property}) = ${constraint.valueLabel} (${constraint.value})`,
    )
    .join(" and ");
  return `Topic "${topic.text}" → ${constraints}`;
}
