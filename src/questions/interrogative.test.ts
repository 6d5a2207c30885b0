import { describe, expect, it } from "vitest";
import { interrogativeFor } from "./interrogative.js";

describe("interrogativeFor", () => {
  it("asks by the answer's P31 types, people first, and falls back to What", () => {
    expect(interrogativeFor({ types: ["Q5"] })).toBe("Who");
    expect(interrogativeFor({ types: ["Q3624078"] })).toBe("Which country");
    expect(interrogativeFor({ types: ["Q1549591", "Q5119"] })).toBe("Which city");
    expect(interrogativeFor({ types: ["Q515", "Q5"] })).toBe("Who");
    expect(interrogativeFor({ types: ["Q3305213"] })).toBe("Which painting");
    expect(interrogativeFor({ types: ["Q486972"] })).toBe("Which place");
    expect(interrogativeFor({ types: ["Q999999999"] }, { fallback: "Which of the following" })).toBe(
      "Which of the following",
    );
    expect(interrogativeFor({ types: [] })).toBe("What");
    expect(interrogativeFor(undefined)).toBe("What");
  });
});
