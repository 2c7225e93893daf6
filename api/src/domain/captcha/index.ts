import fp from 'fastify-plugin';
import type { ContactConfig } from '../../config.ts';
import { captchaKeySource } from './captcha-key.ts';
import { CaptchaService } from './captcha-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captchaService: CaptchaService;
  }
}

export default fp<{ contact: ContactConfig }>(
  async (app, { contact }) => {
    const key = captchaKeySource(app.db, contact.altchaHmacKey);
    app.decorate('captchaService', new CaptchaService({ db: app.db, key, options: { maxNumber: contact.altchaMaxNumber, expirySeconds: contact.altchaExpirySeconds } }));
  },
  { name: 'captcha-domain', dependencies: ['db'] },
);
