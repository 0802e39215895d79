import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureOperator } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './log/logger';
import { withRedis } from './redis';
import { serverReadiness } from './services/readiness';
import { startHousekeeping } from './storage/housekeeping';
import { openStore } from './storage/store';

/** Starts the server and shuts it down gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openStore(config.databaseUrl);
  const redis = config.redisUrl ? withRedis(database, { url: config.redisUrl, logger }) : undefined;
  const store = redis?.store ?? database;
  // Give the first connection a moment, so the first requests and readiness already use Redis.
  await redis?.link.ready();
  const operatorKey = await ensureOperator(store, config.dataDir, logger);
  const readiness = serverReadiness(store.db, redis ? { redis: redis.check } : {});
  const app = createApp({ config, store, logger, operatorKey, readiness });
  const stopHousekeeping = startHousekeeping(store, logger);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info('listening', {
      url: `http://${host}:${info.port}`,
      database: store.db.dialect,
      redis: redis ? redis.link.status : 'not configured',
    });
    process.stdout.write(`Margin is listening on http://${host}:${info.port}\n`);
    // Warm the English statistics data after listening, so start-up stays fast and the first request too.
    void import('./engines/statistics').then((m) => m.preloadStatistics(['en'])).catch(() => undefined);
  });
  server.on('error', (err) => {
    logger.error('cannot listen', { error: String(err) });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, drainMs: config.shutdownDrainMs });
    // Readiness answers 503 from now on; during the drain delay requests are still served, so a
    // load balancer that has not yet noticed loses none.
    readiness.startDraining();
    setTimeout(() => close(), config.shutdownDrainMs);
  };
  const close = () => {
    // In-flight requests finish; idle keep-alive sockets close so `close` can complete.
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over; closing open connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, config.shutdownGraceMs);
    force.unref();
    server.close(async () => {
      stopHousekeeping();
      await store.close();
      logger.info('stopped');
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Margin could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
