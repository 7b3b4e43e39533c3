import type { QueryRunner } from 'typeorm';

/**
 * The outbox of a service that sends events (docs/adr/0005-outbox-and-synchronous-calls.md): rows
 * written in the same transaction as the change they announce, delivered by the Outbox relay and
 * deleted once delivered. One row per subscriber, so each delivery is tracked on its own; rows of
 * one ordering key are delivered strictly in id order.
 */
export async function createOutboxTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      event_id uuid NOT NULL,
      topic text NOT NULL,
      -- a service name, or 'self' for an effect this service performs itself (mail)
      destination text NOT NULL,
      ordering_key text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      -- given up: refused as invalid by the receiver, or failing for too long; kept for an operator
      dead_at timestamptz,
      UNIQUE (event_id, destination)
    )`);
  await queryRunner.query(`CREATE INDEX outbox_pending ON outbox (ordering_key, id) WHERE dead_at IS NULL`);
}

/**
 * The trace context of the request that published each event (docs/adr/0020-traces.md): the relay delivers the
 * event inside that trace. A later migration of each service with an outbox (its first one stays as it ran).
 */
export async function addOutboxTraceParent(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`ALTER TABLE outbox ADD COLUMN trace_parent text`);
}

/** The receiving side: every applied event's id, so a redelivered event changes nothing. */
export async function createProcessedEventsTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE processed_events (
      event_id uuid PRIMARY KEY,
      topic text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query(`CREATE INDEX processed_events_age ON processed_events (processed_at)`);
}
