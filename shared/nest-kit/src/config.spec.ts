import { z } from 'zod';
import { ConfigError, databaseConfigSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('names a missing setting', () => {
    expect(() => loadConfig('site', databaseConfigSchema, { PORT: '3105', INTERNAL_TOKEN: 'internal-token-0123456789' })).toThrow(
      new ConfigError('site cannot start: missing required setting DATABASE_URL'),
    );
  });

  it('names an invalid setting', () => {
    expect(() => loadConfig('site', databaseConfigSchema, { PORT: 'abc', DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(/setting PORT is invalid/);
  });

  it('returns typed values with defaults', () => {
    const config = loadConfig('site', databaseConfigSchema, {
      PORT: '3105',
      DATABASE_URL: 'postgres://x@localhost/db',
      INTERNAL_TOKEN: 'internal-token-0123456789',
    });
    expect(config).toMatchObject({ PORT: 3105, HOST: '127.0.0.1', SEED_DEMO_DATA: false, REDIS_URL: '' });
  });

  it('accepts a service schema extending the base', () => {
    const schema = databaseConfigSchema.extend({ ADMIN_TOKEN: z.string().min(16) });
    expect(() => loadConfig('site', schema, { PORT: '1', DATABASE_URL: 'postgres://x@h/d' })).toThrow(/ADMIN_TOKEN/);
  });
});
