// Types of read-responses.mjs, for its test.
export interface RenderedPrompt {
  questionId: string;
  promptId: string;
  system?: string;
  prompt: string;
}

export interface ReplayLine {
  version: 1;
  questionId: string;
  system?: string;
  prompt: string;
  response: string;
}

export declare function matchResponses(
  text: string,
  rendered: readonly RenderedPrompt[],
  path?: string,
): { records: ReplayLine[]; warnings: string[] };
