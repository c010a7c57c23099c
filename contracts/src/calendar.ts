/**
 * The service's calendar is Lisbon's: the guide groups programmes by Lisbon days, and "today", "tonight"
 * and "released today" mean there, whatever the viewer's clock. The API and the catalogue both do this
 * arithmetic with @date-fns/tz in this zone.
 */
export const SERVICE_TIME_ZONE = 'Europe/Lisbon';
