import { LRUCache } from 'lru-cache';

/** How often an instance says it is alive (chat:alive), and how long without hearing it before its members stop counting. */
export const ALIVE_EVERY_MS = 5_000;
export const SILENT_INSTANCE_MS = 3 * ALIVE_EVERY_MS;
/**
 * The longest a member counts as present on another instance without hearing of them again. The member's last socket
 * closing there drops them at once (chat:left), and a silent instance drops all of its members; this bounds only an
 * announcement the adapter lost while both instances lived: a message in that time gets no push or mail.
 */
export const PRESENT_AT_MOST_MS = 5 * 60_000;

/**
 * What one chat instance knows of members' sockets on the other instances, for isConnected (no push or mail for a
 * message the member sees arrive), told rather than asked (ADR 0010 step 7):
 * - an instance announces a member when their first socket joins there (chat:arrived) and when their last one closes
 *   (chat:left); announcements from one instance arrive in the order it sent them;
 * - every instance says it is alive every 5 s (chat:alive): the members of one not heard for 15 s (it died without
 *   saying goodbye) no longer count;
 * - a member not known here is asked about (chat:present), as before: one known as present on no instance, one whose
 *   arrival came before this instance started, or one dropped from this cache. A "yes" is kept like an arrival.
 * A member present on two instances is kept under the last one heard; a chat:left from either drops them, and the next
 * message asks again, so nothing wrong is ever kept, at worst asked once more.
 */
export class PresenceElsewhere {
  /** member -> the instance that last said they have a socket there */
  private readonly members = new LRUCache<number, string>({ max: 100_000, ttl: PRESENT_AT_MOST_MS });
  /** instance -> when it was last heard */
  private readonly instances = new Map<string, number>();
  /** chat:left announcements heard, and the count when each member's last came: a "yes" asked before it is not kept */
  private leftHeard = 0;
  private readonly leftAt = new LRUCache<number, number>({ max: 100_000, ttl: PRESENT_AT_MOST_MS });

  constructor(private readonly now: () => number = Date.now) {}

  heardFrom(instance: string): void {
    this.instances.set(instance, this.now());
  }

  arrived(memberId: number, instance: string): void {
    this.heardFrom(instance);
    this.members.set(memberId, instance);
  }

  left(memberId: number): void {
    this.leftHeard += 1;
    this.leftAt.set(memberId, this.leftHeard);
    this.members.delete(memberId);
  }

  /** Whether the member is known to have a socket on an instance that is alive; false means "ask". */
  isPresent(memberId: number): boolean {
    const instance = this.members.get(memberId);
    if (instance === undefined) return false;
    const heard = this.instances.get(instance);
    if (heard !== undefined && this.now() - heard <= SILENT_INSTANCE_MS) return true;
    this.members.delete(memberId);
    return false;
  }

  /** Marks the moment a question goes out: an answer is kept only if the member did not leave meanwhile (answered). */
  asking(): number {
    return this.leftHeard;
  }

  /**
   * The answers to a question asked at `mark`: each instance's id when the member has a socket there, else null (an
   * instance of an earlier release answers true or false: a "yes" of its own counts, and is not kept).
   */
  answered(memberId: number, mark: number, answers: ReadonlyArray<string | boolean | null>): boolean {
    const where = answers.find((answer): answer is string => typeof answer === 'string');
    if (where === undefined) return answers.includes(true);
    if ((this.leftAt.get(memberId) ?? 0) <= mark) this.arrived(memberId, where);
    return true;
  }

  /** Instances not heard for a long while are forgotten (their members stopped counting long before). */
  forgetSilentInstances(): void {
    const now = this.now();
    for (const [instance, heard] of this.instances) if (now - heard > PRESENT_AT_MOST_MS) this.instances.delete(instance);
  }
}
