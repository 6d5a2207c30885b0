import { TOPIC_CATALOGUE } from "./topic-catalogue.js";

/**
 * How topics are written, for error messages: the three forms with examples, how to join
 * constraints, and the catalogue names.
 */
export function topicGuidance(): string {
  return [
    "Write a topic in one of four forms:",
    "  a catalogue name         politician",
    "  property=value ids       P106=Q39018",
    "  a class id (instances)   Q3305213",
    "  property: value labels   occupation: emperor",
    'Join several constraints with "&", e.g. "occupation: politician & country of citizenship: France".',
    `Catalogue names: ${Object.keys(TOPIC_CATALOGUE).join(", ")}. See factprobe topics.`,
  ].join("\n");
}
