/** Account spec §3 Profile and Contact: the profile answer and update, the password change's messages, the contact form. */
import type { ProfileUpdatePayload } from './service.ts';

export type YesNo = 'Y' | 'N';

/**
 * GET /api/external-secured/web-clients (bearer): the token's web client with the profile fields
 * of account §3 Web client profile. newsOptinDate / multisiteOptInDate are set when the opt-in
 * went to Y (null while N); the form ticks its boxes from newsOptin / multisiteOptin.
 */
export interface AccountProfile {
  webClientId: number;
  brandId: number;
  discountCodes: string[];
  firstName: string;
  lastName: string;
  gender: 'F' | 'M' | null;
  /** Read only: the sign-in e-mail. */
  email: string;
  /** YYYY-MM-DD, or null when never given. */
  birthDate: string | null;
  preferredStoreId: number | null;
  newsOptinDate: string | null;
  multisiteOptInDate: string | null;
  newsOptin: YesNo;
  multisiteOptin: YesNo;
}

/**
 * POST /api/external-secured/web-clients/profile (bearer): account §3 Profile update payload
 * (ProfileUpdatePayload in service.ts: firstName, lastName, gender 'F'|'M', birthdate YYYY-MM-DD
 * (the form sends year 1900 when blank, §5), webClientRequest {preferredStoreId, multisiteOptin,
 * newsOptin}). An `email` (or webClientId, brandId…) sent along is ignored. 200 → AccountProfile;
 * 422 INVALID_PROFILE with `fields` (ProfileField → messageKey).
 */
export type ProfileUpdateRequest = ProfileUpdatePayload;

export type ProfileField = 'firstName' | 'lastName' | 'gender' | 'birthdate' | 'preferredStoreId' | 'multisiteOptin' | 'newsOptin';

/** Body of a 422 with per-field message keys (INVALID_ADDRESS, INVALID_PROFILE, INVALID_CONTACT). */
export interface FieldErrorsBody {
  statusCode: number;
  code: string;
  message: string;
  messageKey?: string;
  fields?: Record<string, string>;
}

/**
 * POST /api/account/change-password: PasswordChangeRequest / PasswordChangeResponse in auth.ts.
 * The confirmation is the form's own check (mesInformations.20). Refusals: 400 WRONG_PASSWORD
 * (mesInformations.18), 400 PASSWORD_* (policy), 403 PASSWORD_CHANGE_NOT_MULTISITE
 * (messageKey mesInformations.notMultisite: the dictionary's "password cannot be changed because
 * the user is not multisite", whose key the spec does not give; "not multisite" = the token's web
 * client has multisiteOptin N). Success shows mesInformations.19. A change makes every other token
 * of the customer 401; the answer's id_token replaces this session's.
 */
export const PASSWORD_CHANGE_MESSAGES = { failure: 'mesInformations.18', success: 'mesInformations.19', mismatch: 'mesInformations.20' } as const;

/** GET /api/external/contact/form?brandId&language → the subjects of the contact form. */
export interface ContactSubject {
  code: string;
  subject: string;
}
export interface ContactForm {
  subjects: ContactSubject[];
}

/**
 * POST /api/external/tickets, account §3 Contact ticket payload + `altcha` (the widget's base64
 * payload). A bearer, if sent and valid, links the ticket to the customer; visitors may send.
 * 201 ContactTicketCreated; 422 CAPTCHA_INVALID (missing, wrong, expired; messageKey
 * validation.required, fields {recaptcha: 'validation.required'}); 409 CAPTCHA_REPLAYED;
 * 422 INVALID_CONTACT with `fields` (ContactField → validation.required, validation.email,
 * contact.orderNumber (not digits or more than 9), contact.tooLong (name 60, phone 20, message
 * 2000)). The same rules: validateContact in @trama/shared/rules.
 */
export interface ContactTicketRequest {
  brandId: number;
  contactName: string;
  contactPhone?: string | null;
  contactEmail: string;
  ticketSubjectCode: string;
  ticketMessage: string;
  /** Digits, at most 9; optional. */
  orderId?: string | number | null;
  ticketMessageFrom?: 'C';
  language: string;
  country: string;
  altcha: string;
}
export type ContactField = 'contactName' | 'contactEmail' | 'contactPhone' | 'ticketSubjectCode' | 'ticketMessage' | 'orderId';
export interface ContactTicketCreated {
  ticketId: number;
}
