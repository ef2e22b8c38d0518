import { DocumentsConfig, GatewayConfig } from './base-config.schema';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  const valid = { MONGO_URL: 'mongodb://127.0.0.1:27017', NATS_URL: 'nats://127.0.0.1:4222' };

  it('fills defaults and coerces numbers', () => {
    const config = loadConfig(GatewayConfig, { ...valid, HTTP_PORT: '8080' });
    expect(config).toMatchObject({ HTTP_PORT: 8080, API_PREFIX: '/api', MONGO_DB: 'underwriting', LOG_LEVEL: 'info' });
  });

  it('names every bad or missing variable', () => {
    try {
      loadConfig(GatewayConfig, { NATS_URL: 'http://wrong', HTTP_PORT: 'eighty' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('MONGO_URL: is required but not set');
      expect(problems).toContain('NATS_URL: must be a nats:// URL');
      expect(problems).toMatch(/HTTP_PORT: /);
    }
  });

  it('refuses an API prefix with a trailing slash', () => {
    expect(() => loadConfig(GatewayConfig, { ...valid, API_PREFIX: '/api/' })).toThrow(/API_PREFIX/);
  });

  it('needs FILE_STORE_DIR when files are kept on disk, in every service', () => {
    expect(() => loadConfig(DocumentsConfig, { ...valid, FILE_STORE_DRIVER: 'disk' })).toThrow(/FILE_STORE_DIR/);
    expect(() => loadConfig(GatewayConfig, { ...valid, FILE_STORE_DRIVER: 'disk' })).toThrow(/FILE_STORE_DIR/);
    expect(loadConfig(DocumentsConfig, { ...valid, FILE_STORE_DRIVER: 'disk', FILE_STORE_DIR: '/tmp/files' }).FILE_STORE_DIR).toBe('/tmp/files');
  });
});
