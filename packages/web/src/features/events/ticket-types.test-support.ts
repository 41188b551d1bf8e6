import type { TicketType } from '@museum-shop/contract';

/** A ticket type of event 4 as the tests' server answers it: an adult ticket unless `more` says otherwise. */
export const ticketType = (
  id: number,
  name: string,
  schedule: TicketType['schedule'],
  more: Partial<TicketType> = {},
): TicketType => ({
  id,
  name,
  mode: 1,
  price: 1500,
  vat_value: 7,
  family: false,
  subtickets: [],
  schedule,
  group_id: null,
  group_name: null,
  book_with_cost: false,
  book_with_cost_warn: false,
  print_separately: false,
  unique_barcode: false,
  scan_separately: false,
  eventId: 4,
  ...more,
});
