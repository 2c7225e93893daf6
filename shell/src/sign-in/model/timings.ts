/** Storefront §4 Account creation / §9: sign-up success goes home after 3 seconds. */
export const SIGN_UP_REDIRECT_MS = 3000;
/** Account §2 / §9: after a password reset the page moves on after 1 second. */
export const RESET_REDIRECT_MS = 1000;
