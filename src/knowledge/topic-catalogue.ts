/** One named topic: the Wikidata constraint that selects its entities. */
export interface TopicDefinition {
  /** The name users type, e.g. `politician` or `historical-event`. */
  readonly name: string;
  /** The group it belongs to in the FactChecker paper's Table 3 (People, Place, Event, Medical, Art). */
  readonly domain: string;
  /** The noun used in prompts and reports, e.g. `historical event`. */
  readonly promptTopic: string;
  /** The property that the entities must have (`P106` occupation, `P31` instance of). */
  readonly property: string;
  readonly propertyLabel: string;
  /** The value that property must point to. */
  readonly value: string;
  readonly valueLabel: string;
  /** The paper's example entity of this topic. */
  readonly example: string;
  /** Why the constraint is what it is, where that is not obvious. */
  readonly note?: string;
}

/**
 * The named topics: the 15 topics of the FactChecker paper's Table 3 with the Wikidata constraint of
 * each. Ids were checked against the labels of the offline snapshot. `politician`, `writer`,
 * `actor`, `country` and `city` are the demo topics the embedded slice is built around; the others
 * have their (few) snapshot entities in the slice too.
 */
export const TOPIC_CATALOGUE = {
  politician: {
    name: "politician",
    domain: "People",
    promptTopic: "politician",
    property: "P106",
    propertyLabel: "occupation",
    value: "Q82955",
    valueLabel: "politician",
    example: "Donald Trump",
  },
  writer: {
    name: "writer",
    domain: "People",
    promptTopic: "writer",
    property: "P106",
    propertyLabel: "occupation",
    value: "Q36180",
    valueLabel: "writer",
    example: "William Shakespeare",
  },
  actor: {
    name: "actor",
    domain: "People",
    promptTopic: "actor",
    property: "P106",
    propertyLabel: "occupation",
    value: "Q33999",
    valueLabel: "actor",
    example: "Leonardo DiCaprio",
  },
  country: {
    name: "country",
    domain: "Place",
    promptTopic: "country",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q6256",
    valueLabel: "country",
    example: "USA",
  },
  city: {
    name: "city",
    domain: "Place",
    promptTopic: "city",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q515",
    valueLabel: "city",
    example: "Beijing",
  },
  landmark: {
    name: "landmark",
    domain: "Place",
    promptTopic: "landmark",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q570116",
    valueLabel: "tourist attraction",
    example: "Eiffel Tower",
    note: "Wikidata's landmark (Q2319498) has few direct instances; tourist attraction is what the Eiffel Tower and its peers carry.",
  },
  "historical-event": {
    name: "historical-event",
    domain: "Event",
    promptTopic: "historical event",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q198",
    valueLabel: "war",
    example: "World War II",
    note: "historical event (Q13418847) has almost no direct instances; wars are the events the paper's example stands for.",
  },
  "sport-event": {
    name: "sport-event",
    domain: "Event",
    promptTopic: "sport event",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q16510064",
    valueLabel: "sporting event",
    example: "2018 World Cup",
  },
  "film-event": {
    name: "film-event",
    domain: "Event",
    promptTopic: "film event",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q220505",
    valueLabel: "film festival",
    example: "The Oscars 2018",
    note: "Academy Awards ceremonies (Q16913666) are too few; film festivals are the broader film event class.",
  },
  disease: {
    name: "disease",
    domain: "Medical",
    promptTopic: "disease",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q12136",
    valueLabel: "disease",
    example: "COVID-19",
  },
  medicine: {
    name: "medicine",
    domain: "Medical",
    promptTopic: "medicine",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q12140",
    valueLabel: "medication",
    example: "Penicillin",
  },
  treatment: {
    name: "treatment",
    domain: "Medical",
    promptTopic: "treatment",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q179661",
    valueLabel: "treatment",
    example: "Radiotherapy",
  },
  sculpture: {
    name: "sculpture",
    domain: "Art",
    promptTopic: "sculpture",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q860861",
    valueLabel: "sculpture",
    example: "David",
  },
  painting: {
    name: "painting",
    domain: "Art",
    promptTopic: "painting",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q3305213",
    valueLabel: "painting",
    example: "Mona Lisa",
  },
  "literary-work": {
    name: "literary-work",
    domain: "Art",
    promptTopic: "literary work",
    property: "P31",
    propertyLabel: "instance of",
    value: "Q7725634",
    valueLabel: "literary work",
    example: "Anna Karenina",
  },
} as const satisfies Record<string, TopicDefinition>;
