// Types of read-labels.mjs, for the tests.
export declare const LABEL_VERSION: 1;

/** One labelled item of labels.jsonl. */
export interface Label {
  version: 1;
  questionId: string;
  fair: boolean;
  fairReason: string;
  responses: Record<string, { correct: boolean | null; reason: string }>;
}

export declare function parseLabels(text: string, path?: string): Map<string, Label>;
export declare function readLabels(path: string): Promise<Map<string, Label>>;
