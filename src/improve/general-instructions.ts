import { z } from "zod";
import { InputFileError } from "../errors.js";
import { readJsonl } from "../io/read-jsonl.js";
import type { ChatMessage } from "../models/language-model.js";

const messageSchema = z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string() });

/** The general instruction formats accepted for mixing into fine-tuning data. */
const generalRecordSchema = z.union([
  z.object({ messages: z.array(messageSchema).min(2) }),
  z.object({ instruction: z.string(), input: z.string().optional(), output: z.string() }),
  z.object({ conversations: z.array(z.string()).min(2) }),
]);

/**
 * Reads a general instruction-tuning file (JSON Lines) to mix into fine-tuning data, as the paper
 * mixed in LIMA to keep the model following instructions. Each line is one of: `{ messages: [{ role,
 * content }] }` (OpenAI / Hugging Face chat), `{ instruction, input?, output }` (Alpaca) or
 * `{ conversations: [user, assistant, ...] }` (LIMA). Returns each as chat messages.
 */
export async function readGeneralInstructions(path: string): Promise<ChatMessage[][]> {
  const { records } = await readJsonl(path, { schema: generalRecordSchema });
  return records.map((record, index) => {
    if ("messages" in record) return record.messages;
    if ("instruction" in record) {
      const prompt =
        record.input === undefined || record.input === ""
          ? record.instruction
          : `${record.instruction}\n\n${record.input}`;
      return [
        { role: "user", content: prompt },
        { role: "assistant", content: record.output },
      ];
    }
    if (record.conversations.length % 2 !== 0)
      throw new InputFileError(
        path,
        index + 1,
        "conversations must alternate user and assistant turns (an even count)",
      );
    return record.conversations.map((content, turn) => ({
      role: turn % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content,
    }));
  });
}
