import * as z from 'zod/mini';
import type { OwnerEntry } from './rules.ts';

/** The error messages are keys of the `shop` texts. */
const text = (max: number, requiredKey?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(requiredKey ? [z.minLength(1, requiredKey)] : []),
      z.maxLength(max, 'owners.errors.tooLong'),
    );

const ADDRESS_FIELDS = [
  ['street', 'owners.errors.street'],
  ['zip', 'owners.errors.zip'],
  ['city', 'owners.errors.city'],
  ['country', 'owners.errors.country'],
] as const;

/** One pass holder: first name and surname always, the delivery address when send_to_custom_addr is chosen. */
export const ownerEntrySchema = z
  .object({
    title: text(50),
    fname: text(100, 'owners.errors.fname'),
    lname: text(100, 'owners.errors.lname'),
    sendToCustomAddress: z.boolean(),
    street: text(200),
    zip: text(20),
    city: text(100),
    country: text(2),
    renews: z.optional(text(20)),
  })
  .check(
    z.superRefine((owner, context) => {
      if (!owner.sendToCustomAddress) return;
      for (const [field, message] of ADDRESS_FIELDS)
        if (owner[field] === '')
          context.addIssue({ code: 'custom', message, path: [field], input: owner[field] });
    }),
  );

export const articleOrderSchema = z.object({
  quantity: z.int().check(z.minimum(1, 'product.chooseQuantity')),
  owners: z.array(ownerEntrySchema),
});

export interface ArticleOrderValues {
  quantity: number;
  owners: OwnerEntry[];
}
