/** A response split into its final answer and the reasoning before it. */
export interface SplitResponse {
  /** The text after the reasoning: what the verdict reads. Empty when the reasoning never ended. */
  answer: string;
  /** The reasoning (the `<think>` block's text), when there was any. */
  reasoning: string | undefined;
  /** True when a `<think>` block was opened and never closed (the model stopped while thinking). */
  unfinished: boolean;
}

const OPEN = /<think(?:ing)?>/i;
const CLOSE = /<\/think(?:ing)?>/i;

/**
 * Splits `<think>…</think>` reasoning (DeepSeek-R1, Qwen3, QwQ and other models served by vLLM,
 * llama.cpp or Ollama) off a response. Handles every block in the text, a closing tag without an
 * opening one (chat templates that put `<think>` in the prompt), and an opening tag that is never
 * closed (a `length` finish while thinking: the answer is then empty). Text without tags is the
 * answer as it is.
 */
export function splitReasoning(text: string): SplitResponse {
  if (!OPEN.test(text) && !CLOSE.test(text)) return { answer: text, reasoning: undefined, unfinished: false };
  const reasoning: string[] = [];
  const answer: string[] = [];
  let rest = text;
  // A closing tag before any opening one: everything before it was reasoning.
  const firstClose = CLOSE.exec(rest);
  const firstOpen = OPEN.exec(rest);
  if (firstClose !== null && (firstOpen === null || firstClose.index < firstOpen.index)) {
    reasoning.push(rest.slice(0, firstClose.index));
    rest = rest.slice(firstClose.index + firstClose[0].length);
  }
  let unfinished = false;
  for (;;) {
    const open = OPEN.exec(rest);
    if (open === null) {
      answer.push(rest);
      break;
    }
    answer.push(rest.slice(0, open.index));
    rest = rest.slice(open.index + open[0].length);
    const close = CLOSE.exec(rest);
    if (close === null) {
      reasoning.push(rest);
      unfinished = true;
      break;
    }
    reasoning.push(rest.slice(0, close.index));
    rest = rest.slice(close.index + close[0].length);
  }
  const thought = reasoning
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join("\n\n");
  return { answer: answer.join("").trim(), reasoning: thought === "" ? undefined : thought, unfinished };
}
