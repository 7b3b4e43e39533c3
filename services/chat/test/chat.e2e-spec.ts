import { call, queryServiceDb } from '@rendezvous/test-kit';

describe('chat service', () => {
  it('is healthy with its own database through the gateway', async () => {
    const { body } = await call('/api/health');
    expect(body.services.chat).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('has its schema from its own migrations', async () => {
    const tables = await queryServiceDb<{ table_name: string }>(
      'chat',
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['conversations', 'messages', 'migrations']));
  });

  it('answers the spec chat calls it does not serve yet with a 404 envelope, not a 500', async () => {
    const result = await call('/api/chats.php');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});
