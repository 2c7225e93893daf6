export {
  PROFILE_NAME_MAX_LENGTH,
  toProfileUpdate,
  toYesNo,
  validateProfile,
  validateProfileUpdate,
  type ProfileErrors,
  type ProfileForm,
} from './profile.ts';
export { CONTACT_LIMITS, canSubmitContact, cleanOrderNumber, validateContact, type ContactErrors, type ContactFormValues } from './contact.ts';
