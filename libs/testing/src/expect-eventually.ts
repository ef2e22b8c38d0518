/** Polls until `check` stops throwing, or fails with its last error at the deadline. Never a bare sleep. */
export async function expectEventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}
