import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../errors';
import { EventInbox } from './event-inbox';

/**
 * The inbox's own decisions, over a transaction that records what ran: the id recorded with the handler's changes (a
 * repeat finds it), and the after-commit step after the commit, on a repeat too, with a failure answered 503. The
 * real database path is covered by the services' integration tests (chat's contact-facts spec).
 */
function inboxOverRecordedTransactions() {
  const seen = new Set<string>();
  const log: string[] = [];
  const dataSource = {
    transaction: async <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => {
      const manager = {
        query: async (_sql: string, [id]: [string]) => (seen.has(id) ? [] : (seen.add(id), [{ event_id: id }])),
      } as unknown as EntityManager;
      const result = await work(manager);
      log.push('commit');
      return result;
    },
  } as unknown as DataSource;
  return { inbox: new EventInbox(dataSource), log };
}

const envelope = (id: string) => ({
  id,
  topic: 'member.contact' as const,
  occurred_at: new Date().toISOString(),
  payload: { member_id: 7, name: 'Ann', active: true, protected: false, premium: false, version: 1 },
});

describe('EventInbox after-commit steps', () => {
  it('run after the commit, on a repeated delivery too', async () => {
    const { inbox, log } = inboxOverRecordedTransactions();
    inbox.on('member.contact', async () => void log.push('handler'), { afterCommit: (payload) => void log.push(`after ${payload.member_id}`) });
    const id = randomUUID();
    expect(await inbox.receive(envelope(id))).toBe('applied');
    expect(await inbox.receive(envelope(id))).toBe('duplicate');
    expect(log).toEqual(['handler', 'commit', 'after 7', 'commit', 'after 7']);
  });

  it('answer 503 when the step fails, so the sender delivers again', async () => {
    const { inbox } = inboxOverRecordedTransactions();
    inbox.on('member.contact', async () => undefined, {
      afterCommit: () => {
        throw new Error('another instance did not answer');
      },
    });
    const failure = await inbox.receive(envelope(randomUUID())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).getStatus()).toBe(503);
  });
});
