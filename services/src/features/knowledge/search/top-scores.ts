/** The `limit` best-scored items seen, kept in a min-heap: offering n items costs n·log(limit). */
export class TopScores {
  private readonly items: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly limit: number) {}

  offer(item: number, score: number): void {
    if (this.limit <= 0) return;
    if (this.items.length < this.limit) {
      this.items.push(item);
      this.scores.push(score);
      this.siftUp(this.items.length - 1);
    } else if (score > this.scores[0] || (score === this.scores[0] && item < this.items[0])) {
      // Ties go to the lower number whatever the order of the offers, so pruning cannot change the answer.
      this.items[0] = item;
      this.scores[0] = score;
      this.siftDown(0);
    }
  }

  /** The score an item must beat to be kept, once `limit` items are: -Infinity until then. */
  get threshold(): number {
    return this.limit > 0 && this.items.length >= this.limit ? this.scores[0] : Number.NEGATIVE_INFINITY;
  }

  /** Best first; equal scores in the order the items were numbered (stable across runs). */
  sorted(): Array<{ item: number; score: number }> {
    return this.items.map((item, index) => ({ item, score: this.scores[index] })).sort((a, b) => b.score - a.score || a.item - b.item);
  }

  private less(a: number, b: number): boolean {
    return this.scores[a] < this.scores[b] || (this.scores[a] === this.scores[b] && this.items[a] > this.items[b]);
  }

  private swap(a: number, b: number): void {
    [this.items[a], this.items[b]] = [this.items[b], this.items[a]];
    [this.scores[a], this.scores[b]] = [this.scores[b], this.scores[a]];
  }

  private siftUp(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.less(child, parent)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private siftDown(index: number): void {
    let parent = index;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.items.length && this.less(left, smallest)) smallest = left;
      if (right < this.items.length && this.less(right, smallest)) smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }
}
