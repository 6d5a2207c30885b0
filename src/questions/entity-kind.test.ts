import { describe, expect, it } from "vitest";
import { entityKindOf, entityKindsByClass, isFormerEntity } from "./entity-kind.js";

describe("isFormerEntity", () => {
  it("calls an entity former by a dissolved state's class, but a city that was once a state is still a city", () => {
    // Historical country (Q3024240), city (Q515).
    expect(isFormerEntity({ types: ["Q3024240"] })).toBe(true);
    expect(isFormerEntity({ types: ["Q515", "Q3024240"] })).toBe(false);
    expect(isFormerEntity({ types: ["Q515"] })).toBe(false);
    expect(isFormerEntity({ types: [] })).toBe(false);
  });

  it("calls a division former when the source types it as both the former division and the one it was", () => {
    // Lenvik: former municipality of Norway (Q18663579) and municipality of Norway (Q755707).
    expect(isFormerEntity({ types: ["Q755707", "Q18663579"] })).toBe(true);
    expect(isFormerEntity({ types: ["Q755707"] })).toBe(false);
    // Augsburg: a city and a former administrative territorial entity (Q19953632), a class that
    // names no division of today: still a city.
    expect(isFormerEntity({ types: ["Q515", "Q19953632"] })).toBe(false);
  });
});

describe("the kinds table's rows from the fresh samples", () => {
  it("calls dynasties and duchies former, so their capitals are not asked in the present tense", () => {
    expect(isFormerEntity({ types: ["Q164950"] })).toBe(true); // dynasty: the Qajar dynasty
    expect(isFormerEntity({ types: ["Q154547"] })).toBe(true); // duchy: Bavaria-Munich
    expect(isFormerEntity({ types: ["Q184188"] })).toBe(true); // canton of France (until 2015)
    expect(isFormerEntity({ types: ["Q208500"] })).toBe(false); // grand duchy: Luxembourg
    expect(isFormerEntity({ types: ["Q164142"] })).toBe(true); // protectorate: Northern Rhodesia
    expect(isFormerEntity({ types: ["Q1371288"] })).toBe(true); // vassal state: Adiabene
  });

  it("makes acts laws with 'the', and companies of classes from fresh samples 32 and 33 organisations", () => {
    expect(entityKindOf({ types: ["Q476068"] })).toBe("law"); // Act of Congress: the Controlled Substances Act
    expect(entityKindsByClass.Q6560515?.article).toBe("the"); // Canadian federal act: the Manitoba Act, 1870
    expect(entityKindOf({ types: ["Q744913"] })).toBe("event"); // aviation accident: Aero Flight 217
    expect(entityKindOf({ types: ["Q18043413"] })).toBe("organisation"); // supermarket chain: Loblaw
    expect(entityKindOf({ types: ["Q746369"] })).toBe("organisation"); // recording studio
  });

  it("makes the Olympic Games events and trademarks names", () => {
    expect(entityKindOf({ types: ["Q159821"] })).toBe("event"); // Summer Olympic Games
    expect(entityKindOf({ types: ["Q82414"] })).toBe("event"); // Winter Olympic Games
    expect(entityKindsByClass.Q167270?.named).toBe("business"); // trademark: "Canadian Club"
  });
});
