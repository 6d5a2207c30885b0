import type { GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";

/** Settings of {@link deferModel}: what the model is before it loads, and how it loads. */
export interface DeferredModelSettings {
  id: string;
  provider: string;
  defaultConcurrency: number;
  /** Part of the response cache key, so it must be known before loading (e.g. a GGUF's path and size). */
  endpoint?: string;
  /** Loads the real model; `signal` aborts when the deferred model is disposed while loading. */
  load(signal: AbortSignal): Promise<LanguageModel>;
  /** The clock of `loadMs` and `loadedAt`, in milliseconds. Default `performance.now`. */
  now?: () => number;
}

/**
 * A {@link LanguageModel} whose real model loads on its first `generate` call, or earlier on
 * `load()`; a run whose answers all come from the cache or the run's log never loads it.
 */
export interface DeferredModel extends LanguageModel {
  /** Starts loading (once) and resolves when the model is ready; rejects with the load's error. */
  load(): Promise<void>;
  /** Whether loading has started. */
  readonly loadStarted: boolean;
  /** How long loading took, in milliseconds, once it succeeded. */
  readonly loadMs: number | undefined;
  /** When loading finished, on the `now` clock, once it succeeded. */
  readonly loadedAt: number | undefined;
  /** The load's error, once it failed. */
  readonly loadError: unknown;
  /** Aborts a load in progress and disposes what loaded. */
  dispose(): Promise<void>;
}

/** Whether a model is a {@link DeferredModel}. */
export function isDeferredModel(model: LanguageModel): model is DeferredModel {
  return typeof (model as Partial<DeferredModel>).load === "function" && "loadStarted" in model;
}

/**
 * Wraps a model's loading so that it happens on first use (or on `load()`). `generate` waits for the
 * load and then calls the real model; a failed load fails every call with the load's error (it is not
 * retried: a corrupt file stays corrupt). `dispose` aborts a load in progress and disposes what loaded.
 */
export function deferModel(settings: DeferredModelSettings): DeferredModel {
  const now = settings.now ?? (() => performance.now());
  const controller = new AbortController();
  let loading: Promise<LanguageModel> | undefined;
  let loadMs: number | undefined;
  let loadedAt: number | undefined;
  let loadError: unknown;
  let disposed = false;

  const start = (): Promise<LanguageModel> => {
    if (disposed) return Promise.reject(new Error(`${settings.id} was disposed; it cannot answer any more.`));
    if (loading === undefined) {
      const started = now();
      loading = settings.load(controller.signal).then(
        (model) => {
          loadedAt = now();
          loadMs = loadedAt - started;
          return model;
        },
        (error: unknown) => {
          loadError = error;
          throw error;
        },
      );
      // A load nobody awaits yet (started early, on speculation) must not be an unhandled rejection.
      loading.catch(() => undefined);
    }
    return loading;
  };

  return {
    id: settings.id,
    provider: settings.provider,
    defaultConcurrency: settings.defaultConcurrency,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    get loadStarted() {
      return loading !== undefined;
    },
    get loadMs() {
      return loadMs;
    },
    get loadedAt() {
      return loadedAt;
    },
    get loadError() {
      return loadError;
    },
    async load() {
      await start();
    },
    async generate(request: GenerateRequest): Promise<GenerateResult> {
      const model = await start();
      return await model.generate(request);
    },
    async dispose() {
      if (disposed || loading === undefined) {
        disposed = true;
        return;
      }
      disposed = true;
      controller.abort(new Error(`${settings.id} was disposed while loading.`));
      const model = await loading.catch(() => undefined);
      await model?.dispose?.();
    },
  };
}
