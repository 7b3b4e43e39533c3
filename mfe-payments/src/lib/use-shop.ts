import { useSession } from '@rendezvous/session-store';
import { useQuery } from '@tanstack/react-query';
import { getShop } from '../api/payments';
import { paymentKeys } from './payment-keys';

/** The bundles and methods of the member's country; only asked while someone is logged in. */
export function useShop() {
  const loggedIn = useSession((state) => state.user !== null);
  return { loggedIn, shop: useQuery({ queryKey: paymentKeys.shop(), queryFn: getShop, enabled: loggedIn }) };
}
