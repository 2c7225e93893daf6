/**
 * Account §2 Personal shopper appointment, §3 Shopper request, §5 Shopper form, §7 shopper send,
 * §9 Shopper appointment. A booking is a SHO ticket with a store and a slot; the partial unique
 * index tickets_shopper_slot lets PostgreSQL refuse the second booking of a store's slot, also
 * when two arrive at once (the second insert waits for the first to commit, then fails).
 * The captcha is handled as the contact form's: checked first, spent in the booking's transaction,
 * so a refused booking (fields, slot taken) does not burn it. With the support-desk flag on, the
 * appointment is also forwarded to the help desk like a contact ticket, so customer care sees it.
 * Issue 29 §4: anyone may book for any address, so the confirmation e-mail carries the shopper's
 * name only to a signed-in customer's own address, and never the message (docs/stores.md).
 * Issue 31 point 10 H3 (account §4 "a 503 with id 21 triggers a fallback action on the personal
 * shopper send"): when the desk cannot take the booking — `shopper-booking` switched off, or the
 * ticket's write failing — the answer is 503 SHOPPER_DESK_UNAVAILABLE with `id: 21`, nothing is
 * stored and the captcha is not spent; the form then offers the store's phone and an e-mail.
 */
import type { ShopperAppointment, ShopperRequest, StoreTakenSlots, TokenClaims } from '@trama/shared/contract';
import { isOfferedShopperSlot, shopperDays } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandService } from '../brands/brand-service.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { AppError, notFound } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagValue, type FlagQuery } from '../flags/flag-value.ts';
import { supportDeskFlag, type HelpDeskForwarder } from '../help-desk/help-desk-forwarder.ts';
import type { HelpDeskOutbox } from '../help-desk/help-desk-outbox.ts';
import { resolveLanguage } from '../language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { shopperConfirmationMail } from '../mail/shopper-mails.ts';
import type { RateLimitConfig } from '../../config.ts';
import type { RateLimiter } from '../rate-limits/limits.ts';
import { Service } from '../service.ts';
import { isSlotConflict, type ShopperRepository, type ShopperStoreRow } from './shopper-repository.ts';
import { validateShopperForm, type ShopperFormInput } from './shopper-validation.ts';

export interface ShopperServiceDeps {
  repository: ShopperRepository;
  brands: BrandService;
  captcha: CaptchaService;
  flags: FlagService;
  outbox: HelpDeskOutbox;
  forwarder: HelpDeskForwarder;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitConfig;
  log: FastifyBaseLogger;
  /** The clock deciding which days are offered; tests pass a fixed one. */
  now?: () => Date;
}

/** What the route hands over: the schema lets the form's fields be missing, so they get field answers. */
export type ShopperBooking = Omit<ShopperRequest, keyof ShopperFormInput | 'altcha'> & ShopperFormInput & { altcha?: string | null };

const appointmentOpen = () =>
  new AppError(409, 'APPOINTMENT_OPEN', 'This e-mail already has an appointment to come at this store.', { messageKey: 'shopper.alreadyBooked' });

/** config/flags.json: the product owner closes the personal-shopper desk (H3: on when the flag is missing or unreadable). */
const bookingFlag = (brandId: number): FlagQuery => ({ key: 'shopper-booking', fallback: true, context: { brandId } });
/** Account §4: the id a 503 carries for the shopper form's fallback action. */
export const SHOPPER_DESK_UNAVAILABLE_ID = 21;

const deskUnavailable = (cause?: unknown) =>
  new AppError(503, 'SHOPPER_DESK_UNAVAILABLE', 'The personal-shopper desk cannot take bookings right now: call or write to the store.', {
    messageKey: 'shopper.deskUnavailable',
    extra: { id: SHOPPER_DESK_UNAVAILABLE_ID },
    cause,
  });

const storeNotFound = () => notFound('STORE_NOT_FOUND', 'No store of this brand offers a personal shopper with this id.', 'shopper.storeUnavailable');

export class ShopperService extends Service<ShopperServiceDeps> {
  private readonly now = this.deps.now ?? (() => new Date());

  /** The booked slots of the days the page offers now; 404 STORE_NOT_FOUND as for a booking. */
  async takenSlots(storeId: number, brandId: number): Promise<StoreTakenSlots> {
    await this.shopperStore(storeId, brandId);
    const days = shopperDays(this.now());
    return { storeId, taken: await this.deps.repository.takenSlots(storeId, days[0]!.date, days.at(-1)!.date) };
  }

  /**
   * 201 ShopperAppointment; 422 CAPTCHA_INVALID, 409 CAPTCHA_REPLAYED (as contact), 404 BRAND_NOT_FOUND,
   * 422 INVALID_SHOPPER (fields), 404 STORE_NOT_FOUND, 422 SLOT_UNAVAILABLE, 409 SLOT_TAKEN; issue 29 §5:
   * 429 RATE_LIMITED per e-mail and per IP (counted once the captcha is solved), 409 APPOINTMENT_OPEN
   * when the e-mail already has an appointment to come at the store.
   */
  async book(request: ShopperBooking, customer: TokenClaims | null, from: { ip: string }): Promise<ShopperAppointment> {
    const solution = await this.deps.captcha.verify(request.altcha);
    const { rateLimits } = this.deps;
    await this.deps.rateLimiter.enforceForm('shopper', request.contactEmail ?? '', from.ip, {
      perEmail: rateLimits.shopperPerEmail,
      perIp: rateLimits.shopperPerIp,
    });
    await this.deps.brands.assertExists(request.brandId);
    const fields = validateShopperForm(request);
    if (Object.keys(fields).length > 0) {
      throw new AppError(422, 'INVALID_SHOPPER', `Invalid shopper fields: ${Object.keys(fields).join(', ')}.`, { extra: { fields } });
    }
    const store = await this.shopperStore(request.storeId!, request.brandId);
    const slot = request.appointmentDate!.trim();
    // Issue 29 point 16: inside the store's own opening hours too (Roma Babuino opens 15:30 on Mondays).
    if (!isOfferedShopperSlot(slot, this.now(), store.openingHours)) {
      throw new AppError(422, 'SLOT_UNAVAILABLE', 'The appointment is not on a day and time the booking page offers.', {
        messageKey: 'shopper.slotUnavailable',
      });
    }
    const appointment = {
      brandId: request.brandId,
      // Only the token says who the customer is; a visitor's appointment has no web client.
      webClientId: customer?.webClientId ?? null,
      contactName: request.contactName!.trim(),
      contactEmail: request.contactEmail!.trim().toLowerCase(),
      contactPhone: request.contactPhone!.trim(),
      message: (request.ticketMessage ?? '').trim(),
      messageFrom: 'C',
      language: resolveLanguage(request.language),
      country: (request.country || 'IT').trim().toUpperCase().slice(0, 2),
      storeId: store.storeId,
    };
    // H3: checked once the request is a valid booking, so every other refusal keeps its own answer.
    if (!(await flagValue(this.deps.flags, bookingFlag(request.brandId), this.deps.log))) throw deskUnavailable();
    const forward = await flagValue(this.deps.flags, supportDeskFlag(request.brandId), this.deps.log);
    let booked: { ticketId: number; appointmentDate: string };
    try {
      booked = await this.deps.repository.transaction(async (tx) => {
        // Issue 29 §5: one appointment to come per e-mail and store (checked under a lock on both, so two at once cannot pass).
        if (await this.deps.repository.hasOpenAppointment(tx, store.storeId, appointment.contactEmail)) throw appointmentOpen();
        await this.deps.captcha.spend(solution, tx);
        const row = await this.deps.repository.insertAppointment(tx, appointment, slot);
        if (forward) {
          await this.deps.outbox.enqueue(tx, row.ticketId, {
            comment: deskComment(store, slot, appointment.contactPhone, appointment.message),
            email: appointment.contactEmail,
            name: appointment.contactName,
            subject: 'Personal shopper',
            brandId: appointment.brandId,
          });
        }
        return row;
      });
    } catch (error) {
      if (isSlotConflict(error)) {
        throw new AppError(409, 'SLOT_TAKEN', 'This slot of the store was just booked: choose another one.', { messageKey: 'shopper.slotTaken', cause: error });
      }
      if (error instanceof AppError) throw error;
      // H3: the ticket could not be written (the transaction rolled back: nothing stored, captcha unspent).
      this.deps.log.error({ err: error, storeId: store.storeId }, 'personal-shopper appointment not stored: desk unavailable');
      throw deskUnavailable(error);
    }
    if (forward) this.deps.forwarder.kick();
    // Issue 29 §4: the name is the visitor's text; only an account's own (activated, so confirmed) address gets it.
    const confirmedAddress = customer !== null && customer.sub.toLowerCase() === appointment.contactEmail;
    await this.sendConfirmation(appointment.contactEmail, confirmedAddress ? appointment.contactName : null, appointment.language, booked, store);
    this.deps.captcha.prune().catch((error: unknown) => this.deps.log.warn({ err: error }, 'captcha prune failed'));
    return { ticketId: booked.ticketId, storeId: store.storeId, storeName: store.name, appointmentDate: booked.appointmentDate };
  }

  /** The brand's store with a personal shopper; anything else is the same 404, so ids of other brands are not probed. */
  private async shopperStore(storeId: number, brandId: number): Promise<ShopperStoreRow> {
    const store = await this.deps.repository.store(storeId);
    if (!store || store.brandId !== brandId || !store.personalShopper) throw storeNotFound();
    return store;
  }

  /** The appointment is booked whatever happens to the e-mail: a mail failure is logged, never thrown. */
  private async sendConfirmation(to: string, name: string | null, language: string, booked: { ticketId: number; appointmentDate: string }, store: ShopperStoreRow) {
    try {
      await this.deps.mailer.send(shopperConfirmationMail({ to, name, language, slot: booked.appointmentDate, store }));
    } catch (error) {
      this.deps.log.error({ err: error, ticketId: booked.ticketId }, 'personal-shopper confirmation e-mail not sent');
    }
  }


}

/** The desk's comment, in Italian like the contact form's order line: the staff who read it work in the shop's language. */
function deskComment(store: ShopperStoreRow, slot: string, phone: string, message: string): string {
  const [date, time] = slot.split('T');
  const head = `Appuntamento personal shopper: ${store.name} (${store.storeId}), ${date} ore ${time}\nTelefono: ${phone}`;
  return message ? `${head}\n\n${message}` : head;
}
