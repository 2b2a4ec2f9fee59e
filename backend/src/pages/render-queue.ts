/** Thrown when the queue is full: the page server answers 503 with Retry-After instead of rendering. */
export class RenderQueueFull extends Error {
  constructor() {
    super('too many pages are waiting to be rendered');
  }
}

/**
 * At most `concurrency` renders at a time and `waiting` more in line; beyond that a render is refused at once
 * (docs/architecture.md, "Caching"). A render is CPU work on the one thread that also serves cached pages and the API:
 * bounded, a flood of cache misses slows itself, not everything else.
 */
export class RenderQueue {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly waiting: number,
  ) {}

  /** Renders under way. */
  get runningCount(): number {
    return this.running;
  }

  /** Renders in line for a turn. */
  get waitingCount(): number {
    return this.line.length;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.line.length >= this.waiting) throw new RenderQueueFull();
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await render();
    } finally {
      // The next in line takes over this slot: `running` stays the same.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
