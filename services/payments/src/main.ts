import { runService } from '@rendezvous/nest-kit';
import { AppModule } from './app.module';
import { loadPaymentsConfig } from './config';
import { answerCreditChangesFirst } from './credits/credit-changes.route';
import { trustProviderCa } from './providers/emulator-trust';

void runService(async () => {
  const config = loadPaymentsConfig();
  // Before any provider client exists: their HTTPS agents are made when the clients are.
  if (config.PROVIDER_CA_FILE) trustProviderCa(config.PROVIDER_CA_FILE);
  // An operator's call (README: photo approval, refunds) carries the admin bearer and no cookie: no client header needed.
  return {
    name: 'payments',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    module: AppModule.register(config),
    clientHeader: { bearerTokens: () => [config.ADMIN_TOKEN, config.INTERNAL_TOKEN] },
    configure: (app, guards) => answerCreditChangesFirst(app, guards, config),
  };
});
