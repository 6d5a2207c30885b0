import { listTopics } from "../knowledge/topics.js";

/** The domain of topics outside the catalogue (custom topics such as `occupation: emperor`). */
export const OTHER_DOMAIN = "Other";

const normalizeTopic = (topic: string): string =>
  topic
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-");

/**
 * Maps topics to the FactChecker paper's domains (People, Place, Event, Medical, Art) through the
 * topic catalogue. A topic matches a catalogue entry by name whether written with spaces or
 * hyphens (`historical event` and `historical-event`); any other topic is in {@link OTHER_DOMAIN}.
 */
export function createDomainOfTopic(): (topic: string) => string {
  const domains = new Map(listTopics().map((topic) => [normalizeTopic(topic.name), topic.domain]));
  return (topic) => domains.get(normalizeTopic(topic)) ?? OTHER_DOMAIN;
}

/** The domains in the paper's order (Table 5), then {@link OTHER_DOMAIN}. */
export function domainOrder(): string[] {
  return [...new Set([...listTopics().map((topic) => topic.domain), OTHER_DOMAIN])];
}
