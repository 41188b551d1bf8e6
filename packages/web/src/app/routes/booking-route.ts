import type { Language } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { type MemberCardsSubject, useMemberCards } from '../../features/account/api/get-member-cards.ts';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import { noToken, onSessionChange, readToken } from '../../features/account/session.ts';
import { addToCart, useStoredCart } from '../../features/cart/cart.ts';
import { useMuseumToday } from '../../features/config/museum-today.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';

/**
 * What the tour and the ticket routes hand their booking screen: the id of the address (0, which
 * the server does not know, where it is not a positive whole number), the basket to add to and
 * its path, the document title to set, the museum's today and the tab's preview token.
 */
export function useBookingRoute() {
  const { lang, previewToken } = useShop();
  const { id } = useParams();
  const { setTitle } = useCurrentRoute();
  const today = useMuseumToday();
  const number = Number(id);
  return {
    /** The raw id of the address. */
    id,
    booking: {
      lang,
      id: Number.isInteger(number) && number > 0 ? number : 0,
      onAdd: addToCart,
      basketPath: routePath('checkout', lang),
      onTitle: setTitle,
      today,
      preview: previewToken,
    },
  };
}

/**
 * What the other features know for booking `subject` with an annual pass (issue 36): the cart's
 * member tickets, and a signed-in customer's passes (asked about the event or tour) and surname.
 */
export function useMemberBooking(lang: Language, subject: MemberCardsSubject) {
  const cart = useStoredCart();
  const customer = useCustomer();
  const token = useSyncExternalStore(onSessionChange, readToken, noToken);
  const registered = customer && !customer.isGuest ? token : null;
  const cards = useMemberCards(lang, registered, subject);
  return {
    cartItems: cart.lines.map((line) => line.item),
    customerCards: registered ? cards.data : undefined,
    customerLname: registered ? customer?.lname : undefined,
  };
}
