// BUSINESS_* wrangler vars override the business details in src/content/business.ts. A var that
// does not fit is left at its default, logged and shown on the dashboard: a typo in
// wrangler.toml must not take the site down. test/unit/wrangler-vars.test.ts checks the deployed
// vars against this same schema.
import * as z from 'zod';
import { placeholderBusiness as defaults, type Business } from '../content/business';
import { oncePerIsolate, type VarProblem } from './var-settings';

const text = z.string('must be text').trim().min(1, 'must not be empty');

const coordinate = (limit: number) =>
  z.coerce
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number, e.g. 14.4291')
    .transform(Number)
    .pipe(z.number().min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`));

/** wa.me and Viber want the international number as digits; people write it "+63 917 123 4567". */
const internationalNumber = z
  .string('must be text')
  .transform((value) => value.replace(/[\s().-]/g, '').replace(/^\+/, ''))
  .pipe(z.string().regex(/^[1-9]\d{7,14}$/, 'must be an international number with its country code, e.g. +63 917 123 4567'));

/** Each var with the default it falls back to. */
const businessVars = z.object({
  BUSINESS_NAME: text.default(defaults.name),
  BUSINESS_PHONE: text.default(defaults.phone),
  BUSINESS_EMAIL: z.email('must be an email address, e.g. sales@example.ph').default(defaults.email),
  BUSINESS_ADDRESS: text.default(defaults.address),
  BUSINESS_WHATSAPP: internationalNumber.default(defaults.whatsappNumber),
  BUSINESS_VIBER: internationalNumber.default(defaults.viberNumber),
  BUSINESS_MESSENGER_PAGE: text.default(defaults.messengerPage),
  BUSINESS_HOURS_WEEKDAYS: text.default(defaults.hours.weekdays),
  BUSINESS_HOURS_SATURDAY: text.default(defaults.hours.saturday),
  BUSINESS_HOURS_SUNDAY: text.default(defaults.hours.sunday),
  BUSINESS_LATITUDE: coordinate(90).default(defaults.latitude),
  BUSINESS_LONGITUDE: coordinate(180).default(defaults.longitude),
});

type BusinessVarName = keyof typeof businessVars.shape;

export interface BusinessVarProblem extends VarProblem {
  name: BusinessVarName;
}

export interface BusinessSettings {
  business: Business;
  problems: BusinessVarProblem[];
}

function toBusiness(vars: z.output<typeof businessVars>): Business {
  return {
    name: vars.BUSINESS_NAME,
    phone: vars.BUSINESS_PHONE,
    email: vars.BUSINESS_EMAIL,
    address: vars.BUSINESS_ADDRESS,
    whatsappNumber: vars.BUSINESS_WHATSAPP,
    viberNumber: vars.BUSINESS_VIBER,
    messengerPage: vars.BUSINESS_MESSENGER_PAGE,
    hours: {
      weekdays: vars.BUSINESS_HOURS_WEEKDAYS,
      saturday: vars.BUSINESS_HOURS_SATURDAY,
      sunday: vars.BUSINESS_HOURS_SUNDAY,
    },
    latitude: vars.BUSINESS_LATITUDE,
    longitude: vars.BUSINESS_LONGITUDE,
  };
}

/** The business details with every BUSINESS_* var that fits applied; each one that does not is listed. */
export function readBusinessVars(vars: Record<string, unknown>): BusinessSettings {
  const parsed = businessVars.safeParse(vars);
  if (parsed.success) return { business: toBusiness(parsed.data), problems: [] };
  const problems = new Map<BusinessVarName, BusinessVarProblem>();
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as BusinessVarName;
    if (problems.has(name)) continue;
    const used = String(businessVars.shape[name].parse(undefined));
    problems.set(name, { name, value: String(vars[name]), problem: issue.message, used });
  }
  const fitting = Object.fromEntries(Object.entries(vars).filter(([name]) => !problems.has(name as BusinessVarName)));
  return { business: toBusiness(businessVars.parse(fitting)), problems: [...problems.values()] };
}

/** This deployment's business details and the BUSINESS_* vars left at their defaults. */
export const businessSettings = oncePerIsolate(readBusinessVars);

export function businessFromVars(env: object): Business {
  return businessSettings(env).business;
}
