'use strict';
/**
 * Container health probe, run by the image's HEALTHCHECK as `node /app/healthcheck.js` (exit 0 = healthy).
 *
 * - APP=gateway: GET http://127.0.0.1:$HTTP_PORT$API_PREFIX/health (default http://127.0.0.1:3000/api/health).
 *   That endpoint asks every service over NATS, so the gateway reports unhealthy while any service is down.
 * - any other APP: a NATS request on `<APP>.health.check.v1` in the Nest microservice packet format. The request
 *   goes to the service's queue group, so it says "this service answers over NATS", not "this very replica is up".
 *
 * Kubernetes does not use this file: see the probes in deploy/k8s/gateway.yaml.
 */
const { randomUUID } = require('node:crypto');

const APP = process.env.APP;
const TIMEOUT_MS = 5000;

function done(ok, detail) {
  if (!ok) console.error(`unhealthy (${APP}): ${detail}`);
  process.exit(ok ? 0 : 1);
}
setTimeout(() => done(false, `no answer within ${TIMEOUT_MS} ms`), TIMEOUT_MS);

async function checkGateway() {
  const port = process.env.HTTP_PORT || '3000';
  const prefix = (process.env.API_PREFIX ?? '/api').replace(/^\/+|\/+$/g, '');
  const url = `http://127.0.0.1:${port}${prefix ? `/${prefix}` : ''}/health`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS - 500) });
  if (!res.ok) done(false, `${url} answered HTTP ${res.status}`);
  done(true);
}

async function checkNatsService() {
  const { connect } = require('nats');
  const servers = (process.env.NATS_URL || 'nats://127.0.0.1:4222').split(',').map((s) => s.trim());
  const nc = await connect({ servers, name: `healthcheck-${APP}`, timeout: 2000, reconnect: false });
  const subject = `${APP}.health.check.v1`;
  try {
    const packet = { pattern: subject, data: {}, id: randomUUID() };
    const msg = await nc.request(subject, Buffer.from(JSON.stringify(packet)), { timeout: TIMEOUT_MS - 1500 });
    const reply = JSON.parse(Buffer.from(msg.data).toString('utf8') || '{}');
    if (reply.err) done(false, `${subject} answered an error: ${JSON.stringify(reply.err)}`);
    const body = reply.response ?? reply;
    if (body && typeof body === 'object' && 'status' in body && body.status !== 'ok') {
      done(false, `${subject} answered status ${JSON.stringify(body.status)}`);
    }
  } finally {
    await nc.close().catch(() => undefined);
  }
  done(true);
}

if (!APP) done(false, 'APP is not set');
(APP === 'gateway' ? checkGateway() : checkNatsService()).catch((err) => {
  const detail = err && err.message ? err.message : String(err);
  done(false, detail === '503' ? `no ${APP} service answers ${APP}.health.check.v1 (NATS no responders)` : detail);
});
