import * as z from 'zod/mini';
import { contractSchemas } from './schema-ids.ts';

// Apart from the account calls: the web app's first load reads the stored customer with this
// schema, and should not build every account schema for it (issue 11).

/** A postal address as the shop keeps it for billing and shipping (spec §3). */
export const addressSchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** Country key, e.g. 'DE'. */
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The customer record (spec §3 "Customer"); the web app keeps it in session storage. */
export const customerSchema = z
  .object({
    salutation: z.string(),
    fname: z.string(),
    lname: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.object({ name: z.string() }),
    addrBilling: addressSchema,
    /** null: shipping goes to the billing address. */
    addrShipping: z.nullable(addressSchema),
    country: z.string(),
    isGuest: z.boolean(),
  })
  .register(contractSchemas, { id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
