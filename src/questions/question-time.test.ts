import { describe, expect, it } from "vitest";
import type { DatedStatement } from "../knowledge/fact-set.js";
import {
  adjoinsTheRecord,
  anchorToDate,
  currentValues,
  heldJointly,
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

  it("takes no value from an open statement the source also records as ended, from the same start", () => {
    // Vanuatu (Q686): Bob Loughman (Q16190741) from 20 April 2020, preferred and open, and again
    // ended on 4 November 2022; his successor's term is recorded too.
    const loughman = { subject: "Q686", relation: "P6", object: "Q16190741", start: "2020-04-20" };
    const vanuatu: DatedStatement[] = [
      { ...loughman, rank: "preferred" },
      { ...loughman, end: "2022-11-04", rank: "normal" },
      {
        subject: "Q686",
        relation: "P6",
        object: "Q24950945",
        start: "2022-11-04",
        end: "2023-09-04",
        rank: "normal",
      },
    ];
    expect(currentValues(vanuatu, "2025-10-03")).toEqual(new Set());
    // Before the recorded end, the open statement still holds.
    expect(currentValues(vanuatu, "2021-01-01")).toEqual(new Set(["Q16190741"]));
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

describe("heldJointly", () => {
  // Andorra's co-princes as the 2025 snapshot holds them: the Bishop of Urgell and the President
  // of France, side by side; only the bishop has the preferred rank.
  const coPrince = (
    object: string,
    start: string,
    end?: string,
    rank: DatedStatement["rank"] = "normal",
  ) => ({
    subject: "Q228",
    relation: "P35",
    object,
    rank,
    start,
    ...(end === undefined ? {} : { end }),
  });
  const andorra: DatedStatement[] = [
    coPrince("Q684487", "1971-01-31", "2003-05-12"), // Joan Martí i Alanis
    coPrince("Q2105", "1995-05-17", "2007-05-16"), // Jacques Chirac
    coPrince("Q57473", "2003-05-12", "2025-05-31"), // Joan Enric Vives
    coPrince("Q3052772", "2017-05-14"), // Emmanuel Macron
    coPrince("Q93244592", "2025-05-31", undefined, "preferred"), // Josep-Lluís Serrano Pentinat
  ];

  it("finds two live holders and finished terms that overlapped for years", () => {
    expect(heldJointly(andorra, "2025-10-03")).toBe(true);
    // The best rank alone shows one holder: that is what the joint office hides.
    expect(currentValues(andorra, "2025-10-03")).toEqual(new Set(["Q93244592"]));
  });

  it("needs both: a handover with a day's overlap, or one live holder, is no shared office", () => {
    expect(heldJointly(canada, "2025-10-03")).toBe(false);
    const handover = [...canada, { ...carney, object: "Q3", start: "2025-03-13", rank: "normal" as const }];
    expect(heldJointly(handover, "2025-10-03")).toBe(false);
    // In 2010 the record shows the overlap but one live holder (the fixture lacks Sarkozy); in 2005
    // the bishop and Chirac.
    expect(heldJointly(andorra, "2010-01-01")).toBe(false);
    expect(heldJointly(andorra, "2005-01-01")).toBe(true);
  });

  it("counts no undated statement as a live co-holder: medieval kings listed without dates", () => {
    const norway: DatedStatement[] = [
      {
        subject: "Q20",
        relation: "P35",
        object: "Q1",
        rank: "normal",
        start: "1136-01-01",
        end: "1161-01-01",
      },
      {
        subject: "Q20",
        relation: "P35",
        object: "Q2",
        rank: "normal",
        start: "1157-01-01",
        end: "1162-01-01",
      },
      { subject: "Q20", relation: "P35", object: "Q3", rank: "normal" },
      { subject: "Q20", relation: "P35", object: "Q4", rank: "preferred", start: "1991-01-17" },
    ];
    expect(heldJointly(norway, "2025-10-03")).toBe(false);
  });

  it("leaves deprecated statements out", () => {
    const deprecated = andorra.map((statement) =>
      statement.object === "Q3052772" ? { ...statement, rank: "deprecated" as const } : statement,
    );
    expect(heldJointly(deprecated, "2025-10-03")).toBe(false);
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
