import { AppError, ZodQuery } from '@rendezvous/nest-kit';
import { ERROR_CODES } from '@rendezvous/contracts';
import { releaseQuerySchema } from '@rendezvous/contracts/internal';
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RELEASABLE_APPS } from './release-pointers';
import { RELEASE_ERROR_CODES } from './releases.service';

/** The `:app` of a release API path: an app of this platform, else 404 RELEASE.UNKNOWN_APP (not a 400: the path names nothing). */
@Injectable()
export class ReleasableAppPipe implements PipeTransform<string, string> {
  transform(app: string): string {
    if (!RELEASABLE_APPS.includes(app))
      throw new AppError(404, RELEASE_ERROR_CODES.unknownApp, `${app} is not an app of this platform; releasable: ${RELEASABLE_APPS.join(', ')}.`);
    return app;
  }
}

export type ReleaseQuery = z.output<typeof releaseQuerySchema>;

/**
 * A release's query through its contract (releaseQuerySchema). A refused canary keeps the sentence the CLI has
 * always printed as the envelope's message (`✖ canary is the share …`), its field error as the schema words it.
 */
export class ReleaseQueryPipe implements PipeTransform<unknown, ReleaseQuery> {
  private readonly query = new ZodQuery(releaseQuerySchema);

  transform(value: unknown): ReleaseQuery {
    try {
      return this.query.transform(value);
    } catch (error) {
      if (error instanceof AppError && error.errors?.canary)
        throw new AppError(400, ERROR_CODES.validationFailed, 'canary is the share of visitors on the new version, a whole number from 1 to 99.', error.errors);
      throw error;
    }
  }
}
