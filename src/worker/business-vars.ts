// BUSINESS_* wrangler vars override the business details in src/content/business.ts.
import * as z from 'zod';
import { placeholderBusiness, type Business } from '../content/business';

const optionalText = z.string().trim().min(1).optional();
const optionalNumber = z.coerce.number().finite().optional();

/** BUSINESS_* vars that override the defaults above. */
const businessOverrides = z.object({
  BUSINESS_NAME: optionalText,
  BUSINESS_PHONE: optionalText,
  BUSINESS_EMAIL: z.email().optional(),
  BUSINESS_ADDRESS: optionalText,
  BUSINESS_WHATSAPP: z.string().regex(/^\d{8,15}$/, 'digits only, with country code').optional(),
  BUSINESS_MESSENGER_PAGE: optionalText,
  BUSINESS_HOURS_WEEKDAYS: optionalText,
  BUSINESS_HOURS_SATURDAY: optionalText,
  BUSINESS_HOURS_SUNDAY: optionalText,
  BUSINESS_LATITUDE: optionalNumber,
  BUSINESS_LONGITUDE: optionalNumber,
});

/** The business details for this deployment: defaults with any BUSINESS_* vars applied. */
export function businessFromVars(vars: object): Business {
  const o = businessOverrides.parse(vars);
  const d = placeholderBusiness;
  return {
    name: o.BUSINESS_NAME ?? d.name,
    phone: o.BUSINESS_PHONE ?? d.phone,
    email: o.BUSINESS_EMAIL ?? d.email,
    address: o.BUSINESS_ADDRESS ?? d.address,
    whatsappNumber: o.BUSINESS_WHATSAPP ?? d.whatsappNumber,
    messengerPage: o.BUSINESS_MESSENGER_PAGE ?? d.messengerPage,
    hours: {
      weekdays: o.BUSINESS_HOURS_WEEKDAYS ?? d.hours.weekdays,
      saturday: o.BUSINESS_HOURS_SATURDAY ?? d.hours.saturday,
      sunday: o.BUSINESS_HOURS_SUNDAY ?? d.hours.sunday,
    },
    latitude: o.BUSINESS_LATITUDE ?? d.latitude,
    longitude: o.BUSINESS_LONGITUDE ?? d.longitude,
  };
}
