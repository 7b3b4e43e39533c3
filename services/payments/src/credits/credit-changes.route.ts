import { creditChangeCall } from '@rendezvous/contracts/internal';
import { answerFirst, createLogger, internalCallStep, isCall, type RequestStep } from '@rendezvous/nest-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PaymentsConfig } from '../config';
import { CreditsService } from './credits.service';

/**
 * The synchronous, idempotent credit change (contract: creditChangeCall; CreditsService.change says how), answered
 * before Express and Nest (nest-kit's answerFirst). Chat makes it once per paid message: a controller's router,
 * guard, pipe and filter chain cost more than the one statement behind it (ADR 0010). The same checks as a
 * controller: nest-kit's request steps, the internal token, the body by the contract's schema, errors in the envelope.
 */
export function answerCreditChangesFirst(app: NestExpressApplication, guards: readonly RequestStep[], config: PaymentsConfig): void {
  const credits = app.get(CreditsService);
  answerFirst(
    app.getHttpServer(),
    isCall(creditChangeCall),
    [...guards, internalCallStep(creditChangeCall, config.INTERNAL_TOKEN, (body) => credits.change(body))],
    createLogger('payments', config.LOG_LEVEL),
  );
}
