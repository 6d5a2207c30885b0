import type { AskPlan } from "../runs/plan-ask.js";

/** The `--dry-run` report: one line per model, then the total and how it compares with the budget. */
export function formatPlan(plans: readonly AskPlan[], maxCostUsd: number | undefined): string {
  const lines = ["Dry run: no model is called. Planned per model:"];
  for (const plan of plans) {
    const cost =
      plan.costUsd === undefined
        ? "cost unknown (no price; add one to the config's prices)"
        : `at most $${plan.costUsd.toFixed(4)}`;
    lines.push(
      `  ${plan.modelId}: ${plan.calls} calls (${plan.questions} questions: ${plan.answered} already answered, ${plan.fromCache} from cache), ` +
        `about ${plan.inputTokens} input tokens, at most ${plan.maxOutputTokens} output tokens, ${cost}`,
    );
  }
  const calls = plans.reduce((sum, plan) => sum + plan.calls, 0);
  const priced = plans.every((plan) => plan.costUsd !== undefined);
  const total = plans.reduce((sum, plan) => sum + (plan.costUsd ?? 0), 0);
  lines.push(
    `Total: ${calls} calls, ${priced ? `at most $${total.toFixed(4)}` : "cost unknown for some models"}.`,
  );
  if (maxCostUsd !== undefined && priced) {
    lines.push(
      total <= maxCostUsd
        ? `Within --max-cost $${maxCostUsd}.`
        : `Over --max-cost $${maxCostUsd}: the run would stop at the budget before every question is asked.`,
    );
  }
  return `${lines.join("\n")}\n`;
}
