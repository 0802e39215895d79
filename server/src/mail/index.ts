import type { AppDeps } from '../deps';
import { createLogger, type Logger } from '../log/logger';
import type { Store } from '../storage/store';
import { MailService } from './service';
import { smtpMailer } from './smtp';
import type { Mailer } from './types';

export type { MailConfig } from '../config';
export type { MailContext } from './service';
export { MailService } from './service';
export type { Mailer, MailMessage } from './types';

/** The default transport: nothing leaves the machine; the outbox table holds the message. */
export const outboxMailer: Mailer = { kind: 'outbox', deliver: async () => undefined };

const services = new WeakMap<Store, MailService>();

/** The mail service of an app (one per store), created on first use from its configuration. */
export function mailService(deps: Pick<AppDeps, 'store' | 'logger' | 'config'>): MailService {
  let service = services.get(deps.store);
  if (!service) {
    const config = deps.config.mail;
    const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer;
    service = new MailService(deps.store, mailer, deps.logger);
    services.set(deps.store, service);
  }
  return service;
}

/** Replaces the transport of an app's mail service (tests, or an operator's own transport). */
export function useMailer(
  store: Store,
  mailer: Mailer,
  logger: Logger = createLogger('silent'),
): MailService {
  const service = new MailService(store, mailer, logger);
  services.set(store, service);
  return service;
}
