/**
 * The ALTCHA captcha field of the contact and personal-shopper forms (account §5), as a subpath of
 * its own so that only the remotes showing a form bundle it. CSS stays in each remote: import
 * 'altcha/altcha.css' beside the form that uses the field.
 */
export { CaptchaField, type CaptchaFieldProps } from './captcha-field.tsx';
export { loadAltcha } from './load-altcha.ts';
