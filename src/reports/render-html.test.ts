import { describe, expect, it } from "vitest";
import { factQuestion, makeRunData, politicianRun } from "./__fixtures__/sample-run.js";
import { factText } from "./collect-failures.js";
import { escapeHtml, jsonForScript } from "./escape-html.js";
import { renderCsv, csvField } from "./render-csv.js";
import { renderRunReport } from "./render-run-report.js";

describe("renderHtml", () => {
  it("escapes every model output and label, in the page and in the data block", () => {
    const data = politicianRun();
    for (const answer of data.answers) answer.modelId = `<b onmouseover=alert(1)>evil</b>`;
    for (const score of data.scores) score.modelId = `<b onmouseover=alert(1)>evil</b>`;
    const { html } = renderRunReport(data);
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b onmouseover");
    expect(html).toContain("&lt;b onmouseover=alert(1)&gt;evil&lt;/b&gt;");
    const block = /<script type="application\/json" id="factprobe-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const parsed = JSON.parse(block?.[1] ?? "") as { failures: unknown[][] };
    expect(parsed.failures.map((failure) => failure[3])).toContain(
      `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`,
    );
    // Only the report's own script is allowed to run.
    expect(html).toMatch(
      /Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it("marks a No question's false statement as false, never as a fact", () => {
    const question = factQuestion({
      id: "yn-no",
      type: "yes-no",
      fact: ["Q142", "France", "P36", "capital", "Q90", "Paris"],
      answer: "No",
    });
    question.text = "Is Lyon the capital of France?";
    question.facts.push({
      subject: "Q142",
      subjectLabel: "France",
      relation: "P36",
      relationLabel: "capital",
      object: "Q456",
      objectLabel: "Lyon",
      negated: true,
    });
    const [trueFact, falseStatement] = question.facts;
    expect(factText(trueFact as never)).toBe("France — capital — Paris");
    expect(factText(falseStatement as never)).toBe("stated (false): France — capital — Lyon");
    const { html } = renderRunReport(makeRunData([{ question, response: "Yes", verdict: "incorrect" }]));
    const block = /<script type="application\/json" id="factprobe-data">([^<]*)<\/script>/.exec(html);
    const parsed = JSON.parse(block?.[1] ?? "") as { questions: unknown[][] };
    // The data block flags the false statement (the seventh field), which the page shows as such.
    expect(parsed.questions[0]?.[10]).toEqual([
      ["Q142", "France", "P36", "capital", "Q90", "Paris", 0],
      ["Q142", "France", "P36", "capital", "Q456", "Lyon", 1],
    ]);
    expect(html).toContain('line.append(document.createTextNode("stated (false): "))');
  });

  it("lists less specific and unverified answers apart from the failures, with their evidence", () => {
    const fact: [string, string, string, string, string, string] = [
      "Q76",
      "Barack Obama",
      "P19",
      "place of birth",
      "Q18094",
      "Honolulu",
    ];
    const broader = factQuestion({ id: "wh-broader", type: "wh", fact });
    const open = factQuestion({
      id: "wh-open",
      type: "wh",
      fact: ["Q76", "Barack Obama", "P106", "occupation", "Q40348", "lawyer"],
    });
    const wrong = factQuestion({ id: "wh-wrong", type: "wh", fact });
    const data = makeRunData([
      { question: broader, response: "Hawaii", verdict: "less-specific" },
      { question: open, response: "author", verdict: "unverified" },
      { question: wrong, response: "Chicago", verdict: "incorrect" },
    ]);
    const [lessSpecific, unverified] = data.scores;
    if (lessSpecific !== undefined)
      lessSpecific.reason = "names Q782 Hawaii, which holds the gold Q18094 Honolulu";
    if (unverified !== undefined)
      unverified.reason = "no entity linked; not among the 2 values the source holds for occupation";
    const { html } = renderRunReport(data);
    const block = /<script type="application\/json" id="factprobe-data">([^<]*)<\/script>/.exec(html);
    const parsed = JSON.parse(block?.[1] ?? "") as { failures: unknown[][] };
    expect(parsed.failures.map((failure) => failure[2])).toEqual(["incorrect"]);
    const section = /<section id="not-errors">.*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(section).toContain("names Q782 Hawaii, which holds the gold Q18094 Honolulu");
    expect(section).toContain("not among the 2 values the source holds for occupation");
    expect(section).not.toContain("Chicago");
    expect(html).toContain("1 incorrect (factual errors) · 2 less specific or unverified (not errors)");
  });

  it("needs nothing from the network", () => {
    const { html } = renderRunReport(politicianRun());
    expect(html.match(/(?:src|href)="https?:/g)).toBeNull();
    expect(html).toContain("<svg");
  });

  it("escapes helpers as HTML and JSON-in-script require", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(jsonForScript({ text: "</script><!--\u2028" })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003c!--\\u2028"}',
    );
  });
});

describe("renderCsv", () => {
  it("quotes fields and defuses spreadsheet formulas", () => {
    expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-0.5")).toBe("-0.5");
    const data = politicianRun();
    for (const score of data.scores) score.modelId = "openai:gpt,4";
    expect(renderCsv(renderRunReport(data).summary).split("\r\n")[1]).toMatch(
      /^"openai:gpt,4",all,all,yes-no,all,4,/,
    );
  });
});
