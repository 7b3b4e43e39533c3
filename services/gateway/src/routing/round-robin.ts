/** Spreads calls over several instances of a service, one after the other. */
export class RoundRobin<T> {
  private next = 0;
  constructor(private readonly targets: readonly T[]) {
    if (targets.length === 0) throw new Error('RoundRobin needs at least one target');
  }
  pick(): T {
    const target = this.targets[this.next % this.targets.length];
    this.next = (this.next + 1) % this.targets.length;
    return target;
  }
}
