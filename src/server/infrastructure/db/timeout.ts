/** Settles like `work`, or rejects once `ms` have passed. */
export async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_ok, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // once timed out, a late failure is nobody's concern
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
