// Field limits for the lead forms. MESSAGE and NAME come from the product spec (section 9);
// the others are our hard caps so no field can carry an unbounded payload into the database
// or an email. The database enforces the same numbers in CHECK constraints (leads migration).

export const MESSAGE_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit
export const COMPANY_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 50;
export const SERVICE_MAX_LENGTH = 100;

/** Requests bigger than this are refused with 413 before parsing. */
export const LEAD_BODY_MAX_BYTES = 16 * 1024;
