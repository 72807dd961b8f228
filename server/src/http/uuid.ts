/**
 * A UUID in text form. Ids from an address or a body are checked with it before any query: PostgreSQL would
 * refuse anything else as a uuid with an error, where the person should simply get 'not found'.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
