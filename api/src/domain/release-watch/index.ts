import fp from 'fastify-plugin';
import type { ReleaseFiles } from '../releases/release-files.ts';
import { releaseControlOn } from './release-control.ts';
import { ReleaseWatchService, type ReleaseWatchLimits } from './release-watch-service.ts';
import { ReportRepository } from './report-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 33 §3: remote reports, the canary auto-rollback and the release status. */
    releaseWatch: ReleaseWatchService;
  }
}

export default fp<{ files: ReleaseFiles; limits: ReleaseWatchLimits }>(
  async (app, options) => {
    app.decorate('releaseWatch', new ReleaseWatchService(new ReportRepository(app.db), releaseControlOn(options.files), options.limits, app.log));
  },
  { name: 'release-watch-domain', dependencies: ['db'] },
);
