import { describe, expect, it } from "vitest";
import { politicianRun } from "./__fixtures__/sample-run.js";
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
