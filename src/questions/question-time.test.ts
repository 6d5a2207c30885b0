import { describe, expect, it } from "vitest";
import type { DatedStatement } from "../knowledge/fact-set.js";
import {
  adjoinsTheRecord,
  anchorToDate,
  currentValues,
  readableDate,
  yearsHeldAlone,
} from "./question-time.js";

const harper: DatedStatement = {
  subject: "Q16",
  relation: "P6",
  object: "Q206",
  rank: "normal",
  start: "2006-02-06",
  end: "2015-11-03",
};
const trudeau: DatedStatement = {
  subject: "Q16",
  relation: "P6",
  object: "Q3099714",
  rank: "normal",
  start: "2015-11-04",
  end: "2025-03-13",
};
const carney: DatedStatement = {
  subject: "Q16",
  relation: "P6",
  object: "Q192533",
  rank: "preferred",
  start: "2025-03-14",
};
const canada = [harper, trudeau, carney];

describe("currentValues", () => {
  it("takes the best rank without an end time", () => {
    expect(currentValues(canada, "2025-10-03")).toEqual(new Set(["Q192533"]));
  });

  it("takes normal-rank values when none is preferred, but never ended or deprecated ones", () => {
    const normalOnly = [
      harper,
      { ...carney, rank: "normal" as const },
      { ...trudeau, end: undefined, rank: "deprecated" as const },
    ];
    expect(currentValues(normalOnly, "2025-10-03")).toEqual(new Set(["Q192533"]));
  });

  it("keeps a value whose end lies after the as-of date, and drops one that starts after it", () => {
    expect(currentValues([{ ...trudeau, rank: "preferred" }], "2020-01-01")).toEqual(new Set(["Q3099714"]));
    expect(currentValues([carney], "2020-01-01")).toEqual(new Set());
  });
});

describe("yearsHeldAlone", () => {
  it("gives the whole years a holder held the office alone, before the as-of year", () => {
    expect(yearsHeldAlone(canada, trudeau, 2025)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024,
    ]);
    expect(yearsHeldAlone(canada, harper, 2025)).toEqual([2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014]);
  });

  it("gives no year to a statement without a start or an end, nor for the current holder", () => {
    expect(yearsHeldAlone(canada, carney, 2025)).toEqual([]);
    expect(yearsHeldAlone(canada, { ...harper, start: undefined }, 2025)).toEqual([]);
  });

  it("gives no year another statement may overlap: an undated co-holder, an open-ended one", () => {
    const coHolder: DatedStatement = {
      subject: "Q16",
      relation: "P6",
      object: "Q1",
      rank: "normal",
      end: "2019-06-01",
    };
    expect(yearsHeldAlone([...canada, coHolder], trudeau, 2025)).toEqual([2020, 2021, 2022, 2023, 2024]);
    const openEnded: DatedStatement = {
      subject: "Q16",
      relation: "P6",
      object: "Q2",
      rank: "normal",
      start: "2022-05-01",
    };
    expect(yearsHeldAlone([...canada, openEnded], trudeau, 2025)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021,
    ]);
  });
});

describe("adjoinsTheRecord", () => {
  // Azerbaijan's heads of state as the 2025 snapshot holds them: the Azerbaijan SSR's 1922-1930
  // chairman, then the republic's presidents from 1991 on.
  const musabekov: DatedStatement = {
    subject: "Q227",
    relation: "P35",
    object: "Q2656612",
    rank: "normal",
    start: "1922-05-06",
    end: "1930-03-14",
  };
  const mutallibov: DatedStatement = {
    subject: "Q227",
    relation: "P35",
    object: "Q355850",
    rank: "normal",
    start: "1991-02-05",
    end: "1992-03-06",
  };
  const mammadov: DatedStatement = {
    ...mutallibov,
    object: "Q1189565",
    start: "1992-03-06",
    end: "1992-05-14",
  };

  it("holds for a term another term follows or precedes within a year", () => {
    expect(adjoinsTheRecord(canada, harper)).toBe(true);
    expect(adjoinsTheRecord(canada, trudeau)).toBe(true);
    expect(adjoinsTheRecord([mutallibov, mammadov], mutallibov)).toBe(true);
    const caretakerGap = { ...trudeau, start: "2016-09-01" };
    expect(adjoinsTheRecord([harper, caretakerGap], harper)).toBe(true);
  });

  it("fails for an island: no term of the pair ends or starts within a year of it", () => {
    const azerbaijan = [musabekov, mutallibov, mammadov];
    expect(adjoinsTheRecord(azerbaijan, musabekov)).toBe(false);
    expect(yearsHeldAlone(azerbaijan, musabekov, 2025)).toEqual([]);
    expect(adjoinsTheRecord([harper], harper)).toBe(false);
    const lateSuccessor = { ...trudeau, start: "2017-01-01" };
    expect(adjoinsTheRecord([harper, lateSuccessor], harper)).toBe(false);
    expect(adjoinsTheRecord([harper, { ...trudeau, rank: "deprecated" }], harper)).toBe(false);
  });
});

describe("anchorToDate", () => {
  it("anchors a present-tense question to its date, lower-casing a leading function word only", () => {
    expect(anchorToDate("Who is the head of government of Canada?", "2025-10-03")).toBe(
      "As of 3 October 2025, who is the head of government of Canada?",
    );
    expect(anchorToDate("Is Mark Carney the head of government of Canada?", "2025-10-03")).toBe(
      "As of 3 October 2025, is Mark Carney the head of government of Canada?",
    );
    expect(anchorToDate("Mark Carney heads which government?", "2025-10-03")).toBe(
      "As of 3 October 2025, Mark Carney heads which government?",
    );
    expect(anchorToDate("Who is it?", undefined)).toBe("Who is it?");
    expect(readableDate("2019-01-31")).toBe("31 January 2019");
  });
});
