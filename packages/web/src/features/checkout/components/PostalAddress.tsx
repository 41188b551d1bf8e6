import type { Address } from '@museum-shop/contract';

/** An address as a letter shows it: name, street, zip and city, and the country's name. */
export function PostalAddress({
  address,
  countries,
}: {
  address: Address;
  countries: Record<string, string>;
}) {
  return (
    <p>
      {address.name}
      <br />
      {address.street}
      <br />
      {address.zip} {address.city}
      <br />
      {countries[address.country] ?? address.country}
    </p>
  );
}
