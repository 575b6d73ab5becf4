/** One cached read: the value (or the load still running) and when it stops being trusted. */
interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /** Labels an invalidation can name (e.g. the organisation a profile belongs to). */
  tags: readonly string[];
  /** True while the load runs: its tags are not known yet. */
  loading: boolean;
}

export interface ReadCacheOptions {
  /** How long a value is served without reading again: the safety net for writes made elsewhere. */
  ttlMs: number;
  /** Entries kept at most; the oldest are dropped first. */
  maxEntries: number;
  /** The clock, passed in so tests can move time. */
  now?: () => number;
}

/**
 * A per-process cache of database reads keyed by string. Concurrent misses share one load, a
 * failed load is not kept, and a load that was running when its key was invalidated is handed to
 * its callers but never stored, so an invalidation always wins over a read that started before
 * the write committed.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  private lookupListener: ((outcome: 'hit' | 'miss') => void) | undefined;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value for `key`, else the result of `load` (stored with `tagsOf(value)`). Keys
   * must name everything the value depends on: a key shared by two callers shares their answer.
   */
  get(key: string, load: () => Promise<V>, tagsOf: (value: V) => readonly string[] = () => []): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      this.lookupListener?.('hit');
      return cached.value;
    }
    if (cached) this.entries.delete(key);
    this.lookupListener?.('miss');

    const entry: Entry<V> = { value: load(), expiresAt: now + this.options.ttlMs, tags: [], loading: true };
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.dropOldest();
    entry.value.then(
      (value) => {
        entry.tags = tagsOf(value);
        entry.loading = false;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /**
   * Told of every `get`: `hit` when it is served from the cache (a stored value, or a load another
   * caller started), `miss` when it loads. One listener (the metrics' hit rate); a second replaces it.
   */
  observeLookups(listener: (outcome: 'hit' | 'miss') => void): void {
    this.lookupListener = listener;
  }

  /** Forgets one key (including a load in flight: its result will not be stored). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key whose value carries `tag` or whose load is still running. */
  deleteTagged(tag: string): void {
    for (const [key, entry] of this.entries) {
      // A running load has no tags yet: it may belong to the tag, so it is dropped too.
      if (entry.loading || entry.tags.includes(tag)) this.entries.delete(key);
    }
  }

  /** Forgets every key that starts with `prefix`. */
  deletePrefixed(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private dropOldest(): void {
    // A Map iterates in insertion order: the first keys are the oldest.
    const excess = this.entries.size - this.options.maxEntries;
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (dropped++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
