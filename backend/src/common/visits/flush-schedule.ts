/**
 * Counts kept in memory and written every interval and once more at shutdown (story views, visit counts): flushes
 * never overlap, and each waits for the counts still being worked out (a story looked up), so none is left for a later
 * one. A crash loses at most the counts of the last interval.
 */
export class FlushSchedule {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly counting = new Set<Promise<unknown>>();

  constructor(private readonly write: () => Promise<void>) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** A count still being worked out: the next flush waits for it. */
  track(count: Promise<unknown>): void {
    const tracked = count.finally(() => this.counting.delete(tracked));
    this.counting.add(tracked);
  }

  flush(): Promise<void> {
    const counting = Promise.all(this.counting);
    this.flushing = this.flushing.then(() => counting).then(() => this.write());
    return this.flushing;
  }

  /** Before the database connection closes: no more timer, one last flush. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
