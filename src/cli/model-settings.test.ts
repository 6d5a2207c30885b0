import { describe, expect, it } from "vitest";
import { captureContext } from "./__fixtures__/capture-context.js";
import { modelSettingsFromContext } from "./model-settings.js";

describe("modelSettingsFromContext", () => {
  it("leaves HTTP models their own connections, and gives them the global fetch when Node routes it through a proxy", () => {
    const direct = modelSettingsFromContext(captureContext({ env: { HTTPS_PROXY: "http://proxy:3128" } }));
    expect(direct.fetch).toBeUndefined();
    const proxied = modelSettingsFromContext(
      captureContext({ env: { HTTPS_PROXY: "http://proxy:3128", NODE_USE_ENV_PROXY: "1" } }),
    );
    expect(proxied.fetch).toBe(globalThis.fetch);
    expect(
      modelSettingsFromContext(captureContext({ env: { NODE_USE_ENV_PROXY: "0" } })).fetch,
    ).toBeUndefined();
  });
});
