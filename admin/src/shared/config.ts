/** Product-wide constants of the admin app. */
export const PRODUCT_NAME = 'LocalSite';
export const SUPPORT_EMAIL = 'support@localsite.example';
