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

  it("reads the local model catalog only when llama-cpp:default is made, so a bad FACTPROBE_DEFAULT_MODEL does not stop an HTTP run", () => {
    const settings = modelSettingsFromContext(
      captureContext({ env: { FACTPROBE_DEFAULT_MODEL: "no-such-model" }, homeDirectory: "/home/someone" }),
    );
    expect(typeof settings.defaultModelPath).toBe("function");
    const path = settings.defaultModelPath as () => string;
    expect(path).toThrow('FACTPROBE_DEFAULT_MODEL names no known local model: "no-such-model"');
  });
});
