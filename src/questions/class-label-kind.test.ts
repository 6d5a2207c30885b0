import { describe, expect, it } from "vitest";
import {
  classRecordFromLabel,
  containingPlaceOf,
  createLabelledClasses,
  isDatedEventName,
  isOrganisationName,
  localDivisionPlaceOf,
} from "./class-label-kind.js";
import { entityKindOf } from "./entity-kind.js";
import { interrogativeFor } from "./interrogative.js";

describe("classRecordFromLabel", () => {
  it("reads divisions and settlements from the head noun of a class label", () => {
    const read = (label: string) => {
      const record = classRecordFromLabel(label);
      return record === undefined ? undefined : `${record.kind ?? ""}: ${record.interrogative ?? ""}`;
    };
    expect(read("county of California")).toBe("region: Which county");
    expect(read("county of Texas")).toBe("region: Which county");
    expect(read("ceremonial county of England")).toBe("region: Which county");
    expect(read("non-metropolitan county")).toBe("region: Which county");
    expect(read("province of Italy")).toBe("region: Which province");
    expect(read("department of Paraguay")).toBe("region: Which department");
    expect(read("oblast of Russia")).toBe("region: Which oblast");
    expect(read("prefecture of Japan")).toBe("region: Which prefecture");
    expect(read("canton of Switzerland")).toBe("region: Which canton");
    expect(read("voivodeship of Poland")).toBe("region: Which voivodeship");
    expect(read("urban district of Bavaria")).toBe("region: Which district");
    expect(read("London borough")).toBe("region: Which borough");
    expect(read("borough of New York City")).toBe("region: Which borough");
    expect(read("civil parish")).toBe("region: Which parish");
    expect(read("region of Finland")).toBe("region: Which region");
    expect(read("state of India")).toBe("region: Which state");
    expect(read("state of the United States")).toBe("region: Which state");
    expect(read("Territory of the United States")).toBe("region: Which territory");
    expect(read("municipality of Brazil")).toBe("settlement: Which municipality");
    expect(read("metropolitan municipality in Turkey")).toBe("settlement: Which municipality");
    expect(read("commune of Haiti")).toBe("settlement: Which municipality");
    expect(read("city of Japan")).toBe("settlement: Which city");
    expect(read("city of regional significance of Ukraine")).toBe("settlement: Which city");
    expect(read("town in Hungary")).toBe("settlement: Which town");
    expect(read("county town")).toBe("settlement: Which town");
    expect(read("village of Poland")).toBe("settlement: Which village");
    expect(read("local government area of Victoria")).toBe("region: Which local government area");
    expect(read("Local Government area of Lagos State")).toBe("region: Which local government area");
    expect(read("Scottish council area")).toBe("region: Which council area");
    expect(read("principal area of Wales")).toBe("region: Which principal area");
    expect(read("unitary authority of England")).toBe("region: Which unitary authority");
  });

  it("gives Britain's and Ireland's counties county towns, not other counties", () => {
    for (const label of [
      "ceremonial county of England",
      "non-metropolitan county",
      "county of Ireland",
      "county of Northern Ireland",
      "historic county of the United Kingdom",
    ])
      expect(classRecordFromLabel(label)?.countyTown, label).toBe(true);
    for (const label of [
      "county of Texas",
      "county of Estonia",
      "county of Nova Scotia",
      "district of England",
    ])
      expect(classRecordFromLabel(label)?.countyTown, label).toBeUndefined();
  });

  it("reads events from the head noun, and nothing from a thing named after one", () => {
    for (const label of [
      "massacre",
      "civil war",
      "school shooting",
      "war of independence",
      "aviation accident",
      "Canadian Grand Prix",
    ])
      expect(classRecordFromLabel(label), label).toEqual({ kind: "event" });
    for (const label of [
      "war memorial",
      "shooting range",
      "accident insurance",
      "battle tank",
      "election district",
    ])
      expect(classRecordFromLabel(label)?.kind, label).not.toBe("event");
  });

  it("reads organisations and military units from the head noun, and nothing from a body or a chain", () => {
    for (const label of [
      "scientific society",
      "entertainment company",
      "symphonic orchestra",
      "professional sports league",
    ])
      expect(classRecordFromLabel(label), label).toEqual({ kind: "organisation" });
    expect(classRecordFromLabel("municipal corporation in India")).toEqual({
      kind: "settlement",
      interrogative: "Which city",
    });
    for (const label of ["infantry regiment", "brigade group", "Major Command"])
      expect(classRecordFromLabel(label), label).toEqual({ kind: "military" });
    for (const label of ["professional body", "water body", "mountain chain", "personal union"])
      expect(classRecordFromLabel(label), label).toBeUndefined();
  });

  it("reads a seat from two-word heads, and nothing from 'area' alone", () => {
    expect(classRecordFromLabel("local government area of Victoria")?.seat).toBe(true);
    expect(classRecordFromLabel("Scottish council area")?.seat).toBe(true);
    for (const label of [
      "protected area of Canada",
      "area of law",
      "Metropolitan Area of Porto",
      "urban area",
    ])
      expect(classRecordFromLabel(label), label).toBeUndefined();
  });

  it("reads nothing from labels whose head is no division, or that name no place", () => {
    for (const label of [
      "county seat",
      "oblast seat",
      "district capital",
      "state capital in Germany",
      "state of matter",
      "unitary state",
      "state with limited recognition",
      "city with millions of inhabitants",
      "city council",
      "city-state",
      "wine region",
      "region of the brain",
      "police department",
      "historic district",
      "ecclesiastical province",
      "apostolic prefecture",
      "gay village",
      "republic",
      "emirate",
      "disputed territory",
      "hospital ward",
      "human",
      "",
    ])
      expect(classRecordFromLabel(label), label).toBeUndefined();
  });
});

describe("localDivisionPlaceOf", () => {
  it("reads the place a county's, district's or borough's class names", () => {
    expect(localDivisionPlaceOf("borough of New York City")).toBe("new york city");
    expect(localDivisionPlaceOf("urban district in Schleswig-Holstein")).toBe("schleswig-holstein");
    expect(localDivisionPlaceOf("municipal arrondissement of the Paris")).toBe("paris");
    // A division of the first level, a county that names no place, no division at all.
    expect(localDivisionPlaceOf("state of India")).toBeUndefined();
    expect(localDivisionPlaceOf("non-metropolitan county")).toBeUndefined();
    expect(localDivisionPlaceOf("county seat")).toBeUndefined();
  });
});

describe("containingPlaceOf", () => {
  it("reads the place any division's or constituent country's class names, as written", () => {
    expect(containingPlaceOf("historic county of the United Kingdom")).toBe("United Kingdom");
    expect(containingPlaceOf("country of the United Kingdom")).toBe("United Kingdom");
    expect(containingPlaceOf("constituent country of the Kingdom of the Netherlands")).toBe(
      "Kingdom of the Netherlands",
    );
    expect(containingPlaceOf("canton of France (until 2015)")).toBe("France");
    expect(containingPlaceOf("state in the Holy Roman Empire")).toBe("Holy Roman Empire");
    expect(containingPlaceOf("state of India")).toBe("India");
    expect(containingPlaceOf("county of Virginia")).toBe("Virginia");
  });

  it("reads none where the label names no place or no division", () => {
    for (const label of [
      "city of regional significance of Ukraine",
      "state of matter",
      "county seat",
      "sovereign state",
      "country",
      "member of the European Parliament",
      "capital of Virginia",
    ])
      expect(containingPlaceOf(label), label).toBeUndefined();
  });
});

describe("labelled classes", () => {
  const labels = new Map([
    ["Q13212489", "county of California"],
    ["Q494721", "city of Japan"],
    ["Q62049", "county seat"],
    ["Q6256", "province of Nowhere"],
  ]);
  const labelled = createLabelledClasses((id) => labels.get(id));

  it("give a kind and an interrogative to an entity of a class the table lacks", () => {
    expect(interrogativeFor({ types: ["Q13212489"] }, { labelled })).toBe("Which county");
    expect(entityKindOf({ types: ["Q13212489"] }, labelled)).toBe("region");
    expect(entityKindOf({ types: ["Q494721"] }, labelled)).toBe("settlement");
    expect(interrogativeFor({ types: ["Q62049"] }, { labelled })).toBe("What");
    // Without labels, the table alone.
    expect(interrogativeFor({ types: ["Q13212489"] })).toBe("What");
    expect(entityKindOf({ types: ["Q13212489"] })).toBeUndefined();
  });

  it("lose to the table's classes and win over its catch-alls", () => {
    // The table's "country" wins, even over a label of its own.
    expect(interrogativeFor({ types: ["Q6256"] }, { labelled })).toBe("Which country");
    expect(interrogativeFor({ types: ["Q13212489", "Q515"] }, { labelled })).toBe("Which city");
    // "administrative territorial entity" and "human settlement" say less than "county of California".
    expect(interrogativeFor({ types: ["Q56061", "Q13212489"] }, { labelled })).toBe("Which county");
    expect(interrogativeFor({ types: ["Q486972", "Q494721"] }, { labelled })).toBe("Which city");
    expect(interrogativeFor({ types: ["Q56061"] }, { labelled })).toBe("Which place");
  });
});

describe("isDatedEventName", () => {
  it("is a name with its date first and an event's last word, or a contest at a dated event", () => {
    for (const name of [
      "1939 Memorial Cup",
      "1991–92 AHL season",
      "1999–2000 AHL season",
      "28th Genie Awards",
      "11th National Hockey League All-Star Game",
      "1974 UCI Road World Championships",
      "2003 Canadian Grand Prix",
      "1943 RAF Hudson crash",
      "Badminton at the 2005 Island Games",
    ])
      expect(isDatedEventName(name), name).toBe(true);
  });

  it("is not a dated unit, street or thing, nor an event named without its date", () => {
    for (const name of [
      "1st Canadian Division",
      "42nd Street",
      "2767 Takenouchi",
      "1984",
      "Canadian Badminton Championships",
      "Memorial Cup",
      "1976 Summer Olympics medal table",
    ])
      expect(isDatedEventName(name), name).toBe(false);
  });
});

describe("isOrganisationName", () => {
  it("is a name whose head ends in an organisation's word, or a government department's", () => {
    for (const name of [
      "Canadian International Development Agency",
      "Ministry of Tourism",
      "Department of Fisheries",
      "Progressive Party of Manitoba",
      "Porter Airlines",
      "CAE Inc.",
      "Dalarna County Council",
    ])
      expect(isOrganisationName(name), name).toBe(true);
  });

  it("is not a place or a state named with such a word, nor an office named after a body", () => {
    for (const name of [
      "West Bank",
      "Soviet Union",
      "North Borneo Federation",
      "Los Lagos Department",
      "Clerk of the Privy Council",
      "Department",
    ])
      expect(isOrganisationName(name), name).toBe(false);
  });
});
