/** What the export README describes. */
export interface FineTuningReadmeFacts {
  runDirectory: string;
  outDirectory: string;
  modelId: string;
  train: number;
  general: number;
  validation: number;
  evaluationQuestions: number;
}

/** The README of a fine-tuning export: what is in it, and how to fine-tune and evaluate with common tools. */
export function fineTuningReadme(facts: FineTuningReadmeFacts): string {
  return `# Fine-tuning data from factprobe

Made by \`factprobe improve export ${facts.runDirectory}\` from the failures of **${facts.modelId}**
(the FactChecker paper's RQ3: fine-tune on the questions a model got wrong, with the correct answers).

| file | content |
|---|---|
| \`openai/train.jsonl\` | ${facts.train} failed questions with their correct answers${facts.general > 0 ? `, shuffled with ${facts.general} general instruction examples` : ""} (OpenAI chat fine-tuning format) |
| \`openai/validation.jsonl\` | ${facts.validation} failed questions of the evaluation split |
| \`huggingface/train.jsonl\`, \`huggingface/test.jsonl\` | the same examples in the Hugging Face \`messages\` format, with a dataset card |
| \`eval-questions.jsonl\` | ${facts.evaluationQuestions} questions (failed or not) sharing no entity with the training data: a factprobe question suite |
| \`manifest.json\` | counts, seed and the ids of the training questions |

Each example is the paper's prompt (the instruction for the question type as the system message, the
question as the user message) and the correct reply: \`Yes\`/\`No\`, the option letter, or the answer's name.
The paper also mixed in a general instruction set (LIMA) so the model keeps following instructions:
pass one with \`--mix general.jsonl\` (\`messages\`, Alpaca \`instruction/input/output\` or LIMA \`conversations\` lines).

## Fine-tune

**OpenAI** (models that support fine-tuning):

\`\`\`sh
openai api files.create -f openai/train.jsonl -p fine-tune        # note the file id
openai api files.create -f openai/validation.jsonl -p fine-tune
openai api fine_tuning.jobs.create -m gpt-4o-mini-2024-07-18 -F <train-file-id> -V <validation-file-id>
\`\`\`

**Hugging Face TRL** (LoRA on one GPU; the paper used full fine-tuning, lr 2e-5, cosine schedule, 1 epoch):

\`\`\`python
from datasets import load_dataset
from peft import LoraConfig
from trl import SFTConfig, SFTTrainer

data = load_dataset("json", data_files={"train": "huggingface/train.jsonl", "test": "huggingface/test.jsonl"})
trainer = SFTTrainer(
    model="google/gemma-3-270m-it",
    train_dataset=data["train"], eval_dataset=data["test"],
    args=SFTConfig(output_dir="ft", learning_rate=2e-5, lr_scheduler_type="cosine", num_train_epochs=1,
                   assistant_only_loss=True),
    peft_config=LoraConfig(r=16, target_modules="all-linear"),
)
trainer.train(); trainer.save_model("ft")
\`\`\`

**LLaMA-Factory / Axolotl**: both read this \`messages\` format (LLaMA-Factory: a \`sharegpt\` dataset with
\`"formatting": "sharegpt", "columns": {"messages": "messages"}, "tags": {"role_tag": "role", "content_tag": "content",
"user_tag": "user", "assistant_tag": "assistant", "system_tag": "system"}\`; Axolotl: \`type: chat_template\`).

To run the result with factprobe's local runtime, merge the adapter and convert it to GGUF with llama.cpp
(\`convert_hf_to_gguf.py ft-merged --outfile ft.gguf\`, then optionally \`llama-quantize\`).

## Evaluate through the same runner

\`\`\`sh
factprobe ask ${facts.outDirectory}/eval-questions.jsonl --model llama-cpp:./ft.gguf --out runs/fine-tuned
factprobe score runs/fine-tuned
factprobe improve compare ${facts.runDirectory} runs/fine-tuned     # original versus fine-tuned, paired (McNemar)
\`\`\`

The comparison uses only \`eval-questions.jsonl\`, whose entities never appear in the training data, so a gain
there is generalisation, not memorised answers. (Comparing on the training questions themselves measures how
well the facts were memorised: run \`factprobe ask\` on the run's \`questions.jsonl\` for that.)
`;
}
