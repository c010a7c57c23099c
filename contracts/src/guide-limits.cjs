// The limits of one TV guide call (`GET /v1/content/epg`): the API refuses a call past them, the catalogue's
// guide asks within them, and the load bench asks the widest call they allow. Plain CommonJS, like apps.cjs,
// so Node scripts read it as it is.

/**
 * Channels one call may name; also the size of a page of the line-up when a call names none. The guide asks
 * for the rows of two screens at a time (20), so a screen never needs more.
 */
exports.GUIDE_MAX_CHANNELS = 50;

/**
 * The longest range one call may ask for, in seconds: a Lisbon day at its longest, 25 hours on the day the
 * clocks go back. The guide shows a day and asks for one day at a time.
 */
exports.GUIDE_MAX_RANGE_SECONDS = 25 * 3600;
