// A broken exact-matching worker for tests: it fails while loading.
throw new Error("scripted failure at start");
